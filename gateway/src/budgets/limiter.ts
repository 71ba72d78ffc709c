import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';
import type { Redis } from '../redis';

/** rate-limiter-flexible under the gateway's budgets: one limiter, one caller's budget, and taking points from several. */

export type Rate = Config['rateLimits']['anonymous'];

/** A used-up limit: when the caller may try again. */
export interface Limited {
  resetsAt: Date;
}

/**
 * One operation budget of a caller, as it stands: `token` (an integrator's bearer token), `address` (the client
 * address: all of its tokens together, or a visitor without a session), `session` (a signed-in browser session) or
 * `user` (all sessions of one signed-in person).
 */
export interface BudgetState {
  name: 'token' | 'address' | 'session' | 'user';
  /** Points in a window. */
  limit: number;
  windowSeconds: number;
  /** Points left in the current window (0 when used up). */
  remaining: number;
  /** When the current window ends and the budget is whole again. */
  resetAt: Date;
}

/** One limiter (an operation budget, or the login defence's and media links' own): in Redis when configured (shared by every instance; in memory while Redis is down), else in memory. */
export function limiter(name: string, rate: Rate, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points: rate.points, duration: rate.seconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** A budget of one caller: which limiter, under which key, and what it is called in answers. */
export interface Budget {
  name: BudgetState['name'];
  rate: Rate;
  limiter: RateLimiterAbstract;
  key: string;
}

export function stateOf(budget: Budget, res: RateLimiterRes | null): BudgetState {
  const { name, rate } = budget;
  const used = res?.consumedPoints ?? 0;
  const msLeft = res ? Math.max(res.msBeforeNext, 0) : rate.seconds * 1000;
  return { name, limit: rate.points, windowSeconds: rate.seconds, remaining: Math.max(rate.points - used, 0), resetAt: new Date(Date.now() + msLeft) };
}

/** Takes `points` under each key at once: what each then holds, and the refusal with the latest reset if any refused. */
export async function take(entries: { limiter: RateLimiterAbstract; key: string }[], points: number): Promise<{ results: RateLimiterRes[]; limited: Limited | null }> {
  const outcomes = await Promise.all(
    entries.map(({ limiter: budget, key }) =>
      budget.consume(key, points).then(
        (res) => ({ res, refused: false }),
        (error: unknown) => {
          if (!(error instanceof RateLimiterRes)) throw error;
          metrics.rateLimitRefusals.inc({ budget: budget.keyPrefix.replace(/^rl:/, '') });
          return { res: error, refused: true };
        },
      ),
    ),
  );
  const waits = outcomes.flatMap(({ res, refused }) => (refused ? [res.msBeforeNext] : []));
  return { results: outcomes.map(({ res }) => res), limited: waits.length ? { resetsAt: new Date(Date.now() + Math.max(...waits)) } : null };
}
