import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { metrics } from '../observability/metrics';
import type { Redis } from '../redis';
import { limiter, type Limited } from '../budgets';

/** Stored keys carry no address book: e-mails are hashed. */
const account = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 32);

/** Consumes one point; the refusal's reset when the budget is used up. */
async function take(budget: RateLimiterAbstract, key: string, name: string): Promise<Limited | null> {
  try {
    await budget.consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    metrics.rateLimitRefusals.inc({ budget: name });
    return { resetsAt: new Date(Date.now() + error.msBeforeNext) };
  }
}

/** Why an attempt may not go on: a used-up budget of this address (or this account from it), or a captcha to solve. */
export type LoginRefusal = { kind: 'limited'; limited: Limited } | { kind: 'captchaRequired' };

/** One login attempt admitted: the caller reports how it ended, once. */
export interface LoginAttempt {
  /** The password was wrong: counts against the account as a whole. */
  failed(): Promise<void>;
  /** Signed in: the pair's count is cleared, the address gets its point back, the account's count is cleared. */
  succeeded(): Promise<void>;
  /** No answer about the password (the API failed or refused the input): the attempt is given back, counted nowhere. */
  uncounted(): Promise<void>;
}

/**
 * Password guessing, defended without handing anyone a way to lock an account (issue 29, decision 028):
 * - each account and address pair has its own budget (RATE_LIMIT_LOGIN_PAIR), and each address one for all accounts
 *   (RATE_LIMIT_LOGIN_ADDRESS, against spraying); both are taken before the password is checked, so concurrent
 *   guesses cannot slip past them;
 * - the account as a whole is never locked: once it has had RATE_LIMIT_LOGIN_ACCOUNT wrong passwords in the period
 *   (from anywhere), each further attempt needs a fresh captcha solve, which the owner can give and a script pays for;
 * - only a wrong password counts: an attempt the API could not answer (an outage) is given back.
 * Budgets live in Redis when configured (in memory while it is down), like the other limits.
 */
export class LoginDefence {
  private readonly pair: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  private readonly captchaAfter: number;

  constructor(settings: Config['loginDefence'], redis: Redis | null) {
    this.pair = limiter('login-pair', settings.pair, redis);
    this.address = limiter('login-address', settings.address, redis);
    this.failures = limiter('login-account', settings.accountBeforeCaptcha, redis);
    this.captchaAfter = settings.accountBeforeCaptcha.points;
  }

  /**
   * Admits an attempt on `email` from `address`, or refuses it. `solvedCaptcha` says whether the caller has a fresh
   * captcha solve to spend, and `spendCaptcha` spends it (only when the account needs one).
   */
  async admit(email: string, address: string, captcha: { solved: boolean; spend(): void }): Promise<{ ok: true; attempt: LoginAttempt } | { ok: false; refusal: LoginRefusal }> {
    const pairKey = `${account(email)}:${address}`;
    const [pairLimited, addressLimited] = await Promise.all([take(this.pair, pairKey, 'login-pair'), take(this.address, address, 'login-address')]);
    const giveBack = () => Promise.all([this.pair.reward(pairKey, 1), this.address.reward(address, 1)]).then(() => undefined);
    if (pairLimited || addressLimited) {
      const resetsAt = [pairLimited, addressLimited].filter((l): l is Limited => !!l).reduce((a, b) => (a.resetsAt > b.resetsAt ? a : b));
      return { ok: false, refusal: { kind: 'limited', limited: resetsAt } };
    }
    const failed = (await this.failures.get(account(email)))?.consumedPoints ?? 0;
    if (failed >= this.captchaAfter) {
      if (!captcha.solved) {
        metrics.rateLimitRefusals.inc({ budget: 'login-account-captcha' });
        await giveBack();
        return { ok: false, refusal: { kind: 'captchaRequired' } };
      }
      captcha.spend();
    }
    let reported = false;
    const once = (report: () => Promise<unknown>) => async () => {
      if (reported) return;
      reported = true;
      await report();
    };
    return {
      ok: true,
      attempt: {
        failed: once(async () => {
          metrics.sessionEvents.inc({ event: 'login_failed' });
          // Past the threshold the count only keeps the account asking for a captcha: no refusal to act on.
          await this.failures.penalty(account(email), 1);
        }),
        succeeded: once(async () => {
          metrics.sessionEvents.inc({ event: 'login' });
          await Promise.all([this.pair.delete(pairKey), this.address.reward(address, 1), this.failures.delete(account(email))]);
        }),
        uncounted: once(giveBack),
      },
    };
  }
}
