import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { Access } from './access/access';
import { requestBudget, type Budgets, type RequestBudget } from './budgets';
import { authorizationOf } from './access/authorization';
import type { TokenAccounts } from './access/token-accounts';
import { provenBearer } from './access/token-trust';
import type { TtlCache } from './cache';
import type { Config } from './config';
import type { UpstreamBreakers } from './legacy/breaker';
import type { UploadGuard } from './security/upload-guard';
import { LegacyClient } from './legacy/client';
import { createLoaders, type Loaders } from './legacy/loaders';
import type { RequestTrace } from './observability/tracing';
import type { CaptchaVerifier } from './security/captcha';
import type { LoginDefence } from './security/login-defence';
import { isCrossOrigin } from './security/cross-origin';
import type { MediaLinks } from './security/links';
import type { PendingOrders } from './pendingOrders';
import { bearerCredentials, sessionCredentials } from './session/credentials';
import type { RefreshMargin } from './session/margin';
import { RefreshRefusedError, type RefreshCoordinator } from './session/refresh';
import { GatewaySession } from './session/session';
import { publicOrigin } from './publicOrigin';

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
  /** This request's share of the caller's budgets (`budgets/`). */
  budget: RequestBudget;
  /** Admits a login attempt of this caller on an account, or refuses it (`LoginDefence`). */
  loginAttempt: (email: string, captcha: { solved: boolean; spend(): void }) => ReturnType<LoginDefence['admit']>;
  captcha: CaptchaVerifier;
  media: MediaLinks;
  /** The request's trace, when tracing is on. */
  trace?: RequestTrace;
  /** Package orders awaiting payment, per company. */
  orders: PendingOrders;
  /** The catalogue's address as the public reaches it (`publicOrigin`). */
  publicOrigin: string;
}

export interface ContextDeps {
  config: Config;
  logger: Logger;
  flights: RefreshCoordinator;
  margin: RefreshMargin;
  cache: TtlCache;
  breakers: UpstreamBreakers;
  budgets: Budgets;
  loginDefence: LoginDefence;
  captcha: CaptchaVerifier;
  media: MediaLinks;
  /** Uploads in flight and their pace (the file routes). */
  uploads: UploadGuard;
  orders: PendingOrders;
  tokenAccounts: TokenAccounts;
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
export function createContext(deps: ContextDeps, req: Request, res: Response, deadline?: AbortSignal, options: { withholdCaptcha?: boolean } = {}): Context {
  const { config } = deps;
  const logger = (req as Request & { log?: Logger }).log ?? deps.logger;
  const authorization = authorizationOf(req.headers.authorization);
  const bearer = authorization.scheme === 'bearer' ? authorization.token : null;
  // A page of another origin never acts as the cookie's session (decision 029): it is a visitor, or its bearer token.
  const session = bearer || isCrossOrigin(req) ? null : new GatewaySession(req, res, config);
  if (options.withholdCaptcha) session?.withholdCaptcha();
  const clientOptions = {
    baseUrl: config.legacyApiUrl,
    timeoutMs: config.legacyTimeoutMs,
    captchaHeader: config.legacyCaptchaHeader,
    globalLookupPath: config.legacyGlobalLookupPath,
    generatorCall: config.legacyGeneratorCall,
    suggestParams: config.legacySuggestParams,
    clientIp: req.ip,
    logger,
    breakers: deps.breakers,
    trace: req.trace,
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

  const deadlineMs = deadline ? config.requestDeadlineMs : undefined;
  const legacy = new LegacyClient({ ...clientOptions, deadline, deadlineMs, credentials, captchaToken: session?.captchaToken ?? null });
  const loaders = createLoaders(legacy);
  return {
    config,
    logger,
    session,
    access: new Access({ bearer, session, tokenAccounts: deps.tokenAccounts, loaders, maxAgeMs: config.permissionsMaxAgeMs }),
    legacy,
    loaders,
    cache: deps.cache,
    budget: requestBudget(
      deps.budgets,
      req,
      // An unproven token is budgeted as a visitor (decision 038).
      { address: req.ip ?? 'unknown', bearer: bearer && provenBearer(req) ? bearer : null, member: session?.authenticated ? { sessionId: session.id, userId: session.account?.userId ?? null } : null },
      config.session.cookieName,
    ),
    loginAttempt: (email, captcha) => deps.loginDefence.admit(email, req.ip ?? 'unknown', captcha),
    captcha: deps.captcha,
    media: deps.media,
    trace: req.trace,
    orders: deps.orders,
    publicOrigin: publicOrigin(config, req),
  };
}
