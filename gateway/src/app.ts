import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { typeDefs } from 'schema/sdl';
import { MemoryCache, RedisCache } from './cache';
import type { Config } from './config';
import { createContext, type Context } from './context';
import { formatError, logUnexpectedErrors } from './errors';
import { fileRoutes } from './files';
import { fileRouter } from './files/routes';
import { LegacyHttp } from './legacy/http';
import { resolvers } from './resolvers';
import { CAPTCHA_CHALLENGE_PATH } from './resolvers/captcha';
import { sessionMiddleware } from './session/middleware';
import { RefreshMargin } from './session/margin';
import { RedisRefreshFlights, RefreshFlights } from './session/refresh';
import { connectRedis } from './redis';
import { createSessionStore } from './session/store';

export interface Gateway {
  app: Express;
  apollo: ApolloServer<Context>;
  stop(): Promise<void>;
}

/** Builds the gateway's Express app (tests use it without a port). */
export async function createGateway(config: Config, logger: Logger): Promise<Gateway> {
  const apollo = new ApolloServer<Context>({
    typeDefs,
    resolvers: resolvers as never,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    // Apollo's landing page loads from a CDN; our bundled GraphiQL answers browsers at GET /graphql instead.
    plugins: [ApolloServerPluginLandingPageDisabled(), logUnexpectedErrors],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      // An id per request, echoed in `x-request-id`, so a person's report finds its log lines.
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // Cookies and bearer tokens never reach a log line.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // With Redis, sessions, the refresh lock and caches are shared by every instance; otherwise they live here.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const store = createSessionStore(config, redis);
  const sessions = sessionMiddleware(config, store);
  const flights = redis ? new RedisRefreshFlights(redis) : new RefreshFlights();
  const margin = new RefreshMargin(config.refreshMarginSeconds, logger);
  const cache = redis ? new RedisCache(redis, config.cacheTtlMs) : new MemoryCache(config.cacheTtlMs);
  const contextDeps = { config, logger, flights, margin, cache };

  app.get(CAPTCHA_CHALLENGE_PATH, async (req, res) => {
    const http = new LegacyHttp({ baseUrl: config.legacyApiUrl, timeoutMs: config.legacyTimeoutMs, captchaHeader: config.legacyCaptchaHeader, clientIp: req.ip, logger: req.log });
    try {
      const upstream = await http.raw('/captcha/challenge/');
      res.status(upstream.ok ? 200 : 502).type('application/json').setHeader('cache-control', 'no-store');
      res.send(upstream.ok ? await upstream.text() : JSON.stringify({ error: 'captcha unavailable' }));
    } catch {
      res.status(502).json({ error: 'captcha unavailable' });
    }
  });

  const playground = path.join(config.webDist, 'playground.html');
  app.get('/graphql', (req, res, next) => {
    const wantsHtml = req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    if (wantsHtml && !req.query.query && existsSync(playground)) res.sendFile(playground);
    else next();
  });

  app.use(
    '/graphql',
    sessions,
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(contextDeps, req, res) }),
  );
  // Uploads and downloads, streamed (decision 011); bodies are read by the routes themselves, never buffered here.
  app.use('/files', sessions, fileRouter(contextDeps, fileRoutes));

  if (existsSync(config.webDist)) {
    app.use('/assets', express.static(path.join(config.webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(config.webDist, { index: false }));
    // The app's own routes get its page; a missing file or an unknown API path gets a JSON 404 (below).
    app.get(/^\/(?!(api|files|assets|graphql|captcha|healthz|readyz)(\/|$))(?:[^/.]+\/)*[^/.]*$/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(config.webDist, 'index.html'));
    });
  } else {
    logger.warn({ webDist: config.webDist }, 'web app not built: run `pnpm build` to serve it');
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Malformed bodies and anything thrown outside GraphQL: a short JSON answer, never Express's HTML stack page.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : status === 500 ? 'Internal error' : error.message;
    res.status(status).json({ errors: [{ message }] });
  });

  return {
    app,
    apollo,
    async stop() {
      await apollo.stop();
      await redis?.close();
    },
  };
}
