import {
  ANONYMOUS_OFFSETS,
  CATALOG_PAGE_SIZE,
  MEMBER_MAX_LIMIT,
  MEMBER_MAX_PAGES,
  SUGGESTIONS_MAX,
  catalogFilterSchema,
  isAdvancedFilter,
  isValidGtin,
  securityMessages,
  toGtin14,
  type CatalogFilterValues,
} from 'schema/validation';
import type { ProductStatus, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { CatalogApi, SearchPage } from '../legacy/catalog';
import { LegacyError, assertNever, dataOf, type FailureOf } from '../legacy/errors';
import { httpUrl } from '../security/links';
import { outcome, problem, type ProblemMember, type UnionMember } from './problems';
import { activeMembership, memberRefusal } from './access';

const ADVANCED_SEARCH = 'advanced_search';

const STATUS: Record<string, ProductStatus> = {
  active: 'ACTIVE',
  aktywny: 'ACTIVE',
  inactive: 'INACTIVE',
  nieaktywny: 'INACTIVE',
  withdrawn: 'WITHDRAWN',
  wycofany: 'WITHDRAWN',
};

type LookupFailure = FailureOf<CatalogApi['ownProduct']> | FailureOf<CatalogApi['globalProduct']>;

/** Every refusal of a lookup, as the member of `ProductLookupResult` that tells the person what happened. */
function lookupProblem(ctx: Context, failure: LookupFailure): ProblemMember<'ProductLookupResult'> {
  switch (failure.kind) {
    case 'captchaRejected':
      ctx.session?.dropCaptchaToken();
      return problem.captchaRejected();
    case 'memberLimited':
      return problem.rateLimited(true, failure.retryAfterSeconds);
    case 'anonymousLimited':
      return problem.rateLimited(false, failure.retryAfterSeconds);
    case 'limited':
      return problem.rateLimited(ctx.signedIn, failure.retryAfterSeconds);
    case 'notFound':
      return problem.notFound();
    case 'loginRequired':
      return problem.loginRequired();
    case 'notInRegistry':
      return problem.notFromOrganisation();
    case 'sessionExpired':
      return problem.sessionExpired();
    default:
      return assertNever(failure);
  }
}

/** One GTIN: the own database for prefix 590, the global registry for all others; anonymous callers need the captcha. */
async function lookup(ctx: Context, gtin14: string): Promise<UnionMember<'ProductLookupResult'>> {
  if (!ctx.signedIn && !ctx.session?.captchaToken) return problem.captchaRequired();
  const membership = await activeMembership(ctx);
  const answer = await ctx.loaders.product.load({ gtin14, membershipId: membership?.id ?? null, companyId: membership?.companyId ?? null });
  return answer.ok ? { __typename: 'Product', ...answer.data } : lookupProblem(ctx, answer.failure);
}

type SearchFailure = FailureOf<CatalogApi['basicSearch']> | FailureOf<CatalogApi['advancedSearch']>;

/** Every refusal of a search page, as its member of `CatalogSearchResult`. */
function searchProblem(ctx: Context, failure: SearchFailure): ProblemMember<'CatalogSearchResult'> {
  switch (failure.kind) {
    case 'captchaRejected':
      ctx.session?.dropCaptchaToken();
      return problem.captchaRejected();
    case 'offsetNotAllowed':
      return problem.offsetNotAllowed();
    case 'tooManyResults':
      return problem.tooManyResults(null);
    case 'denied':
      return problem.permissionDenied(ADVANCED_SEARCH);
    case 'invalid':
      return problem.validationFailed(failure.problems);
    case 'sessionExpired':
      return problem.sessionExpired();
    default:
      return assertNever(failure);
  }
}

function toPage(page: SearchPage, offset: number, limit: number, mode: 'BASIC' | 'ADVANCED'): UnionMember<'CatalogSearchResult'> {
  if (page.tooManyResults) return problem.tooManyResults(page.count);
  if (page.count === 0) return problem.noProducts();
  return { __typename: 'CatalogPage', products: page.results, totalCount: page.count, offset, limit, mode };
}

/** The spec's query-string names of the advanced search. */
function searchParams(filter: CatalogFilterValues, offset: number, limit: number) {
  return {
    gtin_number: filter.gtin,
    name__contains: filter.name,
    brand__contains: filter.brand,
    company_name__contains: filter.companyName,
    company_nip: filter.companyNip,
    gpc_number: filter.gpc,
    limit,
    offset,
  };
}

/** Spec §9: anonymous visitors see offsets 0, 15 and 30; past them, "too many results"; any other offset resets. */
function anonymousPaging(offset: number) {
  if ((ANONYMOUS_OFFSETS as readonly number[]).includes(offset)) return null;
  return offset > Math.max(...ANONYMOUS_OFFSETS) ? problem.tooManyResults(null) : problem.offsetNotAllowed();
}

async function search(ctx: Context, filter: CatalogFilterValues, offset: number, requestedLimit: number): Promise<UnionMember<'CatalogSearchResult'>> {
  const member = ctx.signedIn;
  const limit = member ? Math.min(requestedLimit, MEMBER_MAX_LIMIT) : CATALOG_PAGE_SIZE;
  if (!member) {
    const refused = anonymousPaging(offset);
    if (refused) return refused;
  }
  if (member && Math.floor(offset / limit) >= MEMBER_MAX_PAGES) return problem.tooManyResults(null);

  if (isAdvancedFilter(filter)) {
    if (!member) return problem.loginRequired(outcome.advancedLoginRequired);
    const membership = await activeMembership(ctx);
    if (!membership?.permissions.includes(ADVANCED_SEARCH)) return problem.permissionDenied(ADVANCED_SEARCH);
    const answer = await ctx.loaders.search.load({ companyId: membership.companyId, params: searchParams(filter, offset, limit) });
    return answer.ok ? toPage(answer.data, offset, limit, 'ADVANCED') : searchProblem(ctx, answer.failure);
  }
  if (filter.gtin) {
    const found = await lookup(ctx, filter.gtin);
    if (found.__typename !== 'Product') return found;
    return { __typename: 'CatalogPage', products: [found], totalCount: 1, offset: 0, limit, mode: 'SINGLE' };
  }
  if (!member && !ctx.session?.captchaToken) return problem.captchaRequired();
  const membership = await activeMembership(ctx);
  const answer = await ctx.loaders.search.load({ companyId: null, params: { limit, offset, activeMembershipId: membership?.id } });
  return answer.ok ? toPage(answer.data, offset, limit, 'BASIC') : searchProblem(ctx, answer.failure);
}

export const catalogResolvers: Resolvers = {
  Query: {
    async product(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem.invalidGtin();
      return lookup(ctx, toGtin14(trimmed));
    },
    async catalogSearch(_parent, { filter, offset, limit }, ctx) {
      const parsed = catalogFilterSchema.safeParse(filter);
      if (!parsed.success) {
        const issues = parsed.error.issues;
        if (issues.every((i) => i.path[0] === 'gtin')) return problem.invalidGtin();
        return problem.validationFailed(issues.map((i) => ({ field: ['filter', ...i.path.map(String)], message: i.message })));
      }
      if (offset < 0 || limit < 1) {
        return problem.validationFailed([{ field: [offset < 0 ? 'offset' : 'limit'], message: 'Niepoprawna wartość' }]);
      }
      return search(ctx, parsed.data, offset, limit);
    },
    async catalogSuggestions(_parent, { field, text }, ctx) {
      if (!ctx.signedIn) return problem.loginRequired(outcome.advancedLoginRequired);
      const membership = await activeMembership(ctx);
      if (!membership?.permissions.includes(ADVANCED_SEARCH)) return problem.permissionDenied(ADVANCED_SEARCH);
      const query = text.trim().slice(0, 130);
      if (!query) return { __typename: 'CatalogSuggestions', field, values: [] };
      const answer =
        field === 'COMPANY_NAME'
          ? await ctx.legacy.catalog.companySuggestions(membership.companyId, query)
          : await ctx.legacy.catalog.productSuggestions(membership.companyId, field === 'NAME' ? 'name' : 'brand', query);
      if (answer.ok) return { __typename: 'CatalogSuggestions', field, values: answer.data.slice(0, SUGGESTIONS_MAX) };
      return memberRefusal(answer.failure.kind, ADVANCED_SEARCH);
    },
    async categoryTree(_parent, _args, ctx) {
      if (!ctx.signedIn) return problem.loginRequired(outcome.categoriesLoginRequired);
      if (!(await activeMembership(ctx))) return problem.permissionDenied('active membership');
      // The tree is the same for everyone and changes rarely: one upstream call per cache period.
      const answer = await ctx.cache.get('categoryTree', () => ctx.legacy.catalog.categories(), (a) => a.ok);
      return answer.ok ? { __typename: 'CategoryTree', segments: answer.data } : memberRefusal(answer.failure.kind, 'active membership');
    },
    async gtinLicence(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem.invalidGtin();
      if (!ctx.signedIn) return problem.loginRequired();
      const gtin14 = toGtin14(trimmed);
      const membership = await activeMembership(ctx);
      const answer = await ctx.legacy.catalog.hasGcp(gtin14, membership?.id ?? null);
      if (answer.ok) return { __typename: 'GtinLicence', gtin: gtin14, licensed: answer.data.hasGcp };
      const { kind } = answer.failure;
      switch (kind) {
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(kind);
      }
    },
    async productCounters(_parent, _args, ctx) {
      try {
        const counters = dataOf(await ctx.cache.get('productCount', () => ctx.legacy.catalog.productCount()));
        return { __typename: 'ProductCounters', ...counters };
      } catch (error) {
        // The home page shows the rest of its answer; the client already logged why the catalogue failed.
        if (error instanceof LegacyError) return serviceUnavailable(securityMessages.countersUnavailable);
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

function serviceUnavailable(message: string) {
  return { __typename: 'ServiceUnavailable' as const, code: 'SERVICE_UNAVAILABLE' as const, message, field: null };
}
