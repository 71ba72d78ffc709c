import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { buildSchema, printSchema } from 'graphql';
import { typeDefs } from 'schema/sdl';
import { securityMessages } from 'schema/validation';
import { accessLog } from './accessLog';
import { observeRequest, metricsRoute, operationMetrics } from './observability/http';
import { metrics } from './observability/metrics';
import { Tracing } from './observability/tracing';
import { MemoryCache, RedisCache } from './cache';
import type { Config } from './config';
import { createContext, requestDeadline, type Context } from './context';
import { formatError, logUnexpectedErrors } from './errors';
import { fileRoutes } from './files';
import { fileRouter } from './files/routes';
import { UploadGuard } from './files/upload-guard';
import { UpstreamBreakers } from './legacy/breaker';
import { LegacyHttp } from './legacy/http';
import { Readiness } from './readiness';
import { resolvers } from './resolvers';
import { CAPTCHA_CHALLENGE_PATH } from './resolvers/captcha';
import { CaptchaVerifier, MemoryClaims, RedisClaims } from './security/captcha';
import { securityHeaders } from './security/headers';
import { MediaLinks } from './security/links';
import { mediaRoute } from './security/media';
import { operationAdmission } from './security/operation-limits';
import { LoginDefence } from './security/login-defence';
import { RateLimits, limitRootFields } from './security/rate-limits';
import { sessionMiddleware } from './session/middleware';
import { RefreshMargin } from './session/margin';
import { RedisRefreshFlights, RefreshFlights } from './session/refresh';
import { connectRedis, RedisUnavailableError } from './redis';
import { settleSessions } from './session/session';
import { createSessionStore } from './session/store';
import { prerenderedPages } from './prerendered';
import { fromAnotherSite, renderedPages } from './renderedPages';

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
  const schema = buildSchema(typeDefs);
  const apollo = new ApolloServer<Context>({
    typeDefs,
    resolvers: limitRootFields(resolvers) as never,
    formatError,
    includeStacktraceInErrorResponses: false,
    // Decision 014: what the schema shows of itself is configuration (off in production by default).
    introspection: schemaExposure.introspection,
    hideSchemaDetailsFromClientErrors: !schemaExposure.fieldSuggestions,
    // Also checked before Apollo sees the operation (`operationAdmission`); here as the last word.
    parseOptions: { maxTokens: operationLimits.tokens },
    // The web app sends whole documents; a cache of registered queries would be one more thing to fill.
    persistedQueries: false,
    // Apollo's landing page loads from a CDN; our bundled GraphiQL answers browsers at GET /graphql instead.
    plugins: [ApolloServerPluginLandingPageDisabled(), logUnexpectedErrors, settleSessions, operationMetrics],
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
  const flights = redis ? new RedisRefreshFlights(redis, config.legacyTimeoutMs) : new RefreshFlights();
  const margin = new RefreshMargin(config.refreshMarginSeconds, logger);
  const cache = redis ? new RedisCache(redis, config.cacheTtlMs) : new MemoryCache(config.cacheTtlMs);
  const rateLimits = new RateLimits(config.rateLimits, redis);
  const loginDefence = new LoginDefence(config.loginDefence, redis);
  const captcha = new CaptchaVerifier(config.captcha, redis ? new RedisClaims(redis) : new MemoryClaims());
  const media = new MediaLinks(config.mediaOrigin, config.session.secret);
  const breakers = new UpstreamBreakers(config, logger);
  const uploads = new UploadGuard(config.uploads);
  const contextDeps = { config, logger, flights, margin, cache, rateLimits, loginDefence, captcha, media, breakers, uploads };
  const admit = operationAdmission(schema, operationLimits);
  const readiness = new Readiness({ legacyApiUrl: config.legacyApiUrl, redis, breakers });

  app.get('/readyz', readiness.handler);

  app.get(CAPTCHA_CHALLENGE_PATH, async (req, res) => {
    // Each challenge is an upstream call: it counts against the address's anonymous budget.
    const limited = await rateLimits.forCaller({ address: req.ip ?? 'unknown', bearer: null, member: false }).operation();
    if (limited) {
      res.status(429).setHeader('retry-after', String(Math.ceil((limited.resetsAt.getTime() - Date.now()) / 1000)));
      res.json({ error: 'too many requests', resetsAt: limited.resetsAt.toISOString() });
      return;
    }
    const http = new LegacyHttp({ baseUrl: config.legacyApiUrl, timeoutMs: config.legacyTimeoutMs, captchaHeader: config.legacyCaptchaHeader, clientIp: req.ip, logger: req.log, breakers, trace: req.trace });
    try {
      const upstream = await http.raw('/captcha/challenge/');
      res.status(upstream.ok ? 200 : 502).type('application/json').setHeader('cache-control', 'no-store');
      res.send(upstream.ok ? await upstream.text() : JSON.stringify({ error: 'captcha unavailable' }));
    } catch {
      res.status(502).json({ error: 'captcha unavailable' });
    }
  });

  app.get(/^\/media\//, mediaRoute(media, config, redis));

  // The published contract, always available (decision 014): integrators build against it.
  const sdl = printSchema(schema);
  app.get('/graphql/schema.graphql', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('cache-control', 'public, max-age=300').send(sdl);
  });

  const playground = path.join(config.webDist, 'playground.html');
  app.get('/graphql', (req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    if (!wantsHtml || req.query.query) next();
    else if (schemaExposure.playground && existsSync(playground)) res.sendFile(playground);
    else res.status(404).json({ error: 'Not found' });
  });

  app.use(
    '/graphql',
    // The body limit first: an oversized request is refused before the session store is read.
    express.json({ limit: operationLimits.bodyBytes }),
    sessions,
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        admit(req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query);
        return createContext(contextDeps, req, res, requestDeadline(res, config.requestDeadlineMs));
      },
    }),
  );
  // Uploads and downloads, streamed (decision 011); bodies are read by the routes themselves, never buffered here.
  app.use('/files', sessions, fileRouter(contextDeps, fileRoutes));

  if (existsSync(config.webDist)) {
    // The build writes a brotli and a gzip copy beside each file; the browser gets the best it accepts.
    const precompressed = (root: string, options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
      expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { index: false, ...options } });
    app.use('/assets', precompressed(path.join(config.webDist, 'assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
      res.status(404).json({ error: 'Not found' });
    });
    app.use(precompressed(config.webDist, {}));
    // The app's own routes get its page: prerendered markup for the public pages the build prerendered, a page drawn
    // for this visitor with its answer for a page that declares one (a product card), else the empty shell. A query
    // string may change the first screen (the catalogue's search), which the build could not render, so such a URL
    // is not served prerendered. A missing file or an unknown API path gets a JSON 404 (below).
    const appPath = /^\/(?!(api|files|assets|graphql|captcha|healthz|readyz)(\/|$))(?:[^/.]+\/)*[^/.]*$/;
    const page = precompressed(config.webDist, { setHeaders: (res) => res.setHeader('cache-control', 'no-cache') });
    const prerendered = prerenderedPages(config.webDist);
    const render = renderedPages(config.webDist, logger);
    app.get(
      appPath,
      (req, _res, next) => next(req.accepts('html') ? undefined : 'route'),
      (req, res, next) => {
        const file = !req.url.includes('?') && prerendered.get(req.path);
        if (!file) return next();
        req.url = file;
        page(req, res, next);
      },
      // Without a readable session (Redis down) the page is drawn for an anonymous visitor; its API calls say why.
      ...sessions.map((middleware): RequestHandler => (req, res, next) => middleware(req, res, (error?: unknown) => next(error instanceof RedisUnavailableError ? undefined : error))),
      // A drawn page is made per request, so compressed per request (the build's files come compressed ahead).
      compression(),
      async (req: Request, res: Response, next: NextFunction) => {
        // A HEAD asks for headers only: no lookup is run (and counted) for it.
        if (req.method !== 'GET') return next();
        // The visitor's context only once the page runs an operation: most pages have none to run.
        let context: Context | undefined;
        const html = await render(new URL(req.originalUrl, 'http://gateway.invalid'), async (request) => {
          // Followed from another site, the card asks for the captcha first (decision 028): a link must not spend the
          // visitor's daily lookups before they act.
          context ??= createContext(contextDeps, req, res, requestDeadline(res, config.requestDeadlineMs), { withholdCaptcha: fromAnotherSite(req) });
          const { body } = await apollo.executeOperation(request, { contextValue: context });
          return body.kind === 'single' ? body.singleResult : { errors: [{ message: 'Unexpected incremental answer' }] };
        });
        if (!html) return next();
        // Drawn for this visitor (and a lookup counted): never stored by a cache, never served to anyone else.
        res.setHeader('cache-control', 'private, no-store').type('html').send(html);
      },
      (req, res, next) => {
        req.url = '/index.html';
        page(req, res, next);
      },
    );
  } else {
    logger.warn({ webDist: config.webDist }, 'web app not built: run `pnpm build` to serve it');
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Malformed bodies and anything thrown outside GraphQL: a short JSON answer, never Express's HTML stack page.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof RedisUnavailableError) {
      // The session could not be read or kept: refused at once (fail closed), never answered as someone anonymous.
      metrics.sessionEvents.inc({ event: 'store_unavailable' });
      // Too late to answer (the session failed to save as the answer went out): the answer stands.
      if (res.headersSent) return void req.log.error({ err: error.message }, 'session not saved');
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
