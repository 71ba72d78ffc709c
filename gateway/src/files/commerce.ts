import { commerceMessages } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import { accessReply, requirePermission } from '../resolvers/access';
import { defaultZipName } from '../resolvers/commerce';
import { downloadRoute } from './routes';
import { fileProblem, refuse } from './replies';

/** `GET /files/products/:companyId/zip_database`: the company's newest database zip (`database_download`). */
const databaseZip = downloadRoute({
  path: '/products/:companyId/zip_database',
  defaultName: 'database.zip',
  async fetch(ctx, req) {
    const access = await requirePermission(ctx, 'database_download');
    if (!access.ok) return { ok: false, reply: accessReply(access.problem) };
    const companyId = String(req.params.companyId);
    if (access.membership.companyId !== companyId) return { ok: false, reply: fileProblem.permissionDenied('database_download') };
    const answer = await ctx.legacy.commerce.databaseZip(companyId);
    if (answer.ok) {
      const file = answer.data;
      if (file.headers.has('content-disposition')) return { ok: true, file };
      // Spec §5: without a name from the API the zip is `{date}_database.zip`.
      const headers = new Headers(file.headers);
      headers.set('content-disposition', `attachment; filename="${defaultZipName()}"`);
      return { ok: true, file: new Response(file.body, { status: file.status, headers }) };
    }
    const { kind } = answer.failure;
    switch (kind) {
      case 'none':
        return { ok: false, reply: refuse(404, { __typename: 'LinkExpired', code: 'LINK_EXPIRED', message: commerceMessages.linkExpired, field: null }) };
      case 'denied':
        return { ok: false, reply: fileProblem.permissionDenied('database_download') };
      case 'sessionExpired':
        return { ok: false, reply: fileProblem.sessionExpired() };
      default:
        return assertNever(kind);
    }
  },
});

export const commerceFileRoutes = [databaseZip];
