import { isOwnDatabaseGtin, isValidGtin, toGtin14 } from 'schema/validation';
import type { ProductStatus, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { LegacyError, assertNever } from '../legacy/errors';
import { problem } from './problems';
import { activeMembershipId } from './session';
import { unexpected } from './unexpected';

const STATUS: Record<string, ProductStatus> = {
  active: 'ACTIVE',
  aktywny: 'ACTIVE',
  inactive: 'INACTIVE',
  nieaktywny: 'INACTIVE',
  withdrawn: 'WITHDRAWN',
  wycofany: 'WITHDRAWN',
};

/** The member's active membership, which the catalogue needs for its package limits. */
async function activeMembership(ctx: Context) {
  if (!ctx.signedIn) return null;
  const user = await ctx.loaders.me.load('me');
  const id = activeMembershipId(user, ctx.session?.activeMembershipId ?? null);
  return user.memberships.find((m) => m.id === id) ?? null;
}

async function lookup(ctx: Context, gtin14: string) {
  if (isOwnDatabaseGtin(gtin14)) {
    if (!ctx.signedIn && !ctx.session?.captchaToken) return problem.captchaRequired();
    const membership = await activeMembership(ctx);
    return { __typename: 'Product' as const, ...(await ctx.legacy.ownProduct(gtin14, membership?.id ?? null)) };
  }
  const answer = await ctx.legacy.globalProduct(gtin14, (await activeMembership(ctx))?.company.id ?? null);
  return answer === 'not_found' ? problem.notFromOrganisation() : { __typename: 'Product' as const, ...answer };
}

export const catalogResolvers: Resolvers = {
  Query: {
    async product(_parent, { gtin }, ctx) {
      const trimmed = gtin.trim();
      if (!isValidGtin(trimmed)) return problem.invalidGtin();
      try {
        return await lookup(ctx, toGtin14(trimmed));
      } catch (error) {
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
            return problem.invalidGtin();
          case 'unauthorized':
            return problem.sessionExpired();
          case 'forbidden':
          case 'processing':
          case 'unavailable':
          case 'contract':
            throw unexpected(error);
          default:
            return assertNever(failure);
        }
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


