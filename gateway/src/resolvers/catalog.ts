import {
  ANONYMOUS_OFFSETS,
  CATALOG_FILTER_PARAMS,
  CATALOG_PAGE_SIZE,
  MEMBER_MAX_LIMIT,
  MEMBER_MAX_PAGES,
  PRODUCTS_MAX_GTINS,
  SUGGESTIONS_MAX,
  anonymousOffset,
  catalogFilterSchema,
  isAdvancedFilter,
  isOwnDatabaseGtin,
  isValidGtin,
  toGtin14,
  type CatalogFilterValues,
} from 'schema/validation';
import type { Resolvers } from './typed';
import type { ProductStatus } from '../__generated__/types';
import { refuse, refuseCommon } from '../contract/refusal';
import { GLOBAL_LOOKUP_SERVICE_URL, invalid, outcome, problem, type ProblemOf, type UnionMember } from '../contract/problems';
import { sameForEveryone } from '../contract/public-reads';
import type { Context } from '../context';
import type { CatalogApi, SearchPage } from '../legacy/catalog';
import { LegacyError, assertNever, dataOf, type FailureOf, type Quota } from '../legacy/errors';
import { httpUrl } from '../security/links';

const STATUS: Record<string, ProductStatus> = {
  active: 'ACTIVE',
  aktywny: 'ACTIVE',
  inactive: 'INACTIVE',
  nieaktywny: 'INACTIVE',
  withdrawn: 'WITHDRAWN',
  wycofany: 'WITHDRAWN',
};

/** The catalogue's own lookup limit: a member's package, or the visitor's 30 a day. */
function lookupLimited(member: boolean, retryAfterSeconds: number | null): ProblemOf<'RateLimited'> {
  const resetsAt = retryAfterSeconds === null ? null : new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
  return problem('RateLimited', { message: member ? outcome.rateLimitedMember : outcome.rateLimitedAnonymous, member, resetsAt });
}

type LookupFailure = FailureOf<CatalogApi['ownProduct']> | FailureOf<CatalogApi['globalProduct']>;

/** The catalogue's own refusals of a lookup, as the member of `ProductLookupResult` that tells the person what happened. */
function lookupProblem(ctx: Context, lookupFailure: LookupFailure) {
  const failure = refuseCommon(lookupFailure);
  switch (failure.kind) {
    case 'captchaRejected':
      ctx.session?.dropCaptchaToken();
      return problem('CaptchaRejected');
    case 'memberLimited':
      return lookupLimited(true, failure.retryAfterSeconds);
    case 'anonymousLimited':
      return lookupLimited(false, failure.retryAfterSeconds);
    case 'limited':
      return lookupLimited(ctx.access.signedIn, failure.retryAfterSeconds);
    case 'notFound':
      return problem('ProductNotFound', { lookupQuota: failure.quota ?? null });
    case 'loginRequired':
      return problem('LoginRequired', { message: outcome.globalLoginRequired });
    case 'notInRegistry':
      return problem('NotFromOrganisation', { lookupServiceUrl: GLOBAL_LOOKUP_SERVICE_URL });
    default:
      return assertNever(failure);
  }
}

/**
 * One GTIN: the own database for prefix 590, the global registry for all others; anonymous callers need the captcha.
 * With the answer, what the catalogue says is left of the caller's lookups (`quota`), when it says.
 */
async function lookup(ctx: Context, gtin14: string): Promise<{ found: UnionMember<'ProductLookupResult'>; quota: Quota | null }> {
  if (!ctx.access.signedIn && !ctx.session?.captchaToken) return { found: problem('CaptchaRequired'), quota: null };
  const membership = (await ctx.access.memberOrVisitor())?.membership;
  const answer = await ctx.loaders.product.load(
    isOwnDatabaseGtin(gtin14) ? { source: 'own', gtin14, membershipId: membership?.id ?? null } : { source: 'global', gtin14, companyId: membership?.companyId ?? null },
  );
  if (!answer.ok) return { found: lookupProblem(ctx, answer.failure), quota: null };
  return { found: { __typename: 'Product', ...answer.data }, quota: answer.quota ?? null };
}

/** What `product(gtin:)` answers: the GTIN's rule, then its lookup. */
async function productAnswer(ctx: Context, gtin: string): Promise<UnionMember<'ProductLookupResult'>> {
  const trimmed = gtin.trim();
  if (!isValidGtin(trimmed)) return problem('InvalidGtin');
  return (await lookup(ctx, toGtin14(trimmed))).found;
}

/**
 * Lookups of one `products` field in flight at once: as many as the aliases one document may have, so a list asks the
 * catalogue no harder than the most a document of single lookups could.
 */
const LOOKUPS_IN_FLIGHT = 10;

/** `products`: each GTIN answered as `product` answers it, in the order asked, `LOOKUPS_IN_FLIGHT` at a time. */
async function productsAnswer(ctx: Context, gtins: readonly string[]): Promise<UnionMember<'ProductsLookupResult'>> {
  if (gtins.length > PRODUCTS_MAX_GTINS) return problem('TooManyGtins', { max: PRODUCTS_MAX_GTINS });
  const results: UnionMember<'ProductLookupResult'>[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < gtins.length; i = next++) results[i] = await productAnswer(ctx, gtins[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_IN_FLIGHT, gtins.length) }, worker));
  return { __typename: 'ProductLookups', lookups: gtins.map((gtin, i) => ({ gtin, result: results[i]! })) };
}

type SearchFailure = FailureOf<CatalogApi['basicSearch']> | FailureOf<CatalogApi['advancedSearch']>;

/** The catalogue's own refusals of a search page, as its member of `CatalogSearchResult`. */
function searchProblem(ctx: Context, searchFailure: SearchFailure) {
  const { kind } = refuseCommon(searchFailure);
  switch (kind) {
    case 'captchaRejected':
      ctx.session?.dropCaptchaToken();
      return problem('CaptchaRejected');
    case 'offsetNotAllowed':
      return problem('OffsetNotAllowed');
    case 'tooManyResults':
      return problem('TooManyResults', { matchCount: null });
    default:
      return assertNever(kind);
  }
}

/** How a search page was asked for and answered: where it starts, the page size used and the one asked for. */
interface Paging {
  offset: number;
  limit: number;
  requestedLimit: number;
  member: boolean;
}

/** Whether the caller may ask for the page at `offset`: spec §9 (visitors: 0, 15, 30; members: 1 000 pages). */
function mayPage(offset: number, limit: number, member: boolean): boolean {
  return member ? Math.floor(offset / limit) < MEMBER_MAX_PAGES : (ANONYMOUS_OFFSETS as readonly number[]).includes(offset);
}

function toPage(page: SearchPage, paging: Paging, mode: 'BASIC' | 'ADVANCED'): UnionMember<'CatalogSearchResult'> {
  if (page.tooManyResults) return problem('TooManyResults', { matchCount: page.count });
  if (page.count === 0) return problem('NoProductsFound');
  const { offset, limit, requestedLimit, member } = paging;
  const next = offset + limit;
  const hasNextPage = next < page.count && mayPage(next, limit, member);
  return {
    __typename: 'CatalogPage',
    products: page.results,
    totalCount: page.count,
    offset,
    limit,
    requestedLimit,
    hasNextPage,
    nextOffset: hasNextPage ? next : null,
    mode,
  };
}

/** The advanced search's query string, in the spec's names. */
function searchParams(filter: CatalogFilterValues, offset: number, limit: number) {
  const params: Record<string, string | string[] | number | undefined> = { limit, offset };
  for (const [field, name] of Object.entries(CATALOG_FILTER_PARAMS)) params[name] = filter[field as keyof typeof CATALOG_FILTER_PARAMS];
  return params;
}

async function search(ctx: Context, filter: CatalogFilterValues, requestedOffset: number, requestedLimit: number): Promise<UnionMember<'CatalogSearchResult'>> {
  const member = ctx.access.signedIn;
  const limit = member ? Math.min(requestedLimit, MEMBER_MAX_LIMIT) : CATALOG_PAGE_SIZE;
  const offset = member ? requestedOffset : anonymousOffset(requestedOffset);
  if (offset === 'beyond') return problem('TooManyResults', { matchCount: null });
  if (member && !mayPage(offset, limit, member)) return problem('TooManyResults', { matchCount: null });
  const paging: Paging = { offset, limit, requestedLimit, member };

  if (isAdvancedFilter(filter)) {
    // `CatalogFilter`'s policy admitted a member with `advanced_search`: their company's catalogue is searched.
    const { membership } = await ctx.access.admitted();
    const answer = await ctx.loaders.search.load({ companyId: membership.companyId, params: searchParams(filter, offset, limit) });
    return answer.ok ? toPage(answer.data, paging, 'ADVANCED') : searchProblem(ctx, answer.failure);
  }
  if (filter.gtin) {
    const { found, quota } = await lookup(ctx, filter.gtin);
    if (found.__typename !== 'Product') return found;
    return {
      __typename: 'CatalogPage',
      products: [found],
      totalCount: 1,
      offset: 0,
      limit,
      requestedLimit,
      hasNextPage: false,
      nextOffset: null,
      mode: 'SINGLE',
      lookupQuota: quota,
    };
  }
  if (!member && !ctx.session?.captchaToken) return problem('CaptchaRequired');
  const membership = (await ctx.access.memberOrVisitor())?.membership;
  const answer = await ctx.loaders.search.load({ companyId: null, params: { limit, offset, activeMembershipId: membership?.id } });
  return answer.ok ? toPage(answer.data, paging, 'BASIC') : searchProblem(ctx, answer.failure);
}

export const catalogResolvers: Resolvers = {
  Query: {
    product: (_parent, { gtin }, ctx) => productAnswer(ctx, gtin),
    products: (_parent, { gtins }, ctx) => productsAnswer(ctx, gtins),
    async catalogSearch(_parent, { filter, offset, limit }, ctx) {
      const parsed = catalogFilterSchema.safeParse(filter);
      if (!parsed.success) {
        const issues = parsed.error.issues;
        if (issues.every((i) => i.path[0] === 'gtin')) return problem('InvalidGtin');
        return invalid(issues.map((i) => ({ field: ['filter', ...i.path.map(String)], message: i.message })));
      }
      if (offset < 0 || limit < 1) return invalid([{ field: [offset < 0 ? 'offset' : 'limit'], message: 'Niepoprawna wartość' }]);
      return search(ctx, parsed.data, offset, limit);
    },
    async catalogSuggestions(_parent, { field, text }, ctx) {
      const { membership } = await ctx.access.admitted();
      const query = text.trim().slice(0, 130);
      if (!query) return { __typename: 'CatalogSuggestions', field, values: [] };
      const answer = await ctx.legacy.catalog.suggestions(membership.companyId, field, query);
      return answer.ok ? { __typename: 'CatalogSuggestions', field, values: answer.data.slice(0, SUGGESTIONS_MAX) } : refuse(answer.failure);
    },
    async categoryTree(_parent, _args, ctx) {
      // The tree is the same for everyone and changes rarely: one upstream call per cache period.
      const answer = await ctx.cache.get('categoryTree', () => ctx.legacy.catalog.categories(), (a) => a.ok);
      return answer.ok ? { __typename: 'CategoryTree', segments: answer.data } : refuse(answer.failure);
    },
    async gtinLicence(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem('InvalidGtin');
      const gtin14 = toGtin14(trimmed);
      const membership = (await ctx.access.memberOrVisitor())?.membership;
      const answer = await ctx.legacy.catalog.hasGcp(gtin14, membership?.id ?? null);
      return answer.ok ? { __typename: 'GtinLicence', gtin: gtin14, licensed: answer.data.hasGcp } : refuse(answer.failure);
    },
    async productCounters(_parent, _args, ctx, info) {
      try {
        const counters = dataOf(await ctx.cache.get('productCount', () => ctx.legacy.catalog.productCount()));
        sameForEveryone(ctx, info);
        return { __typename: 'ProductCounters', ...counters };
      } catch (error) {
        // The home page shows the rest of its answer; the client already logged why the catalogue failed.
        if (error instanceof LegacyError) return problem('ServiceUnavailable');
        throw error;
      }
    },
  },
  Product: {
    gtin: (p) => p.gtinNumber,
    // Only http(s) addresses reach the page; pictures come through the gateway (issue 13).
    imageUrls: (p, _args, ctx) => p.imageUrls.map((url) => ctx.media.link(url)).filter((url) => url !== null),
    productPage: (p) => httpUrl(p.productPage),
    productCardPage: (p) => httpUrl(p.productCardPage),
    externalSources: (p) => p.externalSources.flatMap((source) => {
      const url = httpUrl(source.url);
      return url ? [{ name: source.name, url }] : [];
    }),
    status: (p) => STATUS[(p.gtinStatus ?? '').trim().toLowerCase()] ?? 'UNKNOWN',
    targetMarkets: (p) => p.targetMarket,
    category: (p) => p.categoryDetails,
  },
  ProductCompany: {
    webPage: (company) => httpUrl(company.webPage),
  },
};
