import { needs } from '../access/access';
import { refuseCommon } from '../contract/refusal';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { reply } from './replies';
import { downloadRoute } from './routes';

/** `GET /files/repository/issue-files/:id`: an issue file (xlsx) once it is generated (`repository`). */
const issueFile = downloadRoute({
  path: '/repository/issue-files/:id',
  policy: needs('repository'),
  defaultName: 'file.xls',
  async fetch(ctx, req) {
    const { membership } = await ctx.access.admitted();
    const answer = await ctx.legacy.admin.issueFile(membership.id, String(req.params.id));
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'notReady':
        return { ok: false, reply: reply(404, problem('FileNotReady', { message: 'Plik zgłoszeń nie jest jeszcze gotowy.' })) };
      default:
        return assertNever(kind);
    }
  },
});

export const adminFileRoutes = [issueFile];
