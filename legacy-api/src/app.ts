import express, { type Express } from 'express';
import type { Config } from './config.js';
import { createContext, type AppContext } from './context.js';
import type { Db } from './db/database.js';
import { csrfCheck } from './http/csrf.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { accountRoutes } from './routes/accounts.js';
import { accountsAreaRoutes } from './routes/accounts-area.js';
import { authRoutes } from './routes/auth.js';
import { captchaRoutes } from './routes/captcha.js';
import { devRoutes } from './routes/dev.js';
import { globalRegistryRoutes } from './routes/global-registry.js';
import { mediaRoutes } from './routes/media.js';
import { productRoutes } from './routes/products.js';
import { searchRoutes } from './routes/search.js';
import { generatorRoutes } from './routes/generator.js';
import { verificationRoutes } from './routes/verification.js';
import { adminCompanyRoutes } from './routes/admin-companies.js';
import { cmsRoutes } from './routes/cms.js';
import { databaseRoutes } from './routes/database.js';
import { externalApiRoutes } from './routes/external-api.js';
import { repositoryIssueRoutes } from './routes/repository-issues.js';
import { subscriptionRoutes } from './routes/subscription.js';

export interface BuiltApp {
  app: Express;
  ctx: AppContext;
}

const defaultLog = (message: string, err?: unknown) => {
  if (err === undefined) console.log(`legacy-api: ${message}`);
  else console.error(`legacy-api: ${message}`, err);
};

/** Builds the stand-in's Express app over an open database. Tests use it with a port-0 server. */
export function createApp(db: Db, config: Config, log: AppContext['log'] = defaultLog): BuiltApp {
  const ctx = createContext(db, config, log);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('json spaces', 0);

  if (config.logRequests) {
    app.use((req, res, next) => {
      const started = performance.now();
      res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`));
      next();
    });
  }

  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));

  if (config.devEndpoints) app.use('/__dev', devRoutes(ctx));

  const api = express.Router();
  api.use(ctx.faults.middleware());
  if (config.csrfCheck) api.use(csrfCheck);
  api.use(authRoutes(ctx));
  api.use(accountRoutes(ctx));
  api.use(accountsAreaRoutes(ctx));
  api.use(productRoutes(ctx));
  api.use(searchRoutes(ctx));
  api.use(globalRegistryRoutes(ctx));
  api.use(captchaRoutes(ctx));
  api.use(mediaRoutes(ctx));
  api.use(verificationRoutes(ctx));
  api.use(generatorRoutes(ctx));
  api.use(subscriptionRoutes(ctx));
  api.use(adminCompanyRoutes(ctx));
  api.use(repositoryIssueRoutes(ctx));
  api.use(cmsRoutes(ctx));
  api.use(databaseRoutes(ctx));
  app.use('/api/v1', api);
  app.use(externalApiRoutes(ctx));

  app.use(notFoundHandler);
  app.use(errorHandler(log, config.errorPages));
  return { app, ctx };
}
