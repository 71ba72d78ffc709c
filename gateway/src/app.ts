import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { publishedSdl } from 'schema/release';
import { securityMessages } from 'schema/validation';
import { rememberedOf } from './access/access';
import { requireUsableAuthorization } from './access/authorization';
import { TokenAccounts } from './access/token-accounts';
import { proveBearer } from './access/token-trust';
import { Budgets, prepayBudgets, reportBudgetOn, reportBudgets } from './budgets';
import { accessLog } from './accessLog';
import { observeRequest, metricsRoute, operationMetrics } from './observability/http';
import { metrics } from './observability/metrics';
import { Tracing } from './observability/tracing';
import { MemoryCache, RedisCache } from './cache';
import { MemoryPendingOrders, RedisPendingOrders } from './pendingOrders';
import type { Config } from './config';
import { compiledExecution } from './compiledExecution';
import { createContext, requestDeadline, type Context } from './context';
import { digitalLinkRoutes } from './digital-link/routes';
import { answerCaching } from './contract/public-reads';
import { formatError, logUnexpectedErrors } from './errors';
import { fileRoutes } from './files';
import { fileRouter } from './files/routes';
import { UploadGuard } from './security/upload-guard';
import { UpstreamBreakers } from './legacy/breaker';
import { LegacyClient } from './legacy/client';
import { LegacyError } from './legacy/errors';
import { Readiness } from './readiness';
import { executableSchema } from './schema';
import { CaptchaVerifier, MemoryClaims, RedisClaims } from './security/captcha';
import { CAPTCHA_CHALLENGE_PATH, captchaChallenge } from './security/captcha-challenge';
import { integratorCors } from './security/cross-origin';
import { securityHeaders } from './security/headers';
import { MediaLinks } from './security/links';
import { mediaRoute } from './security/media';
import { operationAdmission } from './security/operation-limits';
import { getParameterLimits, paramsOf } from './security/request-params';
import { LoginDefence } from './security/login-defence';
import { trustedDocuments } from './security/trusted-documents';
import manifest from './__generated__/trusted-documents.json' with { type: 'json' };
import { bearerCredentials } from './session/credentials';
import { sessionMiddleware } from './session/middleware';
import { RefreshMargin } from './session/margin';
import { RedisRefreshFlights, RefreshFlights } from './session/refresh';
import { connectRedis, RedisUnavailableError } from './redis';
import { settleSessions } from './session/session';
import { createSessionStore } from './session/store';
import { serveWebApp } from './webApp';
import { serveIntegratorDocs } from './integratorDocs';

export interface Gateway {
  app: Express;
  apollo: ApolloServer<Context>;
  /** Shutdown has begun: `/readyz` answers 503 so load balancers send nothing new. */
  drain(): void;
  stop(): Promise<void>;
}

/** Builds the gateway's Express app (tests use it without a port). */
export async function createGateway(config: Config, logger: Logger): Promise<Gateway> {
  const { operationLimits, schemaExposure } = config;
  const schema = executableSchema();
  const apollo = new ApolloServer<Context>({
    ...(config.compiledExecution.compileAfter > 0 ? { gateway: compiledExecution(schema, config.compiledExecution) } : { schema }),
    formatError,
    includeStacktraceInErrorResponses: false,
    // Decision 014: what the schema shows of itself is configuration (off in production by default).
    introspection: schemaExposure.introspection,
    hideSchemaDetailsFromClientErrors: !schemaExposure.fieldSuggestions,
    // Also checked before Apollo sees the operation (`operationAdmission`); here as the last word.
    parseOptions: { maxTokens: operationLimits.tokens },
    // Automatic persisted queries stay off: nobody registers documents. The web app's ids are its build's manifest,
    // resolved before Apollo (`trustedDocuments`, decision 030).
    persistedQueries: false,
    // Apollo's landing page loads from a CDN; our bundled GraphiQL answers browsers at GET /graphql instead.
    plugins: [ApolloServerPluginLandingPageDisabled(), ...answerCaching, logUnexpectedErrors, settleSessions, reportBudgets, operationMetrics(manifest)],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Traces (when OTEL_EXPORTER_OTLP_ENDPOINT is set) start first, so the access log can name the trace.
  const tracing = config.tracing ? new Tracing(config.tracing) : null;
  if (tracing) app.use(tracing.middleware);
  app.use(accessLog(logger, observeRequest));
  app.use(securityHeaders(config));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', metricsRoute(config.metrics));

  // With Redis, sessions, the refresh lock and caches are shared by every instance; otherwise they live here.
  const redisLink = config.redisUrl ? await connectRedis(config.redisUrl, config.redisBounds, logger) : null;
  const redis = redisLink?.redis ?? null;
  const store = createSessionStore(config, redis, logger);
  const sessions = sessionMiddleware(config, store);
  // An integrator's request (a bearer token: `requireUsableAuthorization` refused any other header before) has no
  // cookie session; express-session would make one up for it, and hash it twice, to no use.
  const browserSessions = express.Router().use(sessions);
  const sessionsOfBrowsers: RequestHandler = (req, res, next) => (req.headers.authorization ? next() : browserSessions(req, res, next));
  const flights = redis ? new RedisRefreshFlights(redis, config.legacyTimeoutMs) : new RefreshFlights();
  const margin = new RefreshMargin(config.refreshMarginSeconds, logger);
  const cache = redis ? new RedisCache(redis, config.cacheTtlMs) : new MemoryCache(config.cacheTtlMs);
  const budgets = new Budgets(config.rateLimits, redis);
  const loginDefence = new LoginDefence(config.loginDefence, redis);
  const captcha = new CaptchaVerifier(config.captcha, redis ? new RedisClaims(redis) : new MemoryClaims());
  const media = new MediaLinks(config.mediaOrigin, config.session.secret);
  const breakers = new UpstreamBreakers(config, logger);
  const uploads = new UploadGuard(config.uploads);
  const orders = redis ? new RedisPendingOrders(redis) : new MemoryPendingOrders();
  const tokenAccounts = new TokenAccounts(config.permissionsMaxAgeMs);
  const contextDeps = { config, logger, flights, margin, cache, budgets, loginDefence, captcha, media, breakers, uploads, orders, tokenAccounts };
  const admit = operationAdmission(schema, operationLimits);
  // Decision 038: a bearer token is an integrator's once the provider accepted it (signature, or one checked call).
  const bearerProof = await proveBearer({
    key: config.bearerKey,
    redis,
    mayCheck: (req) => budgets.visitorPoint(req.ip ?? 'unknown'),
    async checkUpstream(req, token) {
      const client = new LegacyClient({
        baseUrl: config.legacyApiUrl,
        timeoutMs: config.legacyTimeoutMs,
        captchaHeader: config.legacyCaptchaHeader,
        globalLookupPath: config.legacyGlobalLookupPath,
        clientIp: req.ip,
        logger: req.log,
        breakers,
        trace: req.trace,
        credentials: bearerCredentials(token),
      });
      try {
        const me = await client.session.me();
        // The proof's answer is the account the token's first request would read next.
        if (me.ok) tokenAccounts.remember(token, rememberedOf(me.data, Date.now()));
        return me.ok ? 'accepted' : 'refused';
      } catch (error) {
        if (error instanceof LegacyError) return 'unknown';
        throw error;
      }
    },
  });
  const readiness = new Readiness({ legacyApiUrl: config.legacyApiUrl, redis, breakers });

  app.get('/readyz', readiness.handler);

  app.get(CAPTCHA_CHALLENGE_PATH, captchaChallenge(config, budgets, breakers));

  // The catalogue as a GS1 Digital Link resolver (decision 043): public, no session, never a call upstream.
  app.use(digitalLinkRoutes(config, budgets));

  app.get(/^\/media\//, mediaRoute(media, config, redis));

  // Integrators' browser apps (CORS_ORIGINS) with bearer tokens; preflights end here (decision 029).
  app.use('/graphql', integratorCors(config.corsOrigins));

  // The published contract with its policies and version, always available (decision 014): integrators build against
  // it; its changelog and the integrator guide beside it.
  const sdl = publishedSdl();
  app.get('/graphql/schema.graphql', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('cache-control', 'public, max-age=300').send(sdl);
  });
  serveIntegratorDocs(app);

  const playground = path.join(config.webDist, 'playground.html');
  app.get('/graphql', (req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    if (!wantsHtml || paramsOf(req).query) next();
    else if (schemaExposure.playground && existsSync(playground)) res.sendFile(playground);
    else res.status(404).json({ error: 'Not found' });
  });

  app.use(
    '/graphql',
    requireUsableAuthorization,
    // The body limit first: an oversized request is refused before the session store is read.
    express.json({ limit: operationLimits.bodyBytes }),
    // One reading of the parameters, as Apollo's, for every check below (issue 36).
    getParameterLimits(operationLimits.getParameters),
    bearerProof,
    // The web app's documents by id; text only where it may run (decision 030), also before the session is read.
    trustedDocuments(manifest, config.trustedDocuments),
    // Right before the session read: a known member's points go to Redis in the same round trip.
    prepayBudgets({ schema, manifest, budgets, cookieName: config.session.cookieName }),
    sessionsOfBrowsers,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = createContext(contextDeps, req, res, requestDeadline(res, config.requestDeadlineMs));
        try {
          admit(paramsOf(req).query);
        } catch (refusal) {
          // Refused before it ran, it still takes its point.
          await context.budget.settle();
          await reportBudgetOn(res, context.budget);
          throw refusal;
        }
        return context;
      },
    }),
  );
  // Uploads and downloads, streamed (decision 011); bodies are read by the routes themselves, never buffered here.
  app.use('/files', requireUsableAuthorization, bearerProof, sessionsOfBrowsers, fileRouter(contextDeps, fileRoutes));

  if (existsSync(config.webDist)) {
    serveWebApp(app, {
      webDist: config.webDist,
      logger,
      apollo,
      contextDeps,
      sessions,
      requestDeadlineMs: config.requestDeadlineMs,
      sessionCookieName: config.session.cookieName,
    });
  } else {
    logger.warn({ webDist: config.webDist }, 'web app not built: run `pnpm build` to serve it');
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Malformed bodies and anything thrown outside GraphQL: a short JSON answer, never Express's HTML stack page.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof RedisUnavailableError) metrics.sessionEvents.inc({ event: 'store_unavailable' });
    // Too late to answer (e.g. the session failed to save as the answer went out): the answer stands. Answering again
    // would throw, and Express would then cut the connection before the answer reached the client.
    if (res.headersSent) return void req.log.error({ err: error.message }, 'failed after the answer was sent');
    if (error instanceof RedisUnavailableError) {
      // The session could not be read or kept: refused at once (fail closed), never answered as someone anonymous.
      res.status(503).setHeader('retry-after', '1');
      res.json({ errors: [{ message: securityMessages.sessionUnavailable, extensions: { code: 'SESSION_UNAVAILABLE' } }] });
      return;
    }
    if (error.type === 'entity.too.large') {
      const max = operationLimits.bodyBytes;
      res.status(413).json({ errors: [{ message: securityMessages.bodyTooLarge(max), extensions: { code: 'BODY_TOO_LARGE', max } }] });
      return;
    }
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : status === 500 ? 'Internal error' : error.message;
    res.status(status).json({ errors: [{ message }] });
  });

  return {
    app,
    apollo,
    drain: () => readiness.drain(),
    async stop() {
      await apollo.stop();
      await redisLink?.close();
      await tracing?.shutdown();
    },
  };
}
