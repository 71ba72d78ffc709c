import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Execute, ServerEntry } from 'schema/server-entry';

/**
 * Thrown by an `Execute` when the page is not worth drawing: the visitor is over a budget, so the app, started from the
 * shell, shows the refusal (drawing costs several times the lookup it would show).
 */
export class PageNotDrawn extends Error {}

/**
 * Pages drawn per request with their data (decision 020): a page that declares a prefetch (a product card) arrives
 * with its answer drawn, so its picture and text need no app to start first. The web's server entry is loaded on the
 * first such request; without a build of it (unit tests, `pnpm dev`) every page is the shell, as before.
 */
export function renderedPages(webDist: string, logger: Logger) {
  const entryFile = path.join(webDist, '..', '.server', 'server.js');
  const templateFile = path.join(webDist, 'index.html');
  let entry: Promise<{ server: ServerEntry; template: string } | null> | undefined;
  const load = () =>
    (entry ??= existsSync(entryFile) && existsSync(templateFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).then(
          (server) => ({ server, template: readFileSync(templateFile, 'utf8') }),
          (error: unknown) => {
            logger.error({ err: error }, 'the web build\'s server entry does not load: every page is the shell');
            return null;
          },
        )
      : Promise.resolve(null));

  /** The page's HTML, or null when it is not one to draw here (or drawing failed: the shell then serves). */
  return async function render(url: URL, execute: Execute): Promise<string | null> {
    try {
      const loaded = await load();
      return loaded && (await loaded.server.renderPage(url, execute, loaded.template));
    } catch (error) {
      if (!(error instanceof PageNotDrawn)) logger.warn({ err: error, path: url.pathname }, 'page not drawn on the server; the app draws it');
      return null;
    }
  };
}

/**
 * A navigation another site started (a link or a form there): `Sec-Fetch-Site`, else the `Referer`'s host. A page drawn
 * for it must not spend what the visitor has not asked for (decision 028).
 */
export function fromAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'cross-site' || site === 'same-site';
  const referer = req.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).host !== req.get('host');
  } catch {
    return true;
  }
}
