/**
 * The app's server entry (built by `vite build --ssr` into `.server/`):
 * - `globalStyleSheet`: at build time, the global CSS every page carries in its head;
 * - `prerender`: at build time (scripts/prerender.ts), the public pages whose first screen needs no data, as an
 *   anonymous visitor sees them before any answer;
 * - `renderPage`: per request, in the gateway, a page that declares its data (`prefetch`, e.g. a product card), drawn
 *   with the answer the gateway got for this visitor.
 * The browser paints that HTML at once; boot.tsx then hydrates it.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender as prerenderAll } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import type { ServerEntry } from 'schema/server-entry';
import { EMPTY, from } from 'rxjs';
import { ChakraProvider } from '@chakra-ui/react';
import { AppProviders } from './app/providers';
import { systemWithGlobalCss } from './components/ui/theme';
import { createCache } from './app/apollo';
import { routes } from './app/routes';
import type { PageHandle } from './app/matchedRoutes';
import { pageHtml, type Drawn } from './app/pageHtml';

export { pageHtml };

/**
 * Public pages without parameters or a guard; each gets `dist/prerendered/<name>.html`, served for its path without a
 * query string. What a visitor types into a form on such a page before the app takes over is given back to the form
 * once hydrated (app/beforeLive.ts).
 */
export const prerenderedPaths = ['/', '/catalog', '/about_us', '/contact', '/terms', '/privacy', '/cookies', '/pricing', '/verify_data', '/how_it_works'];

/** The routes as React Router's data routes: made once, as they are the same for every request. */
const staticHandler = createStaticHandler(routes);

/** The page at `url`, its lazy modules loaded, and how to draw it with a client; null for no page (a 404, a redirect). */
async function routed(url: URL) {
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  return { context, render: (client: ApolloClient) => render(client, staticHandler.dataRoutes, context) };
}

const STYLE_TAG = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

/**
 * Emotion renders each component's rules as a <style> beside its markup. They go to the head, in order, as the
 * browser-side Emotion would put them: the page then has all its style before the body is parsed (one style pass
 * instead of one per tag). Marked `data-s` (Emotion's "already moved"), Emotion adopts them where they are by their
 * ids instead of moving each one again as the app starts.
 */
function split(markup: string): Drawn {
  const styles = markup.match(STYLE_TAG) ?? [];
  return { head: styles.map((tag) => tag.replace('<style ', '<style data-s="" ')).join(''), body: markup.replace(STYLE_TAG, '') };
}

/**
 * The markup once every part of the page has loaded. renderToString draws a lazy part whose module has not loaded yet
 * (a signed-in visitor's menu, a member's suggestion fields) as its fallback, which the browser would draw again and
 * report; such a page is drawn again once React DOM's prerender has waited for every part. (Prerender's own markup
 * reveals late parts with inline scripts, which the Content-Security-Policy forbids.)
 */
async function markupOf(element: ReactNode): Promise<string> {
  const drawn = renderToString(element);
  if (!drawn.includes('<!--$!-->')) return drawn;
  await prerenderAll(element);
  return renderToString(element);
}

async function render(client: ApolloClient, dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'], context: StaticHandlerContext): Promise<Drawn> {
  const router = createStaticRouter(dataRoutes, context);
  return split(
    await markupOf(
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
}

export async function prerender(path: string): Promise<Drawn> {
  const page = await routed(new URL(path, 'http://prerender.invalid'));
  if (!page) throw new Error(`${path} is not a page to prerender`);
  // No link: every query renders its loading state, as in the browser before the first answer.
  return page.render(new ApolloClient({ ssrMode: true, cache: createCache(), link: ApolloLink.empty() }));
}

/**
 * The app's global CSS (Chakra's layer order, reset, base styles, keyframes and token variables) as `<style>` tags,
 * made once at build time for every page's head: the browser's system and provider then skip it (components/ui/theme.ts).
 */
export function globalStyleSheet(): string {
  return split(renderToString(<ChakraProvider value={systemWithGlobalCss()}>{null}</ChakraProvider>)).head;
}

/**
 * A page with data, rendered for one request into `template` (the built index.html): null when no matched route
 * declares a prefetch (the shell serves). Only the prefetch's operations run; what else the page asks for (the
 * header's viewer) renders its loading state, as on a prerendered page, and the browser asks for it. The page
 * carries the Apollo cache after the prefetch, so the browser asks for nothing twice (and no lookup counts twice);
 * only a product is drawn, a problem (the captcha) is the browser's to show.
 */
/**
 * Pages drawn lately, by address and the cache they were drawn with (what the page carries for the app, so the whole
 * of what the markup is drawn from: each visitor's own viewer and answer included). The prefetch still runs for every
 * request (the provider counts its lookups); only drawing the same answer again is spared, which costs ten times the
 * lookup. Bounded by the characters held; the oldest go first.
 */
const drawnPages = new Map<string, string>();
const DRAWN_PAGES_MAX_CHARS = 8 * 1024 * 1024;
let drawnPagesChars = 0;
let drawnTemplate: string | undefined;

function remember(key: string, html: string): string {
  drawnPages.set(key, html);
  drawnPagesChars += key.length + html.length;
  for (const [oldest, page] of drawnPages) {
    if (drawnPagesChars <= DRAWN_PAGES_MAX_CHARS) break;
    drawnPages.delete(oldest);
    drawnPagesChars -= oldest.length + page.length;
  }
  return html;
}

export const renderPage: ServerEntry['renderPage'] = async (url, execute, template) => {
  const page = await routed(url);
  const prefetches = (page?.context.matches ?? []).flatMap(({ route, params }) => {
    const prefetch = (route.handle as PageHandle | undefined)?.prefetch;
    return prefetch ? [{ prefetch, params }] : [];
  });
  if (!page || prefetches.length === 0) return null;
  // Only the prefetch reaches the gateway's schema; a query the render starts afterwards stays unanswered.
  let prefetching = true;
  const link = new ApolloLink((operation) =>
    prefetching ? from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })) : EMPTY,
  );
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link });
  const drawable = (await Promise.all(prefetches.map(({ prefetch, params }) => prefetch(client, params)))).every(Boolean);
  prefetching = false;
  const state = client.extract() as object;
  if (template !== drawnTemplate) {
    drawnPages.clear();
    drawnPagesChars = 0;
    drawnTemplate = template;
  }
  const key = `${url.pathname}${url.search}\n${drawable}\n${JSON.stringify(state)}`;
  const drawn = drawnPages.get(key);
  if (drawn !== undefined) return drawn;
  return remember(key, pageHtml(template, drawable ? await page.render(client) : null, state));
};
