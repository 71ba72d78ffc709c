import type { ApolloClient } from '@apollo/client';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** A page module's optional `prefetch`, kept on its route's `handle` (see `page` in routes.tsx). */
export interface PageHandle {
  /**
   * Asks for the answer the page's first render reads: in the browser, so that it is on its way while the app still
   * starts; in the gateway, so that the page arrives drawn with it (server.tsx). Resolves true when the answer is one
   * the server may draw (false: the browser draws it, e.g. a captcha dialog).
   */
  prefetch?: (client: ApolloClient, params: Params) => Promise<boolean>;
  /**
   * Loads the parts the page draws lazily that the server drew for this visitor (a member's suggestion fields), so
   * that hydration finds them loaded instead of leaving them for later; it reads the answers the page came with.
   */
  prepare?: (client: ApolloClient) => Promise<void>;
  /** The page is drawn with Chakra, whose style system its route has loaded (routes.tsx); RootLayout provides it. */
  styled?: boolean;
}

/**
 * Loads the lazy modules of the routes matching `location` and fixes them on the route objects, as the prerender's
 * static handler did: a router created afterwards renders the page at once instead of its (empty) HydrateFallback.
 * A module that fails to load stays lazy: the router tries it again and shows its error page if it fails again.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Runs the `prepare` of the routes matching `location` (after `loadMatchedRoutes`), for a page the server drew. */
export async function prepareMatchedRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>, client: ApolloClient): Promise<void> {
  await Promise.allSettled((matchRoutes(routes, location) ?? []).map(({ route }) => (route.handle as PageHandle | undefined)?.prepare?.(client)));
}

/**
 * Starts the prefetches of the routes matching `location` (after `loadMatchedRoutes`), on an app-drawn page only: a
 * prerendered page's first render must be its loading state, as built, whatever has arrived by then.
 */
export function prefetchMatchedRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>, client: ApolloClient): void {
  for (const { route, params } of matchRoutes(routes, location) ?? []) void (route.handle as PageHandle | undefined)?.prefetch?.(client, params);
}
