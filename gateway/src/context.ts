import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { Access } from './access/access';
import { authorizationOf } from './access/authorization';
import type { TtlCache } from './cache';
import type { Config } from './config';
import type { UpstreamBreaker } from './legacy/breaker';
import { LegacyClient } from './legacy/client';
import { createLoaders, type Loaders } from './legacy/loaders';
import type { CaptchaVerifier } from './security/captcha';
import { isCrossOrigin } from './security/cross-origin';
import type { MediaLinks } from './security/links';
import type { PendingOrders } from './pendingOrders';
import type { CallerLimits, RateLimits } from './security/rate-limits';
import { bearerCredentials, sessionCredentials } from './session/credentials';
import type { RefreshMargin } from './session/margin';
import { RefreshRefusedError, type RefreshCoordinator } from './session/refresh';
import { GatewaySession } from './session/session';

export interface Context {
  config: Config;
  logger: Logger;
  /** Null for integrators calling with a bearer token: they have no cookie session. */
  session: GatewaySession | null;
  /** Who is calling, with which membership and permissions (`access/`). */
  access: Access;
  legacy: LegacyClient;
  loaders: Loaders;
  cache: TtlCache;
  /** The gateway's own limits for this caller (issue 13). */
  limits: CallerLimits;
  captcha: CaptchaVerifier;
  media: MediaLinks;
  /** Package orders awaiting payment, per company. */
  orders: PendingOrders;
}

export interface ContextDeps {
  config: Config;
  logger: Logger;
  flights: RefreshCoordinator;
  margin: RefreshMargin;
  cache: TtlCache;
  breaker: UpstreamBreaker;
  rateLimits: RateLimits;
  captcha: CaptchaVerifier;
  media: MediaLinks;
  orders: PendingOrders;
}

/**
 * A GraphQL request's deadline (`REQUEST_DEADLINE_MS`): aborts with a `TimeoutError` as `AbortSignal.timeout` does,
 * but its timer goes when the answer is done. `AbortSignal.timeout` keeps each signal and its timer for the whole
 * deadline, so under load the process would hold ten seconds' worth of them (decision 024).
 */
export function requestDeadline(res: Response, ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request ran out of time', 'TimeoutError')), ms).unref();
  res.once('close', () => clearTimeout(timer));
  return controller.signal;
}

/**
 * Builds the per-request context: one REST client and one set of loaders per GraphQL request. With a `deadline`
 * (a GraphQL request's `REQUEST_DEADLINE_MS`) every upstream call of the request ends by then, and the request stops
 * waiting for a token refresh (which itself runs on: see `sessionCredentials`). File transfers have none: their
 * timeouts count from the last byte that moved.
 */
export function createContext(deps: ContextDeps, req: Request, res: Response, deadline?: AbortSignal): Context {
  const { config } = deps;
  const logger = (req as Request & { log?: Logger }).log ?? deps.logger;
  const authorization = authorizationOf(req.headers.authorization);
  const bearer = authorization.scheme === 'bearer' ? authorization.token : null;
  // A page of another origin never acts as the cookie's session (decision 029): it is a visitor, or its bearer token.
  const session = bearer || isCrossOrigin(req) ? null : new GatewaySession(req, res, config);
  const clientOptions = {
    baseUrl: config.legacyApiUrl,
    timeoutMs: config.legacyTimeoutMs,
    captchaHeader: config.legacyCaptchaHeader,
    globalLookupPath: config.legacyGlobalLookupPath,
    generatorCall: config.legacyGeneratorCall,
    clientIp: req.ip,
    logger,
    breaker: deps.breaker,
  };

  const credentials = bearer
    ? bearerCredentials(bearer)
    : sessionCredentials({
        req,
        margin: deps.margin,
        flights: deps.flights,
        refresh: async (token) => {
          const answer = await new LegacyClient(clientOptions).session.refreshToken(token);
          if (!answer.ok) throw new RefreshRefusedError();
          return answer.data;
        },
        endSession: () => session!.end(),
        deadline,
      });

  const legacy = new LegacyClient({ ...clientOptions, deadline, credentials, captchaToken: session?.captchaToken ?? null });
  const loaders = createLoaders(legacy);
  return {
    config,
    logger,
    session,
    access: new Access({ bearer, session, loaders, maxAgeMs: config.permissionsMaxAgeMs }),
    legacy,
    loaders,
    cache: deps.cache,
    limits: deps.rateLimits.forCaller({ address: req.ip ?? 'unknown', bearer, member: !!session?.authenticated }),
    captcha: deps.captcha,
    media: deps.media,
    orders: deps.orders,
  };
}
