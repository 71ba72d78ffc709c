import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Redis } from '../redis';

type Rate = Config['rateLimits']['anonymous'];

/** A used-up limit: when the caller may try again. */
export interface Limited {
  resetsAt: Date;
}

/** Stored keys carry no address book: e-mails and tokens are hashed. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** One budget: in Redis when configured (shared by every instance; in memory while Redis is down), else in memory. */
function limiter(name: string, rate: Rate, redis: Redis | null): RateLimiterAbstract {
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

/** Consumes one point from each key; the refusal with the latest reset when any budget is used up. */
async function consume(entries: [RateLimiterAbstract, string][]): Promise<Limited | null> {
  const refused = await Promise.all(
    entries.map(([budget, key]) =>
      budget.consume(key).then(
        () => 0,
        (error: unknown) => {
          if (error instanceof RateLimiterRes) return error.msBeforeNext;
          throw error;
        },
      ),
    ),
  );
  const wait = Math.max(...refused);
  return wait > 0 ? { resetsAt: new Date(Date.now() + wait) } : null;
}

/** Who is calling, as far as the limits care. */
export interface Caller {
  /** The client's address (Express `req.ip`, after `TRUST_PROXY`). */
  address: string;
  /** An integrator's `Authorization: Bearer` token, or null. */
  bearer: string | null;
  /** True for a browser session that is signed in: its limits are the catalogue's package limits. */
  member: boolean;
}

/**
 * The gateway's own limits (issue 13), with rate-limiter-flexible: login attempts per account and per address,
 * operations (root fields) per address for anonymous callers, and a budget per bearer token (and its address, so
 * made-up tokens share one) for integrators. A caller over a limit gets no upstream call. The fields that take from
 * the operation budget say so in the SDL (`@rateLimit`, enforced in `access/policy.ts`).
 */
export class RateLimits {
  private readonly loginAccount: RateLimiterAbstract;
  private readonly loginAddress: RateLimiterAbstract;
  private readonly anonymous: RateLimiterAbstract;
  private readonly bearer: RateLimiterAbstract;

  constructor(rates: Config['rateLimits'], redis: Redis | null) {
    this.loginAccount = limiter('login-account', rates.loginAccount, redis);
    this.loginAddress = limiter('login-address', rates.loginAddress, redis);
    this.anonymous = limiter('anonymous', rates.anonymous, redis);
    this.bearer = limiter('bearer', rates.bearer, redis);
  }

  /** The limits of one request's caller, as resolvers use them (`Context.limits`). */
  forCaller(caller: Caller) {
    return {
      operation: () => this.operation(caller),
      loginAttempt: (email: string) => this.loginAttempt(email, caller.address),
      loginSucceeded: (email: string) => this.loginSucceeded(email, caller.address),
    };
  }

  /** One operation of this caller: null when it may go on. Signed-in browser sessions are not limited here. */
  private operation(caller: Caller): Promise<Limited | null> {
    if (caller.bearer) {
      return consume([
        [this.bearer, `token:${digest(caller.bearer)}`],
        [this.bearer, `address:${caller.address}`],
      ]);
    }
    if (caller.member) return Promise.resolve(null);
    return consume([[this.anonymous, caller.address]]);
  }

  /** One login attempt, counted before the password is checked, so concurrent guesses cannot slip past the limit. */
  private loginAttempt(email: string, address: string): Promise<Limited | null> {
    return consume([
      [this.loginAccount, digest(email.toLowerCase())],
      [this.loginAddress, address],
    ]);
  }

  /** A successful login clears the account's count and gives its address the attempt back. */
  private async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([this.loginAccount.delete(digest(email.toLowerCase())), this.loginAddress.reward(address, 1)]);
  }
}

export type CallerLimits = ReturnType<RateLimits['forCaller']>;
