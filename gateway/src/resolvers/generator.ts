import { apiKeyOf, generatorSchema, type GeneratorField } from 'schema/validation';
import type { Resolvers } from '../__generated__/resolvers';
import { assertNever } from '../legacy/errors';
import type { GeneratorRequest } from '../legacy/generator';
import { problem } from './problems';
import { FILE_SENDING, accessProblem, verificationAccess } from './verification';

/** What a `Gs1Code` resolves from: the API's image and the text the code holds (what its downloads encode). */
export interface Gs1CodeModel {
  symbology: 'datamatrix' | 'qrcode';
  svg: string;
  description: string;
  text: string;
}

/** The gateway route that streams a code as a file (`files/generator.ts`). */
export const codeDownloadPath = (symbology: Gs1CodeModel['symbology'], format: string, text: string) =>
  `/files/gs1-codes/${symbology}/${format}?text=${encodeURIComponent(text)}`;

export const generatorResolvers: Resolvers = {
  Query: {
    async gs1Codes(_parent, { input }, ctx) {
      const values = Object.fromEntries(Object.keys(generatorSchema.shape).map((name) => [name, input[name as GeneratorField] ?? '']));
      const parsed = generatorSchema.safeParse(values);
      if (!parsed.success) {
        return problem.validationFailed(parsed.error.issues.map((i) => ({ field: ['input', ...i.path.map(String)], message: i.message })));
      }
      // The generator is offered to members who may verify files (spec §2: the same permission guards /generator_2d).
      const access = await verificationAccess(ctx);
      if (!access.ok) return accessProblem(access.refusal);
      const request: GeneratorRequest = {};
      for (const [name, value] of Object.entries(parsed.data)) if (value) request[apiKeyOf(name as GeneratorField)] = value;
      const answer = await ctx.legacy.generator.generate(request, access.membershipId);
      if (!answer.ok) {
        const { failure } = answer;
        switch (failure.kind) {
          case 'invalid':
            return problem.validationFailed(failure.problems);
          case 'denied':
            return problem.permissionDenied(FILE_SENDING);
          case 'sessionExpired':
            return problem.sessionExpired();
          default:
            return assertNever(failure);
        }
      }
      const { gs1datamatrix, qrcode } = answer.data;
      return {
        __typename: 'Gs1Codes',
        dataMatrix: { symbology: 'datamatrix', svg: gs1datamatrix.image, description: gs1datamatrix.desc, text: gs1datamatrix.desc },
        qrCode: { symbology: 'qrcode', svg: qrcode.image, description: qrcode.desc, text: qrcode.qr_url },
        digitalLinkUri: qrcode.qr_url,
      };
    },
  },
  Gs1Code: {
    downloadUrl: (code, { format }) => codeDownloadPath(code.symbology, format.toLowerCase(), code.text),
  },
};
