import type { Resolvers } from './typed';
import { bindingBudget, costOf } from '../budgets';

const BUDGET = { token: 'TOKEN', address: 'ADDRESS', session: 'SESSION', user: 'USER' } as const;

/** `Query.rateLimit`: the caller's binding budget after this operation, as GitHub's `rateLimit` reports it. */
export const rateLimitResolvers: Resolvers = {
  Query: {
    async rateLimit(_parent, _args, ctx, info) {
      const budget = bindingBudget(await ctx.budget.status());
      if (!budget) return null;
      const { limit, remaining, resetAt, name } = budget;
      return { cost: costOf(info), limit, remaining, used: limit - remaining, resetAt: resetAt.toISOString(), budget: BUDGET[name] };
    },
  },
};
