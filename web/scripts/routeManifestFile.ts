/**
 * The route manifest the web build emits (scripts/routeManifest.ts) and the JavaScript budget and the benches read
 * (e2e/route-scripts.ts): what each route of the router costs on arrival.
 */
export interface RouteManifestEntry {
  /** The route's path as the router matches it, e.g. `/catalog/:gtin`. */
  route: string;
  /** The page module the route loads lazily, relative to `web/`. */
  page: string;
  /** Drawn with Chakra's style system (`page(…)`), which the route then loads beside its page; `plainPage(…)` is not. */
  styled: boolean;
  /** The built files the browser loads on arrival: the entry, the app it boots, the style system if styled, the page, and their static imports. */
  files: string[];
}

/** Where the build writes it, under `dist/`. */
export const ROUTE_MANIFEST = '.vite/routes.json';
