import { assertNever } from '../legacy/errors';
import { accessReply, requirePermission } from '../resolvers/access';
import { downloadRoute } from './routes';
import { fileProblem, refuse } from './replies';

/** `GET /files/repository/issue-files/:id`: an issue file (xlsx) once it is generated (`repository`). */
const issueFile = downloadRoute({
  path: '/repository/issue-files/:id',
  defaultName: 'file.xls',
  async fetch(ctx, req) {
    const access = await requirePermission(ctx, 'repository');
    if (!access.ok) return { ok: false, reply: accessReply(access.problem) };
    const answer = await ctx.legacy.admin.issueFile(access.membership.id, String(req.params.id));
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = answer.failure;
    switch (kind) {
      case 'notReady':
        return {
          ok: false,
          reply: refuse(404, { __typename: 'FileNotReady', code: 'FILE_NOT_READY', message: 'Plik zgłoszeń nie jest jeszcze gotowy.', field: null }),
        };
      case 'denied':
        return { ok: false, reply: fileProblem.permissionDenied('repository') };
      case 'sessionExpired':
        return { ok: false, reply: fileProblem.sessionExpired() };
      default:
        return assertNever(kind);
    }
  },
});

export const adminFileRoutes = [issueFile];
