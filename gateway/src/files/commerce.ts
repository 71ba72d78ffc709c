import { commerceMessages } from 'schema/validation';
import { needs } from '../access/access';
import { refuse, refuseCommon } from '../access/refusal';
import { defaultZipName } from '../contract/files';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { reply } from './replies';
import { downloadRoute } from './routes';

/** `GET /files/products/:companyId/zip_database`: the company's newest database zip (`database_download`). */
const databaseZip = downloadRoute({
  path: '/products/:companyId/zip_database',
  policy: needs('database_download', { fresh: true }),
  defaultName: 'database.zip',
  async fetch(ctx, req) {
    const { membership } = await ctx.access.admitted();
    const companyId = String(req.params.companyId);
    if (membership.companyId !== companyId) refuse({ kind: 'denied' });
    const answer = await ctx.legacy.commerce.databaseZip(companyId);
    if (answer.ok) {
      const file = answer.data;
      if (file.headers.has('content-disposition')) return { ok: true, file };
      // Spec §5: without a name from the API the zip is `{date}_database.zip`.
      const headers = new Headers(file.headers);
      headers.set('content-disposition', `attachment; filename="${defaultZipName()}"`);
      return { ok: true, file: new Response(file.body, { status: file.status, headers }) };
    }
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'none':
        return { ok: false, reply: reply(404, problem('LinkExpired', { message: commerceMessages.linkExpired })) };
      default:
        return assertNever(kind);
    }
  },
});

export const commerceFileRoutes = [databaseZip];
