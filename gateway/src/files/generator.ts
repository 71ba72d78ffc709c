import { CODE_FORMATS, messages } from 'schema/validation';
import { needs } from '../access/access';
import { refuseCommon } from '../contract/refusal';
import { assertNever } from '../legacy/errors';
import { fileProblem } from './replies';
import { downloadRoute } from './routes';

const SYMBOLOGIES = ['datamatrix', 'qrcode'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** `GET /files/gs1-codes/:symbology/:format?text=`: a generated code as a file (`Gs1Code.downloadUrl` gives the path). */
const code = downloadRoute({
  path: '/gs1-codes/:symbology/:format',
  // The generator is offered to members who may verify files (spec §2: the same permission guards /generator_2d).
  policy: needs('file_sending_to_verification'),
  defaultName: 'kod',
  async fetch(ctx, req) {
    const symbology = String(req.params.symbology);
    const format = String(req.params.format);
    const text = typeof req.query.text === 'string' ? req.query.text : '';
    if (!isOneOf(SYMBOLOGIES, symbology) || !isOneOf(CODE_FORMATS, format) || !text) {
      return { ok: false, reply: fileProblem.invalid('text', messages.invalidData) };
    }
    const { membership } = await ctx.access.admitted();
    const answer = await ctx.legacy.generator.download(symbology, format, text, membership.id);
    if (answer.ok) return { ok: true, file: answer.data };
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'rejected':
        return { ok: false, reply: fileProblem.invalid('text', messages.invalidData) };
      default:
        return assertNever(kind);
    }
  },
});

export const generatorFileRoutes = [code];
