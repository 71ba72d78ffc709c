import { z } from 'zod';
import { GENERATOR_FIELDS, apiKeyOf, type GeneratorField } from 'schema/validation';
import { DENIED, type RefusalRule } from './errors';
import { queryString, type LegacyHttp } from './http';

/** The GS1 2D code generator (`/generator_2d/…`). */

const codeSchema = z.object({ image: z.string().min(1), desc: z.string() });
const generatedSchema = z.object({
  gs1datamatrix: codeSchema,
  qrcode: codeSchema.extend({ qr_url: z.string().min(1) }),
});
export type RestGeneratedCodes = z.infer<typeof generatedSchema>;

/** What a `Gs1Code` resolves from: the API's image and the text the code holds (what its downloads encode). */
export interface Gs1CodeModel {
  symbology: 'datamatrix' | 'qrcode';
  svg: string;
  description: string;
  text: string;
}

/** The API's request keys: `n{AI}` and `ngs1Resolver`; values already checked and trimmed, blanks left out. */
export type GeneratorRequest = Record<string, string>;

/** The API's field keys (`n01`, …, `ngs1Resolver`) → the `gs1Codes` input fields they came from. */
const GENERATOR_INPUT = Object.fromEntries(
  (Object.keys(GENERATOR_FIELDS) as GeneratorField[]).map((name) => [apiKeyOf(name), ['input', name]]),
) as Readonly<Record<string, readonly string[]>>;

/** A 400 about `text` (the code's content, which the gateway itself produced) or an unknown symbology/format. */
const DOWNLOAD_REFUSALS = [{ status: 400, kind: 'rejected' }, DENIED] as const satisfies readonly RefusalRule<string>[];

export class GeneratorApi {
  constructor(private readonly http: LegacyHttp) {}

  generate(request: GeneratorRequest, activeMembershipId: string) {
    return this.http.call('/generator_2d/generate/', {
      method: 'POST',
      body: { ...request, activeMembershipId },
      schema: generatedSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: GENERATOR_INPUT,
    });
  }

  /** One code as a file: `symbology` datamatrix (text = element string) or qrcode (text = Digital Link URI). */
  download(symbology: 'datamatrix' | 'qrcode', format: string, text: string, activeMembershipId: string) {
    return this.http.download(`/generator_2d/download/${symbology}/${format}${queryString({ text, activeMembershipId })}`, {
      auth: 'required',
      refusals: DOWNLOAD_REFUSALS,
    });
  }
}
