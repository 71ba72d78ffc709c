import { commerceMessages, databasePartSchema } from 'schema/validation';
import { needs } from '../access/access';
import { refuseCommon } from '../contract/refusal';
import { defaultZipName } from '../contract/files';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { fileProblem, reply } from './replies';
import { downloadRoute } from './routes';

/** `GET /files/products/:companyId/zip_database`: the company's newest database zip (`database_download`). */
const databaseZip = downloadRoute({
  path: '/products/:companyId/zip_database',
  policy: needs('database_download', { fresh: true, ownCompany: 'companyId' }),
  defaultName: 'database.zip',
  async fetch(ctx, req) {
    const companyId = String(req.params.companyId);
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

/**
 * `GET /files/products/:companyId/database/:part`: one CSV file of the newest export, `part` counting from 1
 * (`database_download`), for a person who wants one part, not the whole zip.
 */
const databasePart = downloadRoute({
  path: '/products/:companyId/database/:part',
  policy: needs('database_download', { ownCompany: 'companyId' }),
  defaultName: 'products.csv',
  async fetch(ctx, req) {
    const companyId = String(req.params.companyId);
    const part = databasePartSchema.safeParse(req.params.part);
    if (!part.success) return { ok: false, reply: fileProblem.invalid('part', part.error.issues[0]!.message) };
    const answer = await ctx.legacy.commerce.databasePart(companyId, part.data);
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'none':
        return { ok: false, reply: reply(404, problem('LinkExpired', { message: commerceMessages.linkExpired })) };
      case 'noSuchPart':
        return { ok: false, reply: reply(404, problem('FileNotFound', { message: commerceMessages.noSuchPart(part.data) })) };
      default:
        return assertNever(kind);
    }
  },
});

export const commerceFileRoutes = [databaseZip, databasePart];
