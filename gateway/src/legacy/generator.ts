import { z } from 'zod';
import { GENERATOR_FIELDS, apiKeyOf, type GeneratorField } from 'schema/validation';
import { DENIED, LegacyError, type RefusalRule } from './errors';
import { digitalLinkUri, elementString } from './gs1-text';
import { queryString, type LegacyHttp } from './http';

/**
 * The GS1 2D code generator (`/generator_2d/…`). The spec shows one call with its path, `GET /generator_2d/generate?text=`
 * (an image of the text), and the form's request entity (n01, n10, … → gs1datamatrix and qrcode with image, desc,
 * qr_url) without its path. `text` (default) uses the shown call: the gateway writes the element string and the
 * Digital Link URI itself and asks for each image; `form` posts the entity to `/generator_2d/generate/` (a path the
 * spec does not show: the stand-in's). `LEGACY_GENERATOR_CALL` chooses.
 */
export type GeneratorCall = 'text' | 'form';

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

/** The API's field keys (`n01`, …, `ngs1Resolver`) → the `gs1Codes` input fields they came from; `text` (the `?text=` call's) → the input. */
const GENERATOR_INPUT = Object.fromEntries([
  ...(Object.keys(GENERATOR_FIELDS) as GeneratorField[]).map((name) => [apiKeyOf(name), ['input', name]]),
  ['text', ['input']],
]) as Readonly<Record<string, readonly string[]>>;

/** An SVG image, as the `?text=` call answers it (optionally after an XML declaration). */
const SVG_START = /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/;
/** Generous for a 2D code's SVG (tens of kB): a larger answer is no code image and breaks the contract. */
const MAX_SVG_CHARS = 2_000_000;

/** A 400 about `text` (the code's content, which the gateway itself produced) or an unknown symbology/format. */
const DOWNLOAD_REFUSALS = [{ status: 400, kind: 'rejected' }, DENIED] as const satisfies readonly RefusalRule<string>[];

export class GeneratorApi {
  constructor(
    private readonly http: LegacyHttp,
    private readonly call: GeneratorCall,
  ) {}

  generate(request: GeneratorRequest, activeMembershipId: string) {
    return this.call === 'text' ? this.generateFromTexts(request, activeMembershipId) : this.generateFromForm(request, activeMembershipId);
  }

  /** Both codes through `GET /generator_2d/generate?text=`: a DataMatrix of the element string, a QR of the Digital Link URI. */
  private async generateFromTexts(request: GeneratorRequest, activeMembershipId: string) {
    const desc = elementString(request);
    const uri = digitalLinkUri(request);
    const [dataMatrix, qrCode] = await Promise.all([this.image(desc, activeMembershipId), this.image(uri, activeMembershipId)]);
    if (!dataMatrix.ok) return dataMatrix;
    if (!qrCode.ok) return qrCode;
    return { ok: true as const, data: { gs1datamatrix: { image: dataMatrix.data, desc }, qrcode: { image: qrCode.data, desc, qr_url: uri } } };
  }

  /** The image of one text; the API tells DataMatrix (an element string) from QR (an http(s) URI) by the text. */
  private async image(text: string, activeMembershipId: string) {
    const answer = await this.http.download(`/generator_2d/generate${queryString({ text, activeMembershipId })}`, {
      auth: 'required',
      refusals: [DENIED],
      fields: GENERATOR_INPUT,
    });
    if (!answer.ok) return answer;
    const svg = await answer.data.text();
    if (svg.length > MAX_SVG_CHARS || !SVG_START.test(svg)) {
      this.http.logger.error({ path: '/generator_2d/generate', type: answer.data.headers.get('content-type') }, 'legacy API answer broke its contract');
      throw new LegacyError({ kind: 'contract', issues: 'the generator did not answer an SVG image' });
    }
    return { ok: true as const, data: svg };
  }

  private generateFromForm(request: GeneratorRequest, activeMembershipId: string) {
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
