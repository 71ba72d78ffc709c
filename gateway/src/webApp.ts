import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { createContext, requestDeadline, type Context, type ContextDeps } from './context';
import { drawnPageBodies } from './drawnPageBodies';
import { prerenderedPages } from './prerendered';
import { RedisUnavailableError } from './redis';
import { tagManagerPages } from './security/headers';
import { sessionCookie } from './session/middleware';
import { PageNotDrawn, fromAnotherSite, renderedPages } from './renderedPages';

export interface WebAppDeps {
  webDist: string;
  logger: Logger;
  apollo: ApolloServer<Context>;
  contextDeps: ContextDeps;
  sessions: RequestHandler[];
  requestDeadlineMs: number;
  sessionCookieName: string;
}

/**
 * Serves the built web app (`web/dist`): its assets, and for each of the app's own routes its page: prerendered
 * markup for the public pages the build prerendered, a page drawn for this visitor with its answer for a page that
 * declares one (a product card), else the empty shell. A query string may change the first screen (the catalogue's
 * search), which the build could not render, so such a URL is not served prerendered. A visitor with a session may see
 * another first screen than the anonymous one the build drew (the catalogue's member search): a page that declares
 * its data is drawn for them, else served as built.
 */
export function serveWebApp(
  app: Express,
  { webDist, logger, apollo, contextDeps, sessions, requestDeadlineMs, sessionCookieName }: WebAppDeps,
): void {
  // The build writes a brotli and a gzip copy beside each file; the browser gets the best it accepts.
  const precompressed = (root: string, options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
    expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { index: false, ...options } });
  app.use('/assets', precompressed(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use(precompressed(webDist, {}));
  // A missing file or an unknown API path gets the gateway's JSON 404.
  const appPath = /^\/(?!(api|files|assets|graphql|captcha|healthz|readyz)(\/|$))(?:[^/.]+\/)*[^/.]*$/;
  const page = precompressed(webDist, { setHeaders: (res) => res.setHeader('cache-control', 'no-cache') });
  const prerendered = prerenderedPages(webDist);
  const render = renderedPages(webDist, logger);
  // A drawn page is made per request, so compressed here (the build's files come compressed ahead).
  const sendDrawn = drawnPageBodies();
  const tagManager = tagManagerPages(contextDeps.config);
  const builtHtml = new Map<string, string>();
  /**
   * A built page as is (precompressed), or for a visitor who consented to the tag manager with its nonce: then it is
   * this answer's own, so never stored by a cache.
   */
  const servePage = (file: string, req: Request, res: Response, next: NextFunction) => {
    const nonce = tagManager?.forPage(req, res);
    if (!nonce) {
      req.url = file;
      return page(req, res, next);
    }
    let html = builtHtml.get(file);
    if (html === undefined) builtHtml.set(file, (html = readFileSync(path.join(webDist, file), 'utf8')));
    res.setHeader('cache-control', 'private, no-store').type('html').send(withNonce(html, nonce));
  };
  app.get(
    appPath,
    (req, _res, next) => next(req.accepts('html') ? undefined : 'route'),
    (req, res, next) => {
      const built = prerendered.get(req.path);
      if (!built) return next();
      const query = req.url.includes('?');
      if (sessionCookie(req, sessionCookieName) !== null) {
        if (!query) res.locals.built = built;
        return next();
      }
      // A visitor without a session gets what the build drew, or for a query string the shell.
      if (query) res.locals.shell = true;
      return query ? next() : servePage(built, req, res, next);
    },
    // Without a readable session (Redis down) the page is drawn for an anonymous visitor; its API calls say why.
    ...sessions.map((middleware): RequestHandler => (req, res, next) => middleware(req, res, (error?: unknown) => next(error instanceof RedisUnavailableError ? undefined : error))),
    async (req: Request, res: Response, next: NextFunction) => {
      // A HEAD asks for headers only: no lookup is run (and counted) for it.
      if (req.method !== 'GET' || res.locals.shell) return next();
      // The visitor's context only once the page runs an operation: most pages have none to run.
      let context: Context | undefined;
      const html = await render(new URL(req.originalUrl, 'http://gateway.invalid'), async (request) => {
        // Followed from another site, the card asks for the captcha first (decision 028): a link must not spend the
        // visitor's daily lookups before they act.
        context ??= createContext(contextDeps, req, res, requestDeadline(res, requestDeadlineMs), { withholdCaptcha: fromAnotherSite(req) });
        const { body } = await apollo.executeOperation(request, { contextValue: context });
        // Over a budget the shell serves: the lookup was refused, and drawing the refusal would cost what the budget saves.
        if (context.budget.refusal) throw new PageNotDrawn();
        return body.kind === 'single' ? body.singleResult : { errors: [{ message: 'Unexpected incremental answer' }] };
      });
      if (!html) return next();
      // Drawn for this visitor (and a lookup counted): never stored by a cache, never served to anyone else.
      const nonce = tagManager?.forPage(req, res);
      res.setHeader('cache-control', 'private, no-store');
      if (nonce) sendDrawn(req, res, withNonce(html, nonce), { keep: false });
      else sendDrawn(req, res, html);
    },
    (req, res, next) => servePage((res.locals.built as string | undefined) ?? '/index.html', req, res, next),
  );
}

/** The page with its policy's nonce where the web app reads it (`<meta name="csp-nonce">`), first in its head. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<head[^>]*>|<!doctype html>/i, (start) => `${start}<meta name="csp-nonce" content="${nonce}">`);
}
