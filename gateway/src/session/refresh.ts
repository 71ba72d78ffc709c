import { createHash, randomUUID } from 'node:crypto';
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
 * Single flight within one process. The new pair (or a refusal) stays for a short grace period, so a request that
 * loaded the session before the rotation was saved still gets the new pair instead of replaying a refresh token the
 * API has already rotated away. A transient failure (5xx, timeout) is forgotten at once: the next request tries again.
 */
export class RefreshFlights implements RefreshCoordinator {
  private readonly flights = new Map<string, Promise<TokenPair>>();

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const existing = this.flights.get(refreshToken);
    if (existing) return existing;
    const flight = refresh();
    this.flights.set(refreshToken, flight);
    const forget = () => this.flights.get(refreshToken) === flight && this.flights.delete(refreshToken);
    const forgetAfter = (ms: number) => setTimeout(forget, ms).unref();
    flight.then(
      (pair) => forgetAfter(reuseWindowMs(pair)),
      (error) => (error instanceof RefreshRefusedError ? forgetAfter(GRACE_MS) : forget()),
    );
    return flight;
  }
}

const POLL_MS = 50;
/** A lock outlives the upstream timeout by this much, so a live holder always finishes before its lock lapses. */
const LOCK_SPARE_MS = 2_000;
/** Deletes the lock only if it is still ours (it may have lapsed and been taken by another instance). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Single flight across gateway instances: in-process flights first, then a Redis lock per refresh token. The
 * instance holding the lock refreshes and publishes the outcome (the new pair, or the refusal) for the grace
 * period; the others wait for it. The lock carries its owner and lives one upstream timeout (`LEGACY_TIMEOUT_MS`)
 * plus a spare: if its holder dies, a waiter takes the refresh over as soon as the lock lapses. (If the holder died
 * after the API rotated the token, the new pair died with it and the API refuses the old one: that ends the session.)
 */
export class RedisRefreshFlights implements RefreshCoordinator {
  private readonly local = new RefreshFlights();
  private readonly lockMs: number;

  constructor(
    private readonly redis: Redis,
    upstreamTimeoutMs: number,
    spareMs = LOCK_SPARE_MS,
  ) {
    this.lockMs = upstreamTimeoutMs + spareMs;
  }

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    return this.local.run(refreshToken, () => this.acrossInstances(refreshToken, refresh));
  }

  private async acrossInstances(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const id = createHash('sha256').update(refreshToken).digest('hex');
    const outcomeKey = `refresh:outcome:${id}`;
    const lockKey = `refresh:lock:${id}`;
    const owner = randomUUID();
    // Long enough to wait out a holder that died and then refresh ourselves.
    const deadline = Date.now() + this.lockMs * 2;
    while (Date.now() < deadline) {
      const outcome = await this.redis.get(outcomeKey);
      if (outcome !== null) return settle(JSON.parse(outcome) as Outcome);
      if (await this.redis.set(lockKey, owner, { NX: true, PX: this.lockMs })) {
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
          await this.redis.eval(RELEASE, { keys: [lockKey], arguments: [owner] });
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
