import { matchRoutes, type RouteObject } from 'react-router-dom';

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
