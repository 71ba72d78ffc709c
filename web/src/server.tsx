/**
 * The prerender's server entry (built by `vite build --ssr`, run by scripts/prerender.ts): the public pages whose
 * first screen needs no data, rendered to HTML at build time as an anonymous visitor sees them before any answer.
 * The browser paints that HTML at once; main.tsx then hydrates it.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { AppProviders } from './app/providers';
import { createCache } from './app/apollo';
import { routes } from './app/routes';

/**
 * Public pages without parameters or a guard; each gets `dist/prerendered/<name>.html`, served for its path without a
 * query string. What a visitor types into a form on such a page before the app takes over is given back to the form
 * once hydrated (app/typedBeforeHydration.tsx).
 */
export const prerenderedPaths = ['/', '/catalog', '/about_us', '/contact', '/terms', '/privacy', '/cookies', '/pricing', '/verify_data', '/how_it_works'];

export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No link: every query renders its loading state, as in the browser before the first answer.
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: ApolloLink.empty() });
  return renderToString(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
