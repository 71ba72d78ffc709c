import { Router, type Request, type Response } from 'express';
import { ANONYMOUS_OFFSETS, CATALOG_PAGE_SIZE, CATALOG_SUGGESTERS, MEMBER_MAX_LIMIT, MEMBER_MAX_PAGES, NIP_FILTER_PATTERN } from 'schema/validation';
import { authenticate, requireUser, type AppContext } from '../context.js';
import { categoryTree, hasLicensedGcp, searchProducts, suggestCompanies, suggestProductField, type SearchFilters, type SearchPage } from '../domain/search.js';
import { membershipsOf, serializeMembership, type UserRow } from '../domain/users.js';
import { listAnswer, suggestionsAnswer } from '../http/answer-shapes.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { isValidGtin, isValidGtin14, toGtin14 } from '../lib/checksums.js';
import { LOOKUP_MESSAGES, activeMembership, productAnswerStyle, requireSolvedCaptcha } from './products.js';
import { intParam, many, one, textParam } from './query-params.js';

/** `GET /products/get_categories/` without `?limit=`: segments answered (spec §7: default 100). */
const CATEGORIES_DEFAULT_LIMIT = 100;

export const SEARCH_MESSAGES = {
  offsetNotAllowed: 'offset_not_allowed',
  tooManyResults: 'too_many_results',
  badGpc: 'Niepoprawny kod GPC',
  badNip: 'Niepoprawny numer NIP',
} as const;

/** limit/offset as the API pages them, by the shared catalogue limits: anonymous callers get fixed pages; members' page size and depth are capped. */
function readPage(req: Request, anonymous: boolean): SearchPage {
  const offset = intParam(req.query.offset, 0);
  if (anonymous) {
    if (!(ANONYMOUS_OFFSETS as readonly number[]).includes(offset)) throw detail(400, SEARCH_MESSAGES.offsetNotAllowed);
    return { limit: CATALOG_PAGE_SIZE, offset };
  }
  const limit = intParam(req.query.limit, CATALOG_PAGE_SIZE, { strict: true, max: MEMBER_MAX_LIMIT });
  if (Math.floor(offset / limit) >= MEMBER_MAX_PAGES) throw detail(400, SEARCH_MESSAGES.tooManyResults);
  return { limit, offset };
}

/** gtin_number: 8, 12, 13 or 14 digits with a valid check digit, padded to 14. */
function readGtin(req: Request): string | undefined {
  const gtin = textParam(req.query.gtin_number);
  if (gtin === undefined) return undefined;
  if (!isValidGtin(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
  return toGtin14(gtin);
}

function readAdvancedFilters(req: Request): SearchFilters {
  const filters: SearchFilters = { gtin: readGtin(req), name: textParam(req.query.name__contains), brand: textParam(req.query.brand__contains), companyName: textParam(req.query.company_name__contains) };
  const errors: Record<string, string[]> = {};
  // Spec §2: dashes are removed before searching; what remains must pass the NIP filter rule of §5.
  const nip = textParam(req.query.company_nip)?.replaceAll('-', '');
  if (nip) {
    if (NIP_FILTER_PATTERN.test(nip)) filters.companyNip = nip;
    else errors.company_nip = [SEARCH_MESSAGES.badNip];
  }
  const gpc = many(req.query.gpc_number)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (gpc.length) {
    if (gpc.every((code) => /^\d{8}$/.test(code))) filters.gpc = [...new Set(gpc)];
    else errors.gpc_number = [SEARCH_MESSAGES.badGpc];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filters;
}

type SuggestedField = keyof typeof CATALOG_SUGGESTERS;

/** Suggestions in the configured shape, keyed (`suggester`) by the field's suggester; the list shapes come in the list envelope too. */
function answerSuggestions<T extends { text: string }>(ctx: AppContext, res: Response, field: SuggestedField, query: string, suggestions: T[]): void {
  const answer = suggestionsAnswer(query, suggestions, ctx.config.suggestionsShape, CATALOG_SUGGESTERS[field].suggester);
  res.json(Array.isArray(answer) ? listAnswer(answer, ctx.config.listEnvelope) : answer);
}

/** `SUGGEST_PARAMS=field-text`: `?field=name|brand&text=`, the field required. */
function fieldTextAsked(req: Request): { field: SuggestedField; text: string } {
  const field = one(req.query.field);
  if (field === undefined || field === '') throw fieldErrors({ field: [MESSAGES.required] });
  if (field !== 'name' && field !== 'brand') throw fieldErrors({ field: [`"${field}" nie jest poprawnym wyborem.`] });
  return { field: field === 'name' ? 'NAME' : 'BRAND', text: textParam(req.query.text) ?? '' };
}

/**
 * `SUGGEST_PARAMS=suggester`: which of `fields` the query string asks (`?name_suggest__completion=mle`) and its text.
 * Without one, nothing: django-elasticsearch-dsl-drf's `suggest` answers nothing for parameters it does not know.
 */
function suggesterAsked(req: Request, fields: SuggestedField[]): { field: SuggestedField; text: string } | null {
  for (const field of fields) {
    const text = textParam(req.query[CATALOG_SUGGESTERS[field].suggester]);
    if (text !== undefined) return { field, text };
  }
  return null;
}

/** Bearer + an activated membership in `companyId` whose permissions hold advanced_search, else 401 / 403. */
async function requireAdvancedSearch(ctx: AppContext, req: Request): Promise<UserRow> {
  const user = await requireUser(ctx, req);
  const companyId = String(req.params.companyId);
  const membership = membershipsOf(ctx.db, user.id).find((m) => String(m.company_id) === companyId);
  if (!membership || !serializeMembership(membership).permissions.includes('advanced_search')) throw detail(403, MESSAGES.denied);
  return user;
}

/** Catalogue search (spec member-side §2, §7): basic and advanced search, suggestions, the GPC tree, the licence check. */
export function searchRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/products/get_products/')
    .get(ctx.track, async (req, res) => {
      const user = await authenticate(ctx, req);
      if (user) activeMembership(ctx, req, user);
      else await requireSolvedCaptcha(ctx, req);
      const page = readPage(req, !user);
      const filters: SearchFilters = { gtin: readGtin(req) };
      res.json(searchProducts(ctx.db, filters, page, productAnswerStyle(ctx, req), ctx.config.searchMaxResults));
    })
    .all(methodNotAllowed);

  router
    .route('/products/:companyId/get_products_advanced/')
    .get(ctx.track, async (req, res) => {
      await requireAdvancedSearch(ctx, req);
      const page = readPage(req, false);
      const filters = readAdvancedFilters(req);
      res.json(searchProducts(ctx.db, filters, page, productAnswerStyle(ctx, req), ctx.config.searchMaxResults));
    })
    .all(methodNotAllowed);

  router
    .route('/products/:companyId/get_products_advanced/suggest/')
    .get(ctx.track, async (req, res) => {
      await requireAdvancedSearch(ctx, req);
      const { field, text } = ctx.config.suggestParams === 'suggester' ? (suggesterAsked(req, ['NAME', 'BRAND']) ?? { field: 'NAME', text: '' }) : fieldTextAsked(req);
      answerSuggestions(ctx, res, field, text, text ? suggestProductField(ctx.db, field === 'NAME' ? 'name' : 'brand', text) : []);
    })
    .all(methodNotAllowed);

  router
    .route('/companies/:companyId/get_companies/suggest/')
    .get(ctx.track, async (req, res) => {
      await requireAdvancedSearch(ctx, req);
      const needle = (ctx.config.suggestParams === 'suggester' ? suggesterAsked(req, ['COMPANY_NAME'])?.text : textParam(req.query.text)) ?? '';
      answerSuggestions(ctx, res, 'COMPANY_NAME', needle, needle ? suggestCompanies(ctx.db, needle) : []);
    })
    .all(methodNotAllowed);

  router
    .route('/products/get_categories/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      if (!membershipsOf(ctx.db, user.id).some((m) => m.activated === 1)) throw detail(403, MESSAGES.denied);
      const limit = intParam(req.query.limit, CATEGORIES_DEFAULT_LIMIT, { strict: true });
      res.json(listAnswer(categoryTree(ctx.db, limit), ctx.config.listEnvelope));
    })
    .all(methodNotAllowed);

  router
    .route('/products/product_has_gcp/:gtin/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      activeMembership(ctx, req, user);
      const gtin = String(req.params.gtin);
      if (!isValidGtin14(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      res.json({ hasGcp: hasLicensedGcp(ctx.db, gtin) });
    })
    .all(methodNotAllowed);

  return router;
}
