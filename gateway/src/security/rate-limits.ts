import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';
import type { Redis } from '../redis';

type Rate = Config['rateLimits']['anonymous'];

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

/** Stored keys carry no address book: tokens are hashed. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/** One budget: in Redis when configured (shared by every instance; in memory while Redis is down), else in memory. */
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
interface Budget {
  name: BudgetState['name'];
  rate: Rate;
  limiter: RateLimiterAbstract;
  key: string;
}

function stateOf(budget: Budget, res: RateLimiterRes | null): BudgetState {
  const { name, rate } = budget;
  const used = res?.consumedPoints ?? 0;
  const msLeft = res ? Math.max(res.msBeforeNext, 0) : rate.seconds * 1000;
  return { name, limit: rate.points, windowSeconds: rate.seconds, remaining: Math.max(rate.points - used, 0), resetAt: new Date(Date.now() + msLeft) };
}

/** Takes `points` under each key at once: what each then holds, and the refusal with the latest reset if any refused. */
async function take(entries: { limiter: RateLimiterAbstract; key: string }[], points: number): Promise<{ results: RateLimiterRes[]; limited: Limited | null }> {
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
export class RateLimits {
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
   * read, and a request's points can be taken in the session read's Redis round trip (`prepaid-budgets.ts`).
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

  /** The limits of one request's caller, as resolvers use them (`Context.limits`). */
  forCaller(caller: Caller): CallerLimits {
    return new CallerLimits(this.budgetsOf(caller), caller.bearer !== null);
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

/**
 * One request's limits. An operation's points are taken once, when its first budgeted field runs, for all its root
 * fields together (GitHub's way: an operation runs or is limited as a whole); what the budgets then hold is what the
 * answer reports (`RateLimit` headers, `extensions.cost`, `Query.rateLimit`).
 */
export class CallerLimits {
  private readonly operations = new WeakMap<object, Promise<Limited | null>>();
  private states: BudgetState[] | null = null;
  private taken = 0;
  private asked = false;
  private limited: Limited | null = null;
  /** Points taken before the operation was known to run (`prepay`), for its first operation to claim. */
  private prepaid: { points: number; charged: Promise<Limited | null> } | null = null;

  constructor(
    private readonly budgets: Budget[],
    /** Whether answers report the budget (to integrators: headers and `extensions.cost`; `Query.rateLimit` to anyone). */
    readonly reported: boolean,
  ) {}

  /** Whether the caller has a gateway budget at all. */
  get budgeted(): boolean {
    return this.budgets.length > 0;
  }

  /** Points the request's operations took so far. */
  get points(): number {
    return this.taken;
  }

  /** When the request was refused for its budget, when it may try again. */
  get refusal(): Limited | null {
    return this.limited;
  }

  /** Takes `points` now: null when the caller may go on. */
  async charge(points: number): Promise<Limited | null> {
    if (!this.budgeted || points === 0) return null;
    const { results, limited } = await take(this.budgets, points);
    this.states = results.map((res, i) => stateOf(this.budgets[i]!, res));
    this.taken += points;
    if (limited && (!this.limited || limited.resetsAt > this.limited.resetsAt)) this.limited = limited;
    return limited;
  }

  /**
   * Takes the points of the operation the request is about to run, before it runs: the first operation that asks
   * for as many points gets this charge rather than another.
   */
  prepay(points: number): void {
    const charged = this.charge(points);
    // Awaited by the operation that claims it; a request that ends before one does must not leave it unhandled.
    charged.catch(() => undefined);
    this.prepaid = { points, charged };
  }

  /** The points of `operation` (computed once by `cost`), taken the first time any of its fields asks. */
  operation(operation: object, cost: () => number): Promise<Limited | null> {
    this.asked = true;
    let charged = this.operations.get(operation);
    if (!charged) {
      const points = cost();
      charged = this.prepaid?.points === points ? this.prepaid.charged : this.charge(points);
      this.prepaid = null;
      this.operations.set(operation, charged);
    }
    return charged;
  }

  /**
   * A document that asked no field for points (it failed validation, named no operation it holds, or was refused before
   * it ran) takes one: parsing and validating it cost the gateway as much as a field, and it spends the budget the
   * caller's real work needs (issue 29). A prepaid request has paid already.
   */
  async settle(): Promise<void> {
    if (this.asked || this.prepaid) return;
    this.asked = true;
    await this.charge(1);
  }

  /** The caller's budgets as they stand after this request's operations; empty without a gateway budget. */
  async status(): Promise<BudgetState[]> {
    this.states ??= await Promise.all(this.budgets.map(async (budget) => stateOf(budget, await budget.limiter.get(budget.key))));
    return this.states;
  }
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
