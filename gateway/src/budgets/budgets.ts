import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Redis } from '../redis';
import { limiter, type Budget } from './limiter';
import { RequestBudget } from './request-budget';

/** Stored keys carry no address book: tokens are hashed. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** A signed-in browser session as the budgets know it. */
export interface Member {
  sessionId: string;
  /** The API's user id, once the session has read the account. */
  userId: string | null;
}

/** Who is calling, as far as the limits care. */
export interface Caller {
  /** The client's address (Express `req.ip`, after `TRUST_PROXY`). */
  address: string;
  /** An integrator's `Authorization: Bearer` token, or null. */
  bearer: string | null;
  /** A signed-in browser session: its id, and its person (the API's user id) once the session has read the account. */
  member: Member | null;
}

/**
 * The gateway's own limits (issue 13), with rate-limiter-flexible: operation budgets per address for visitors without
 * a session (each instance's own, never in Redis); per bearer token for integrators, with a ceiling per address for all tokens together
 * (`RATE_LIMIT_BEARER_ADDRESS`, several tokens' worth, so integrators behind one NAT do not starve each other while
 * made-up tokens cannot multiply a budget; a token counts only once the provider accepted it, decision 038); per session and per person for signed-in browsers (`RATE_LIMIT_SESSION`,
 * `RATE_LIMIT_USER`, issue 29: one session drove hundreds of upstream searches a second). The person is the API's
 * user id from the session, whose token the API issued; a bearer token has no per-person budget. A caller over a limit gets no upstream call. What each
 * field takes says the SDL (`@rateLimit(cost)`, enforced in `access/policy.ts`). Login attempts have their own
 * defence (`login-defence.ts`).
 */
export class Budgets {
  private readonly anonymous: RateLimiterAbstract;
  private readonly bearer: RateLimiterAbstract;
  private readonly bearerAddress: RateLimiterAbstract;
  private readonly session: RateLimiterAbstract;
  private readonly user: RateLimiterAbstract;

  constructor(
    private readonly rates: Config['rateLimits'],
    redis: Redis | null,
  ) {
    // Visitors' budgets are each instance's own: a public read then costs no Redis round trip (issue 30). Behind N
    // instances a visitor may take up to N budgets; the provider's own per-address limit and the captcha still hold.
    this.anonymous = limiter('anonymous', rates.anonymous, null);
    this.bearer = limiter('bearer', rates.bearer, redis);
    this.bearerAddress = limiter('bearer-address', rates.bearerAddress, redis);
    this.session = limiter('session', rates.session, redis);
    this.user = limiter('user', rates.user, redis);
  }

  /**
   * Sessions this instance has served signed in, by their cookie's value (an entry is made only after the store
   * accepted the signed cookie, so a forged one never matches): who they are is then known before the session is
   * read, and a request's points can be taken in the session read's Redis round trip (`prepay.ts`).
   */
  private readonly members = new LRUCache<string, Member>({ max: 10_000 });

  /** The member behind a session cookie, as this instance last served it. */
  memberOf(cookie: string): Member | undefined {
    return this.members.get(cookie);
  }

  /** Remembers (or, with null, forgets) the member behind a session cookie. */
  recognise(cookie: string, member: Member | null): void {
    if (member) this.members.set(cookie, member);
    else this.members.delete(cookie);
  }

  /**
   * Takes one point of a visitor's budget at `address` for work done before the caller is known (an upstream check of
   * a bearer token not proven yet): false when the budget is used up.
   */
  async visitorPoint(address: string): Promise<boolean> {
    return this.anonymous.consume(address, 1).then(
      () => true,
      (error: unknown) => {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      },
    );
  }

  /** The budget of one request's caller (`Context.budget`). */
  forCaller(caller: Caller): RequestBudget {
    return new RequestBudget(this.budgetsOf(caller), caller.bearer !== null);
  }

  /** The operation budgets of a caller. */
  private budgetsOf(caller: Caller): Budget[] {
    if (caller.bearer) {
      return [
        { name: 'token', rate: this.rates.bearer, limiter: this.bearer, key: `token:${digest(caller.bearer)}` },
        { name: 'address', rate: this.rates.bearerAddress, limiter: this.bearerAddress, key: `address:${caller.address}` },
      ];
    }
    if (caller.member) {
      const { sessionId, userId } = caller.member;
      const session: Budget = { name: 'session', rate: this.rates.session, limiter: this.session, key: digest(sessionId) };
      return userId ? [session, { name: 'user', rate: this.rates.user, limiter: this.user, key: `user:${userId}` }] : [session];
    }
    return [{ name: 'address', rate: this.rates.anonymous, limiter: this.anonymous, key: caller.address }];
  }
}
