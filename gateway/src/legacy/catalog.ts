import { z } from 'zod';
import { CATALOG_FILTER_PARAMS, CATALOG_SUGGESTERS, toGtin14, type SuggestParamStyle } from 'schema/validation';
import { lenientList, restId } from './answers';
import { DENIED, CAPTCHA_REFUSALS, LOOKUP_LIMIT_REFUSALS, matchRefusal, type Answer, type FieldMap, type Refusal, type RefusalRule, type SessionEnded } from './errors';
import { queryString, type LegacyHttp, type QueryParams } from './http';

/** Products, the catalogue search and its helpers (`/products/…`, `/companies/…/suggest/`, the global registry). */

/** The spec pads GTINs in paths, not in answers: a 13-digit (or 8/12) `gtinNumber` is padded to the 14 we key on. */
const gtin14 = z
  .string()
  .regex(/^(\d{8}|\d{12,14})$/)
  .transform(toGtin14);

export const restProductCompanySchema = z.object({
  name: z.string(),
  nip: z.string().nullish(),
  street: z.string().nullish(),
  postalCode: z.string().nullish(),
  city: z.string().nullish(),
  webPage: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type RestProductCompany = z.infer<typeof restProductCompanySchema>;

export const restProductSchema = z.object({
  gtinNumber: gtin14,
  name: z.string().nullish(),
  brand: z.string().nullish(),
  description: z.string().nullish(),
  descriptionLanguage: z.string().nullish(),
  imageUrls: z.array(z.string()).default([]),
  gtinStatus: z.string().nullish(),
  netContent: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String), unit: z.string() })).default([]),
  targetMarket: z.array(z.string()).default([]),
  categoryDetails: z.array(z.object({ code: z.string(), text: z.string() })).default([]),
  productPage: z.string().nullish(),
  productCardPage: z.string().nullish(),
  lastModified: z.string().nullish(),
  isGlobal: z.boolean().default(false),
  isVerified: z.boolean().default(false),
  isPartial: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  company: restProductCompanySchema.nullish(),
  externalSources: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
});
export type RestProduct = z.infer<typeof restProductSchema>;

/** The global registry answers either a product or a bare string code ("User not logged", "not_found"). */
const globalLookupSchema = z.union([restProductSchema, z.string()]);

const productCountSchema = z.object({
  productCount: z.number().int().nonnegative(),
  productCountFrom7Days: z.number().int().nonnegative(),
});
export type ProductCount = z.infer<typeof productCountSchema>;

/** A page of the basic or advanced search; `tooManyResults` marks a count above the catalogue's cap. */
const searchPageSchema = z.object({
  results: lenientList(restProductSchema),
  count: z.number().int().nonnegative(),
  tooManyResults: z.boolean().default(false),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/**
 * Suggestions as a flat `[{text}]` or Elasticsearch's completion suggester (`[{text, options: [{text}]}]`), bare or
 * paged; or as django-elasticsearch-dsl-drf's `suggest` action renders them, those entries keyed by the suggester's
 * name (`{"name_suggest__completion": [{text, options}]}`). Distinct texts, in the answer's order.
 */
const suggestionText = z.object({ text: z.string() });
const suggestionEntries = lenientList(
  z.union([
    z.object({ options: lenientList(suggestionText) }).transform((suggester) => suggester.options.map((o) => o.text)),
    suggestionText.transform((s) => [s.text]),
  ]),
);
const suggestionsSchema = z
  .union([suggestionEntries, z.record(z.string(), suggestionEntries).transform((bySuggester) => Object.values(bySuggester).flat())])
  .transform((lists) => [...new Set(lists.flat())]);

export interface RestCategoryNode {
  id: string;
  code: string;
  text: string;
  children: RestCategoryNode[];
}
const restCategoryNodeSchema: z.ZodType<RestCategoryNode> = z.lazy(() =>
  z.object({ id: restId, code: z.string(), text: z.string(), children: lenientList(restCategoryNodeSchema).default([]) }),
);

const hasGcpSchema = z.object({ hasGcp: z.boolean() });

/** The advanced search's query-string names → the `catalogSearch` filter inputs they came from. */
const SEARCH_FIELDS: FieldMap = {
  ...Object.fromEntries(Object.entries(CATALOG_FILTER_PARAMS).map(([field, param]) => [param, ['filter', field]])),
  limit: ['limit'],
  offset: ['offset'],
};

const PAGING_REFUSALS = [
  { status: 400, when: 'offset_not_allowed', kind: 'offsetNotAllowed' },
  { status: 400, when: 'too_many_results', kind: 'tooManyResults' },
] as const satisfies readonly RefusalRule<string>[];

const LOOKUP_REFUSALS = [...CAPTCHA_REFUSALS, ...LOOKUP_LIMIT_REFUSALS, { status: 404, kind: 'notFound' }] as const;

/** The global registry's string codes, answered in a 200 or an error status alike. */
const GLOBAL_LOOKUP_REFUSALS = [
  ...LOOKUP_REFUSALS,
  { when: 'User not logged', kind: 'loginRequired' },
  { when: 'not_found', kind: 'notInRegistry' },
] as const satisfies readonly RefusalRule<string>[];

export type GlobalLookupFailure = Refusal<(typeof GLOBAL_LOOKUP_REFUSALS)[number]['kind']> | SessionEnded;

export interface CatalogApiOptions {
  /** Path of the global-registry lookup relative to the API root, with `{gtin}` (`LEGACY_GLOBAL_LOOKUP_PATH`). */
  globalLookupPath: string;
  /** How the suggestion calls pass their text (`LEGACY_SUGGEST_PARAMS`, default `field-text`). */
  suggestParams?: SuggestParamStyle;
}

export type SuggestedField = keyof typeof CATALOG_SUGGESTERS;

export class CatalogApi {
  constructor(
    private readonly http: LegacyHttp,
    private readonly options: CatalogApiOptions,
  ) {}

  ownProduct(gtin: string, activeMembershipId: string | null) {
    return this.http.call(`/products/get_products/${gtin}/${queryString({ activeMembershipId })}`, {
      schema: restProductSchema,
      auth: 'optional',
      refusals: LOOKUP_REFUSALS,
    });
  }

  /** The global registry answers a product, or a string code (with any status) that becomes a refusal here; an unlisted code is not found. */
  async globalProduct(gtin: string, companyId: string | null): Promise<Answer<RestProduct, GlobalLookupFailure>> {
    const path = this.options.globalLookupPath.replace('{gtin}', gtin);
    const answer = await this.http.call(`${path}${queryString({ company: companyId })}`, {
      schema: globalLookupSchema,
      auth: 'optional',
      refusals: GLOBAL_LOOKUP_REFUSALS,
    });
    if (!answer.ok || typeof answer.data !== 'string') return answer as Answer<RestProduct, GlobalLookupFailure>;
    const refusal = matchRefusal(200, answer.data, GLOBAL_LOOKUP_REFUSALS, null);
    if (refusal) return { ok: false, failure: refusal };
    // A code the spec does not list (another implementation's `NOT_FOUND`): the registry has no product to show.
    const code = answer.data.slice(0, 100);
    this.http.logger.warn({ code }, 'global registry answered a code the spec does not list; read as not found');
    return { ok: false, failure: { kind: 'notInRegistry', status: 200, detail: code, retryAfterSeconds: null } };
  }

  /** The own database page by page (no filter); anonymous callers need the captcha. */
  basicSearch(params: QueryParams) {
    return this.http.call(`/products/get_products/${queryString(params)}`, {
      schema: searchPageSchema,
      auth: 'optional',
      refusals: [...CAPTCHA_REFUSALS, ...PAGING_REFUSALS],
      fields: SEARCH_FIELDS,
    });
  }

  advancedSearch(companyId: string, params: QueryParams) {
    return this.http.call(`/products/${encodeURIComponent(companyId)}/get_products_advanced/${queryString(params)}`, {
      schema: searchPageSchema,
      auth: 'required',
      refusals: [...PAGING_REFUSALS, DENIED],
      fields: SEARCH_FIELDS,
    });
  }

  /** Product names, brands or company names containing `text`; the query string as `suggestParams` says. */
  suggestions(companyId: string, field: SuggestedField, text: string) {
    const { field: restField, suggester } = CATALOG_SUGGESTERS[field];
    const params = this.options.suggestParams === 'suggester' ? { [suggester]: text } : { field: restField, text };
    const company = encodeURIComponent(companyId);
    const path = field === 'COMPANY_NAME' ? `/companies/${company}/get_companies/suggest/` : `/products/${company}/get_products_advanced/suggest/`;
    return this.http.call(`${path}${queryString(params)}`, {
      schema: suggestionsSchema,
      auth: 'required',
      refusals: [DENIED],
    });
  }

  categories() {
    return this.http.call('/products/get_categories/?limit=100', {
      schema: lenientList(restCategoryNodeSchema),
      auth: 'required',
      refusals: [DENIED],
    });
  }

  hasGcp(gtin: string, activeMembershipId: string | null) {
    return this.http.call(`/products/product_has_gcp/${gtin}/${queryString({ activeMembershipId })}`, {
      schema: hasGcpSchema,
      auth: 'required',
    });
  }

  productCount() {
    return this.http.call('/products/product_count/', { schema: productCountSchema, auth: 'none' });
  }
}

