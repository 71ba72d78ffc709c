import { CODE_FORMATS } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import { verificationAccess } from '../resolvers/verification';
import { fileProblem } from './replies';
import { downloadRoute } from './routes';
import { accessRefusal } from './verification';

const SYMBOLOGIES = ['datamatrix', 'qrcode'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** `GET /files/gs1-codes/:symbology/:format?text=`: a generated code as a file (`Gs1Code.downloadUrl` gives the path). */
const code = downloadRoute({
  path: '/gs1-codes/:symbology/:format',
  defaultName: 'kod',
  async fetch(ctx, req) {
    const symbology = String(req.params.symbology);
    const format = String(req.params.format);
    const text = typeof req.query.text === 'string' ? req.query.text : '';
    if (!isOneOf(SYMBOLOGIES, symbology) || !isOneOf(CODE_FORMATS, format) || !text) {
      return { ok: false, reply: fileProblem.invalid('text', 'Niepoprawne dane') };
    }
    const access = await verificationAccess(ctx);
    if (!access.ok) return { ok: false, reply: accessRefusal(access.refusal) };
    const answer = await ctx.legacy.generator.download(symbology, format, text, access.membershipId);
    if (answer.ok) return { ok: true, file: answer.data };
    switch (answer.failure.kind) {
      case 'rejected':
        return { ok: false, reply: fileProblem.invalid('text', 'Niepoprawne dane') };
      case 'denied':
        return { ok: false, reply: accessRefusal('permissionDenied') };
      case 'sessionExpired':
        return { ok: false, reply: accessRefusal('sessionExpired') };
      default:
        return assertNever(answer.failure);
    }
  },
});

export const generatorFileRoutes = [code];
