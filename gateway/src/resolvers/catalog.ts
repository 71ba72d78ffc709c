import {
  ANONYMOUS_OFFSETS,
  MEMBER_MAX_LIMIT,
  MEMBER_MAX_PAGES,
  catalogFilterSchema,
  isAdvancedFilter,
  isOwnDatabaseGtin,
  isValidGtin,
  toGtin14,
  type CatalogFilterValues,
} from 'schema/validation';
import type { ProductStatus, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { LegacyError, assertNever } from '../legacy/errors';
import type { SearchPage } from '../legacy/models';
import { outcome, problem } from './problems';
import { activeMembershipId } from './session';
import { unexpected } from './unexpected';

const ADVANCED_SEARCH = 'advanced_search';

const STATUS: Record<string, ProductStatus> = {
  active: 'ACTIVE',
  aktywny: 'ACTIVE',
  inactive: 'INACTIVE',
  nieaktywny: 'INACTIVE',
  withdrawn: 'WITHDRAWN',
  wycofany: 'WITHDRAWN',
};

/**
 * The member's active membership (id, company, permissions): the catalogue needs it for package limits and
 * company-scoped searches. Browsers have it in the session since their last viewer load, so a search page costs
 * one upstream call; integrators' requests load it with `accounts/me`.
 */
async function activeMembership(ctx: Context): Promise<{ id: string; companyId: string; permissions: string[] } | null> {
  if (!ctx.signedIn) return null;
  const chosen = ctx.session?.activeMembershipId ?? null;
  const remembered = ctx.session?.memberships;
  if (remembered) {
    const id = activeMembershipId(remembered, chosen);
    return remembered.find((m) => m.id === id) ?? null;
  }
  const user = await ctx.loaders.me.load('me');
  const membership = user.memberships.find((m) => m.id === activeMembershipId(user.memberships, chosen));
  return membership ? { id: membership.id, companyId: membership.company.id, permissions: membership.permissions } : null;
}

const needsCaptcha = (ctx: Context) => !ctx.signedIn && !ctx.session?.captchaToken;

/** One GTIN: the own database for prefix 590, the global registry for all others. */
async function lookup(ctx: Context, gtin14: string) {
  if (isOwnDatabaseGtin(gtin14)) {
    if (needsCaptcha(ctx)) return problem.captchaRequired();
    const membership = await activeMembership(ctx);
    return { __typename: 'Product' as const, ...(await ctx.legacy.ownProduct(gtin14, membership?.id ?? null)) };
  }
  const answer = await ctx.legacy.globalProduct(gtin14, (await activeMembership(ctx))?.companyId ?? null);
  return answer === 'not_found' ? problem.notFromOrganisation() : { __typename: 'Product' as const, ...answer };
}

/** Every failure a catalogue call can meet, as the union member that tells the person what happened. */
function catalogFailure(ctx: Context, error: unknown) {
  if (!(error instanceof LegacyError)) throw unexpected(error);
  const failure = error.failure;
  switch (failure.kind) {
    case 'captchaRejected':
      ctx.session?.dropCaptchaToken();
      return problem.captchaRejected();
    case 'rateLimited':
      return problem.rateLimited(failure.member, failure.retryAfterSeconds);
    case 'loginRequired':
      return problem.loginRequired();
    case 'notFound':
      return problem.notFound(failure.message);
    case 'badRequest':
      if (failure.detail === 'offset_not_allowed') return problem.offsetNotAllowed();
      if (failure.detail === 'too_many_results') return problem.tooManyResults(null);
      return problem.invalidGtin();
    case 'unauthorized':
      return problem.sessionExpired();
    case 'forbidden':
      return problem.permissionDenied(ADVANCED_SEARCH);
    case 'processing':
    case 'unavailable':
    case 'contract':
      throw unexpected(error);
    default:
      return assertNever(failure);
  }
}

/** Keeps the failures a given result union has a member for; any other one is unexpected there. */
function only<T extends { __typename: string }, N extends T['__typename']>(result: T, names: readonly N[], error: unknown) {
  if ((names as readonly string[]).includes(result.__typename)) return result as Extract<T, { __typename: N }>;
  throw unexpected(error);
}

const LOOKUP_FAILURES = ['CaptchaRejected', 'RateLimited', 'LoginRequired', 'ProductNotFound', 'InvalidGtin', 'SessionExpired'] as const;
const MEMBER_FAILURES = ['LoginRequired', 'PermissionDenied', 'SessionExpired'] as const;

function toPage(page: SearchPage, offset: number, limit: number, mode: 'BASIC' | 'ADVANCED') {
  if (page.tooManyResults) return problem.tooManyResults(page.count);
  if (page.count === 0) return problem.noProducts();
  return {
    __typename: 'CatalogPage' as const,
    products: page.results,
    totalCount: page.count,
    offset,
    limit,
    mode,
  };
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

async function search(ctx: Context, filter: CatalogFilterValues, offset: number, requestedLimit: number) {
  const member = ctx.signedIn;
  const limit = member ? Math.min(requestedLimit, MEMBER_MAX_LIMIT) : 15;
  if (!member && !(ANONYMOUS_OFFSETS as readonly number[]).includes(offset)) return problem.offsetNotAllowed();
  if (member && Math.floor(offset / limit) >= MEMBER_MAX_PAGES) return problem.tooManyResults(null);

  if (isAdvancedFilter(filter)) {
    if (!member) return problem.loginRequired(outcome.advancedLoginRequired);
    const membership = await activeMembership(ctx);
    if (!membership?.permissions.includes(ADVANCED_SEARCH)) return problem.permissionDenied(ADVANCED_SEARCH);
    const page = await ctx.legacy.advancedSearch(membership.companyId, searchParams(filter, offset, limit));
    return toPage(page, offset, limit, 'ADVANCED');
  }
  if (filter.gtin) {
    const found = await lookup(ctx, filter.gtin);
    if (found.__typename !== 'Product') return found;
    return { __typename: 'CatalogPage' as const, products: [found], totalCount: 1, offset: 0, limit, mode: 'SINGLE' as const };
  }
  if (needsCaptcha(ctx)) return problem.captchaRequired();
  const membership = await activeMembership(ctx);
  const page = await ctx.legacy.basicSearch({ limit, offset, activeMembershipId: membership?.id });
  return toPage(page, offset, limit, 'BASIC');
}

export const catalogResolvers: Resolvers = {
  Query: {
    async product(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem.invalidGtin();
      try {
        return await lookup(ctx, toGtin14(trimmed));
      } catch (error) {
        return only(catalogFailure(ctx, error), LOOKUP_FAILURES, error);
      }
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
      try {
        return await search(ctx, parsed.data, offset, limit);
      } catch (error) {
        return catalogFailure(ctx, error);
      }
    },
    async catalogSuggestions(_parent, { field, text }, ctx) {
      if (!ctx.signedIn) return problem.loginRequired(outcome.advancedLoginRequired);
      try {
        const membership = await activeMembership(ctx);
        if (!membership?.permissions.includes(ADVANCED_SEARCH)) return problem.permissionDenied(ADVANCED_SEARCH);
        const query = text.trim().slice(0, 130);
        const companyId = membership.companyId;
        const values = !query
          ? []
          : field === 'COMPANY_NAME'
            ? await ctx.legacy.companySuggestions(companyId, query)
            : await ctx.legacy.productSuggestions(companyId, field === 'NAME' ? 'name' : 'brand', query);
        return { __typename: 'CatalogSuggestions' as const, field, values: values.slice(0, 15) };
      } catch (error) {
        return only(catalogFailure(ctx, error), MEMBER_FAILURES, error);
      }
    },
    async categoryTree(_parent, _args, ctx) {
      if (!ctx.signedIn) return problem.loginRequired(outcome.categoriesLoginRequired);
      try {
        if (!(await activeMembership(ctx))) return problem.permissionDenied('active membership');
        // The tree is the same for everyone and changes rarely: one upstream call per cache period.
        const segments = await ctx.cache.get('categoryTree', () => ctx.legacy.categories());
        return { __typename: 'CategoryTree' as const, segments };
      } catch (error) {
        return only(catalogFailure(ctx, error), MEMBER_FAILURES, error);
      }
    },
    async gtinLicence(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem.invalidGtin();
      if (!ctx.signedIn) return problem.loginRequired();
      const gtin14 = toGtin14(trimmed);
      try {
        const membership = await activeMembership(ctx);
        return { __typename: 'GtinLicence' as const, gtin: gtin14, licensed: await ctx.legacy.hasGcp(gtin14, membership?.id ?? null) };
      } catch (error) {
        return only(catalogFailure(ctx, error), ['InvalidGtin', 'SessionExpired'] as const, error);
      }
    },
    productCounters: (_parent, _args, ctx) => ctx.cache.get('productCount', () => ctx.legacy.productCount()),
  },
  Product: {
    gtin: (p) => p.gtinNumber,
    status: (p) => STATUS[(p.gtinStatus ?? '').trim().toLowerCase()] ?? 'UNKNOWN',
    targetMarkets: (p) => p.targetMarket,
    category: (p) => p.categoryDetails,
  },
};
