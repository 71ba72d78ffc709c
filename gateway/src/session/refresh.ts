import { createHash } from 'node:crypto';
import { LegacyError } from '../legacy/errors';
import type { TokenPair } from '../legacy/session';
import type { Redis } from '../redis';
import { tokenClaims } from './claims';

/** The upstream refused the refresh token: the session is over (as opposed to a transient failure). */
export class RefreshRefusedError extends Error {
  constructor() {
    super('refresh refused');
    this.name = 'RefreshRefusedError';
  }
}

const GRACE_MS = 30_000;

/**
 * How long a settled pair may answer later callers of the same refresh token: the grace period, but never past the
 * pair's access token. Without rotation (simplejwt's default) the refresh token never changes, so once that access
 * token expires the same refresh token must really refresh again.
 */
function reuseWindowMs(pair: TokenPair): number {
  const exp = tokenClaims(pair.access).exp;
  return exp === undefined ? GRACE_MS : Math.max(0, Math.min(GRACE_MS, exp * 1000 - Date.now()));
}

/** Runs the upstream refresh of one refresh token once, however many requests need it at the same time. */
export interface RefreshCoordinator {
  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair>;
}

/**
 * Single flight within one process. The settled result stays for a short grace period, so a request that loaded
 * the session before the rotation was saved still gets the new pair instead of replaying a refresh token the API
 * has already rotated away.
 */
export class RefreshFlights implements RefreshCoordinator {
  private readonly flights = new Map<string, Promise<TokenPair>>();

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const existing = this.flights.get(refreshToken);
    if (existing) return existing;
    const flight = refresh();
    this.flights.set(refreshToken, flight);
    const forgetAfter = (ms: number) => setTimeout(() => this.flights.delete(refreshToken), ms).unref();
    flight.then((pair) => forgetAfter(reuseWindowMs(pair)), () => forgetAfter(GRACE_MS));
    return flight;
  }
}

const LOCK_MS = 10_000;
const POLL_MS = 50;

/**
 * Single flight across gateway instances: in-process flights first, then a Redis lock per refresh token. The
 * instance holding the lock refreshes and publishes the outcome (the new pair, or the refusal) for the grace
 * period; the others wait for it. If the holder dies, its lock expires and a waiter takes over.
 */
export class RedisRefreshFlights implements RefreshCoordinator {
  private readonly local = new RefreshFlights();

  constructor(private readonly redis: Redis) {}

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    return this.local.run(refreshToken, () => this.acrossInstances(refreshToken, refresh));
  }

  private async acrossInstances(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const id = createHash('sha256').update(refreshToken).digest('hex');
    const outcomeKey = `refresh:outcome:${id}`;
    const lockKey = `refresh:lock:${id}`;
    const deadline = Date.now() + LOCK_MS * 2;
    while (Date.now() < deadline) {
      const outcome = await this.redis.get(outcomeKey);
      if (outcome !== null) return settle(JSON.parse(outcome) as Outcome);
      if (await this.redis.set(lockKey, '1', { NX: true, PX: LOCK_MS })) {
        try {
          const pair = await refresh();
          const window = reuseWindowMs(pair);
          if (window > 0) await this.redis.set(outcomeKey, JSON.stringify({ pair }), { PX: window });
          return pair;
        } catch (error) {
          // A refusal is the answer for everyone; an unreachable API is not: the next caller tries again.
          if (error instanceof RefreshRefusedError) {
            await this.redis.set(outcomeKey, JSON.stringify({ refused: true }), { PX: GRACE_MS });
          }
          throw error;
        } finally {
          await this.redis.del(lockKey);
        }
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new LegacyError({ kind: 'unavailable', status: null, cause: 'timeout' });
  }
}

type Outcome = { pair: TokenPair } | { refused: true };

function settle(outcome: Outcome): TokenPair {
  if ('pair' in outcome) return outcome.pair;
  throw new RefreshRefusedError();
}
