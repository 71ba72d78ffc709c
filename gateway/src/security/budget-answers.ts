import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { bindingBudget, rateLimitHeaders, type CallerLimits } from './rate-limits';

/** What `extensions.cost` says: the operation's points and the binding budget after them (Shopify's and GitHub's way). */
export interface CostExtension {
  points: number;
  limit: number;
  remaining: number;
  resetAt: string;
  budget: 'token' | 'address' | 'session' | 'user';
}

/**
 * Charges a document that asked no field for points (issue 29: it failed validation, or named no operation it holds),
 * then reports an integrator's budget on every answer to their bearer token: the IETF `RateLimit-Policy` and
 * `RateLimit` headers, `Retry-After` when refused, and `extensions.cost` on an operation's answer.
 */
export const reportBudgets: ApolloServerPlugin<{ limits: CallerLimits }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { limits } = contextValue;
        await limits.settle();
        if (!limits.reported) return;
        const states = await limits.status();
        for (const [name, value] of rateLimitHeaders(states, limits.refusal)) response.http.headers.set(name.toLowerCase(), value);
        const binding = bindingBudget(states);
        if (response.body.kind !== 'single' || !binding) return;
        const cost: CostExtension = { points: limits.points, limit: binding.limit, remaining: binding.remaining, resetAt: binding.resetAt.toISOString(), budget: binding.name };
        response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
      },
    };
  },
};

/** The same headers on an answer given before any operation ran (a document over the gateway's limits). */
export async function reportBudgetOn(res: Response, limits: CallerLimits): Promise<void> {
  if (!limits.reported) return;
  for (const [name, value] of rateLimitHeaders(await limits.status(), limits.refusal)) res.setHeader(name, value);
}
