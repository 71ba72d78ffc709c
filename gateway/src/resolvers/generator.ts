import { apiKeyOf, generatorSchema, type GeneratorField } from 'schema/validation';
import type { Resolvers } from './typed';
import { refuse } from '../contract/refusal';
import { codeDownloadPath } from '../contract/files';
import { invalidInput } from '../contract/problems';
import type { GeneratorRequest } from '../legacy/generator';

export const generatorResolvers: Resolvers = {
  Query: {
    async gs1Codes(_parent, { input }, ctx) {
      const values = Object.fromEntries(Object.keys(generatorSchema.shape).map((name) => [name, input[name as GeneratorField] ?? '']));
      const parsed = generatorSchema.safeParse(values);
      if (!parsed.success) return invalidInput(parsed.error);
      const { membership } = await ctx.access.admitted();
      const request: GeneratorRequest = {};
      for (const [name, value] of Object.entries(parsed.data)) if (value) request[apiKeyOf(name as GeneratorField)] = value;
      const answer = await ctx.legacy.generator.generate(request, membership.id);
      if (!answer.ok) return refuse(answer.failure);
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
