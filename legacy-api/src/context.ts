import type { Request, RequestHandler } from 'express';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { CaptchaService } from './auth/captcha.js';
import { TokenService } from './auth/jwt.js';
import { Clock } from './http/clock.js';
import { Faults } from './http/faults.js';
import { SlidingWindowLimiter, throttled } from './http/rate-limit.js';
import { clientIp } from './http/request.js';
import { Stats } from './http/stats.js';
import { findActiveUser, type UserRow } from './domain/users.js';
import { detail } from './http/errors.js';
import { FileJobs } from './jobs/file-jobs.js';

export const LOOKUP_WINDOW_MS = 24 * 3600 * 1000;

/** Everything a route needs; one per app instance (tests run several side by side). */
export interface AppContext {
  db: Db;
  config: Config;
  stats: Stats;
  faults: Faults;
  /** The tokens' time, which tests move forward (`POST /__dev/clock`) instead of waiting out a token's life. */
  clock: Clock;
  tokens: TokenService;
  captcha: CaptchaService;
  anonLookups: SlidingWindowLimiter;
  memberLookups: SlidingWindowLimiter;
  /** Anonymous accounts operations per address (registration, activation, password reset), an hour. */
  accountsThrottle: SlidingWindowLimiter;
  /** Worker threads for the files the stand-in processes and generates (verification, issue files, exports). */
  fileJobs: FileJobs;
  log: (message: string, err?: unknown) => void;
  /** Counts a hit for GET /__dev/stats under "METHOD /path/pattern/". */
  track: RequestHandler;
  /** The per-address budget of the anonymous accounts operations (429 with Retry-After over it). */
  throttle: RequestHandler;
}

export function createContext(db: Db, config: Config, log: AppContext['log']): AppContext {
  const stats = new Stats();
  const clock = new Clock();
  const accountsThrottle = new SlidingWindowLimiter(config.accountsThrottlePerHour, 3600 * 1000);
  return {
    db,
    config,
    stats,
    faults: new Faults(),
    clock,
    tokens: new TokenService(
      () => db,
      {
        secret: config.jwtSecret,
        accessTtlSeconds: config.accessTokenTtlSeconds,
        refreshTtlSeconds: config.refreshTokenTtlSeconds,
        rotateRefreshTokens: config.refreshRotation,
      },
      clock,
    ),
    captcha: new CaptchaService({ hmacSecret: config.captchaHmacSecret, cost: config.captchaCost, maxCounter: config.captchaMaxCounter }),
    anonLookups: new SlidingWindowLimiter(config.anonLookupLimit, LOOKUP_WINDOW_MS),
    memberLookups: new SlidingWindowLimiter(config.anonLookupLimit, LOOKUP_WINDOW_MS),
    fileJobs: new FileJobs(config.fileJobMemoryMb),
    log,
    track: (req, _res, next) => {
      stats.hit(`${req.method} ${req.baseUrl}${String(req.route?.path ?? '')}`);
      next();
    },
    throttle: throttled(accountsThrottle, clientIp),
    accountsThrottle,
  };
}

/** The authenticated user of a request, null when no Bearer header was sent; a bad token throws the 401. */
export async function authenticate(ctx: AppContext, req: Request): Promise<UserRow | null> {
  const header = req.get('authorization');
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer') return null;
  if (!token) throw detail(401, 'Invalid Authorization header. No credentials provided.', {}, { 'WWW-Authenticate': 'Bearer realm="api"' });
  const userId = await ctx.tokens.verifyAccess(token);
  const user = findActiveUser(ctx.db, userId);
  if (!user) throw detail(401, 'User not found', { code: 'user_not_found' });
  return user;
}

export async function requireUser(ctx: AppContext, req: Request): Promise<UserRow> {
  const user = await authenticate(ctx, req);
  if (!user) throw detail(401, 'Authentication credentials were not provided.', {}, { 'WWW-Authenticate': 'Bearer realm="api"' });
  return user;
}
