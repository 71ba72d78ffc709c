/**
 * What each route of the web app downloads on arrival, from the route manifest its build emits
 * (`web/dist/.vite/routes.json`): raw, gzip and brotli, against issue 12's budgets. Read by the JavaScript budget
 * (budget.spec.ts) and the benches (bench/web.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROUTE_MANIFEST, type RouteManifestEntry } from '../web/scripts/routeManifestFile';

/** This checkout's build, or `BENCH_ROOT`'s (see bench/servers.ts). */
const webDist = path.join(path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..')), 'web/dist');

/**
 * Budgets of issue 12, in bytes of JavaScript compressed as served: brotli, which every browser the app supports asks
 * for (Chromium does even over plain HTTP) and the gateway sends from the build's copies. The home page is the first
 * thing most visitors load.
 */
export const SCRIPT_BUDGET = { home: 150 * 1024, other: 200 * 1024 } as const;

export interface RouteScripts extends Omit<RouteManifestEntry, 'files'> {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  budget: number;
}

/** Per route, the built files the browser downloads on arrival, as the build listed them. */
export function routeFiles(dist = webDist): RouteManifestEntry[] {
  const manifest = path.join(dist, ROUTE_MANIFEST);
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run \`pnpm build\``);
  return JSON.parse(readFileSync(manifest, 'utf8')) as RouteManifestEntry[];
}

const compressedSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
/** Sizes of one built file, compressed as the build compresses it (gzip level 9, brotli quality 11). */
function sizesOf(file: string) {
  let sizes = compressedSizes.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressedSizes.set(file, sizes);
  }
  return sizes;
}

/** Per route, the size of what the browser downloads on arrival. */
export function routeScripts(dist = webDist): RouteScripts[] {
  return routeFiles(dist).map(({ files, ...route }) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(path.join(dist, file));
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    return { ...route, files: files.length, ...total, budget: route.route === '/' ? SCRIPT_BUDGET.home : SCRIPT_BUDGET.other };
  });
}
