import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import type { BudgetState, Limited } from './limiter';
import type { RequestBudget } from './request-budget';

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
export const reportBudgets: ApolloServerPlugin<{ budget: RequestBudget }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const { budget } = contextValue;
        await budget.settle();
        if (!budget.reported) return;
        const states = await budget.status();
        for (const [name, value] of rateLimitHeaders(states, budget.refusal)) response.http.headers.set(name.toLowerCase(), value);
        const binding = bindingBudget(states);
        if (response.body.kind !== 'single' || !binding) return;
        const cost: CostExtension = { points: budget.points, limit: binding.limit, remaining: binding.remaining, resetAt: binding.resetAt.toISOString(), budget: binding.name };
        response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
      },
    };
  },
};

/** The same headers on an answer given before any operation ran (a document over the gateway's limits). */
export async function reportBudgetOn(res: Response, budget: RequestBudget): Promise<void> {
  if (!budget.reported) return;
  for (const [name, value] of rateLimitHeaders(await budget.status(), budget.refusal)) res.setHeader(name, value);
}

/** The budget closest to running out: the one `extensions.cost` and `Query.rateLimit` report. */
export function bindingBudget(states: readonly BudgetState[]): BudgetState | null {
  return states.reduce<BudgetState | null>((binding, state) => (!binding || state.remaining < binding.remaining ? state : binding), null);
}

const secondsUntil = (date: Date) => Math.max(Math.ceil((date.getTime() - Date.now()) / 1000), 0);

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): each budget's quota and window in
 * `RateLimit-Policy`, what is left and the seconds until it is whole in `RateLimit`; `Retry-After` when refused.
 */
export function rateLimitHeaders(states: readonly BudgetState[], refusal: Limited | null): [string, string][] {
  if (!states.length) return [];
  const headers: [string, string][] = [
    ['RateLimit-Policy', states.map((s) => `"${s.name}";q=${s.limit};w=${s.windowSeconds}`).join(', ')],
    ['RateLimit', states.map((s) => `"${s.name}";r=${s.remaining};t=${secondsUntil(s.resetAt)}`).join(', ')],
  ];
  if (refusal) headers.push(['Retry-After', String(Math.max(secondsUntil(refusal.resetsAt), 1))]);
  return headers;
}
