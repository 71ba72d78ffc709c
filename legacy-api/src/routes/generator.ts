import { Router, type Request } from 'express';
import { requireUser, type AppContext } from '../context.js';
import {
  DOWNLOAD_FORMATS,
  FORMAT_CONTENT_TYPES,
  bwipAiProblem,
  digitalLinkUri,
  elementString,
  gtinOfDigitalLink,
  parseElementString,
  renderDownload,
  toSvg,
  type DownloadFormat,
  type Symbology,
} from '../domain/generator/codes.js';
import { GENERATOR_MESSAGES, validateGeneratorRequest, type GeneratorFields } from '../domain/generator/fields.js';
import { generatorRefusal } from '../domain/generator/licence.js';
import { membershipsOf, serializeMembership, type UserRow } from '../domain/users.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { one } from './query-params.js';

export const GENERATOR_ROUTE_MESSAGES = {
  badElementString: 'Niepoprawny ciąg elementów GS1, oczekiwano np. (01)05901234123457(17)261231',
  unknownAi: (ai: string) => `Nieobsługiwany identyfikator zastosowania (${ai})`,
  badDigitalLink: 'Niepoprawny adres GS1 Digital Link (oczekiwano adresu z /01/{GTIN})',
  badSymbology: 'Nieznany rodzaj kodu (dostępne: datamatrix, qrcode)',
  badFormat: `Nieobsługiwany format pliku (dostępne: ${DOWNLOAD_FORMATS.join(', ')})`,
  aiRejected: (message: string) => `Niepoprawna wartość: ${message}`,
} as const;


/**
 * Bearer + an activated membership holding file_sending_to_verification: `activeMembershipId` (query or JSON body)
 * when given, else the first activated membership. Otherwise 403.
 */
async function requireGeneratorUser(ctx: AppContext, req: Request): Promise<UserRow> {
  const user = await requireUser(ctx, req);
  const activated = membershipsOf(ctx.db, user.id).filter((m) => m.activated === 1);
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const requested = one(req.query.activeMembershipId) ?? (body.activeMembershipId === undefined ? undefined : String(body.activeMembershipId));
  const membership = requested ? activated.find((m) => String(m.id) === requested) : activated[0];
  if (!membership || !serializeMembership(membership).permissions.includes('file_sending_to_verification')) throw detail(403, MESSAGES.denied);
  return user;
}

/** 400 `{"n01": ["…"]}` unless the GTIN is active, licensed and has product data. */
function requireLicensedGtin(ctx: AppContext, gtin14: string): void {
  const refusal = generatorRefusal(ctx.db, gtin14);
  if (refusal) throw fieldErrors({ n01: [refusal] });
}

/** Renders, turning bwip-js's GS1 checks ('AI 422: Unknown country code') into a field error of that AI. */
async function render<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const problem = bwipAiProblem(err);
    if (problem) throw fieldErrors({ [`n${problem.ai}`]: [GENERATOR_ROUTE_MESSAGES.aiRejected(problem.message)] });
    throw err;
  }
}

/** Field-validates the data in a `?text=`: a GS1 element string (DataMatrix) or a Digital Link URI (QR). */
function checkText(ctx: AppContext, symbology: Symbology, raw: string | undefined): { text: string; gtin14: string } {
  const text = raw?.trim();
  if (!text) throw fieldErrors({ text: [GENERATOR_MESSAGES.required] });
  if (symbology === 'qrcode') {
    const gtin = gtinOfDigitalLink(text);
    if (!gtin) throw fieldErrors({ text: [GENERATOR_ROUTE_MESSAGES.badDigitalLink] });
    const checked = validateGeneratorRequest({ n01: gtin });
    if (!checked.ok) throw fieldErrors(checked.errors);
    requireLicensedGtin(ctx, checked.value.fields['01']);
    return { text, gtin14: checked.value.fields['01'] };
  }
  const parsed = parseElementString(text);
  if (!parsed) throw fieldErrors({ text: [GENERATOR_ROUTE_MESSAGES.badElementString] });
  if (parsed.unknownAi) throw fieldErrors({ text: [GENERATOR_ROUTE_MESSAGES.unknownAi(parsed.unknownAi)] });
  const checked = validateGeneratorRequest(Object.fromEntries(Object.entries(parsed.fields).map(([ai, v]) => [`n${ai}`, v])));
  if (!checked.ok) throw fieldErrors(checked.errors);
  requireLicensedGtin(ctx, checked.value.fields['01']);
  return { text: elementString(checked.value.fields), gtin14: checked.value.fields['01'] };
}

/** `type=datamatrix|qrcode`; without it a text starting with http(s):// is a QR code, anything else a DataMatrix. */
function symbologyOf(req: Request, text: string | undefined): Symbology {
  const type = one(req.query.type);
  if (type === 'datamatrix' || type === 'qrcode') return type;
  if (type) throw detail(400, GENERATOR_ROUTE_MESSAGES.badSymbology);
  return /^https?:\/\//i.test(text?.trim() ?? '') ? 'qrcode' : 'datamatrix';
}

/** The 2D code generator (spec member-side §2 "2D code generator", §5, §7). */
export function generatorRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/generator_2d/generate/')
    .post(ctx.track, async (req, res) => {
      await requireGeneratorUser(ctx, req);
      const checked = validateGeneratorRequest(req.body);
      if (!checked.ok) throw fieldErrors(checked.errors);
      const fields: GeneratorFields = checked.value.fields;
      requireLicensedGtin(ctx, fields['01']);
      const desc = elementString(fields);
      const qrUrl = digitalLinkUri(fields, checked.value.resolver);
      const [datamatrixSvg, qrSvg] = await render(() => [toSvg('datamatrix', desc), toSvg('qrcode', qrUrl)]);
      res.json({ gs1datamatrix: { image: datamatrixSvg, desc }, qrcode: { image: qrSvg, desc, qr_url: qrUrl } });
    })
    .get(ctx.track, async (req, res) => {
      await requireGeneratorUser(ctx, req);
      const raw = one(req.query.text);
      const symbology = symbologyOf(req, raw);
      const { text } = checkText(ctx, symbology, raw);
      const svg = await render(() => toSvg(symbology, text));
      res.type('image/svg+xml').set('cache-control', 'no-store').send(svg);
    })
    .all(methodNotAllowed);

  router
    .route('/generator_2d/download/:a/:format/')
    .get(ctx.track, async (req, res) => {
      await requireGeneratorUser(ctx, req);
      const a = String(req.params.a);
      const format = String(req.params.format).toLowerCase();
      if (a !== 'datamatrix' && a !== 'qrcode') throw detail(400, GENERATOR_ROUTE_MESSAGES.badSymbology);
      if (!(DOWNLOAD_FORMATS as readonly string[]).includes(format)) throw detail(400, GENERATOR_ROUTE_MESSAGES.badFormat);
      const { text, gtin14 } = checkText(ctx, a, one(req.query.text));
      const file = await render(() => renderDownload(a, format as DownloadFormat, text, text));
      res.attachment(`${a}_${gtin14}.${format}`);
      res.set('content-type', FORMAT_CONTENT_TYPES[format as DownloadFormat]).set('cache-control', 'no-store');
      res.send(file);
    })
    .all(methodNotAllowed);

  return router;
}
