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
 * How long a settled pair may answer later callers of the same refresh token: the grace period, as a rotated refresh
 * token is dead for good; without rotation (simplejwt's default) never past the pair's access token, since the same
 * refresh token must then really refresh again.
 */
function reuseWindowMs(refreshToken: string, pair: TokenPair): number {
  if (pair.refresh !== refreshToken) return GRACE_MS;
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
  /** Each refresh token's flight, and once it settled, until when (epoch ms) its outcome answers later callers. */
  private readonly flights = new Map<string, { flight: Promise<TokenPair>; until?: number }>();

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const existing = this.flights.get(refreshToken);
    // Judged by the clock the tokens' expiry is read on: the timer that forgets an outcome may fire late on a busy loop.
    if (existing && (existing.until === undefined || existing.until > Date.now())) return existing.flight;
    const entry: { flight: Promise<TokenPair>; until?: number } = { flight: refresh() };
    this.flights.set(refreshToken, entry);
    const forget = () => this.flights.get(refreshToken) === entry && this.flights.delete(refreshToken);
    const keepFor = (ms: number) => {
      entry.until = Date.now() + ms;
      setTimeout(forget, ms).unref();
    };
    entry.flight.then(
      (pair) => keepFor(reuseWindowMs(refreshToken, pair)),
      (error) => (error instanceof RefreshRefusedError ? keepFor(GRACE_MS) : forget()),
    );
    return entry.flight;
  }
}

const POLL_MS = 50;
/** A lock outlives the upstream timeout by this much, so a live holder always finishes before its lock lapses. */
const LOCK_SPARE_MS = 2_000;

/**
 * One key per refresh token holds, in turn, who is refreshing it (`{"pending": owner}`) and then the outcome. Taking
 * it and reading it is one step: the key's value if there is one, else ours, written only if still absent.
 */
const TAKE_OR_READ = `local v = redis.call('GET', KEYS[1]) if v then return v end redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return false`;
/** A new pair replaces anything but an earlier pair (the first good answer stands). */
const SETTLE_PAIR = `local v = redis.call('GET', KEYS[1]) if v and string.sub(v, 1, 8) == '{"pair":' then return 0 end redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`;
/** A refusal, or the end of our attempt (ARGV[2] empty: a transient failure), only over our own claim: never over a pair. */
const SETTLE_CLAIM = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1`;

type Entry = { pending: string } | { pair: TokenPair } | { refused: true };

/**
 * Single flight across gateway instances: in-process flights first, then one Redis key per refresh token, taken or
 * read in one atomic step (so no instance can read "nobody yet" after another has finished and then refresh again
 * with the rotated-away token). The instance whose claim it took refreshes and writes the outcome under the same key:
 * the new pair for the grace period, or a refusal, which never replaces a pair. The others wait for it and use the
 * winner's pair. A claim lives one upstream timeout (`LEGACY_TIMEOUT_MS`) plus a spare: if its holder dies, a waiter
 * takes the refresh over as soon as it lapses. (If the holder died after the API rotated the token, the new pair died
 * with it and the API refuses the old one: that ends the session.)
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
    const key = `refresh:${createHash('sha256').update(refreshToken).digest('hex')}`;
    const claim = JSON.stringify({ pending: randomUUID() });
    // Long enough to wait out a holder that died and then refresh ourselves.
    const deadline = Date.now() + this.lockMs * 2;
    while (Date.now() < deadline) {
      const found = (await this.redis.eval(TAKE_OR_READ, { keys: [key], arguments: [claim, String(this.lockMs)] })) as string | null;
      if (found === null) return this.refreshHolding(key, claim, refreshToken, refresh);
      const entry = JSON.parse(found) as Entry;
      if ('pair' in entry) return entry.pair;
      if ('refused' in entry) throw new RefreshRefusedError();
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new LegacyError({ kind: 'unavailable', status: null, cause: 'timeout' });
  }

  private async refreshHolding(key: string, claim: string, refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    let pair: TokenPair;
    try {
      pair = await refresh();
    } catch (error) {
      // A refusal is the answer for everyone; an unreachable API is not: the next caller tries again.
      const outcome = error instanceof RefreshRefusedError ? JSON.stringify({ refused: true }) : '';
      await this.redis.eval(SETTLE_CLAIM, { keys: [key], arguments: [claim, outcome, String(GRACE_MS)] });
      throw error;
    }
    const window = reuseWindowMs(refreshToken, pair);
    if (window > 0) await this.redis.eval(SETTLE_PAIR, { keys: [key], arguments: [JSON.stringify({ pair }), String(window)] });
    else await this.redis.eval(SETTLE_CLAIM, { keys: [key], arguments: [claim, '', '0'] });
    return pair;
  }
}
