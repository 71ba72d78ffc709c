/**
 * What the web app costs a visitor, measured on the built app (`web/dist`) and through the running gateway:
 *   - `routeScripts()` (../route-scripts.ts): per route, the JavaScript the browser downloads on arrival (the entry,
 *     the app it imports, the route's lazy chunk, and their static imports), raw, gzip and brotli, from the route
 *     manifest the build emits;
 *   - `scriptsUntilIdle()` (transfer.ts): per route, the JavaScript a first visit transfers until the network is idle;
 *   - `lighthouseScores()` (lighthouse.ts): Lighthouse mobile (default emulation, simulated throttling) in Debian's
 *     Chromium for the pages issue 24 scores: performance, accessibility, Total Blocking Time, medians of 3 rounds.
 * `pnpm bench` calls `webCost`; `pnpm --filter e2e bench:web` runs it alone.
 */
import { routeScripts, type RouteScripts } from '../route-scripts';
import { lighthouseScores, pageLabel, type LighthouseFigures } from './lighthouse';
import { nodeServer, productionBehindProxy, type NodeServer } from './servers';
import { scriptsUntilIdle, type RouteTransfer } from './transfer';
import { visitorCookies } from './visitors';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface WebFigures {
  routes: RouteScripts[];
  transfer: RouteTransfer[];
  lighthouse: LighthouseFigures;
}

/** Prints the figures as tables: per route on arrival and until idle, then Lighthouse per page. */
export function printWebFigures({ routes, transfer, lighthouse }: WebFigures) {
  const untilIdle = new Map(transfer.map((t) => [t.route, t]));
  console.table(
    routes.map((r) => ({
      route: r.route,
      files: r.files,
      raw: kb(r.raw),
      gzip: kb(r.gzip),
      brotli: kb(r.brotli),
      budget: kb(r.budget),
      within: r.brotli <= r.budget,
      'until idle': untilIdle.has(r.route) ? `${kb(untilIdle.get(r.route)!.bytes)} (${untilIdle.get(r.route)!.files} files, ${untilIdle.get(r.route)!.visitor})` : '',
    })),
  );
  console.table(
    lighthouse.pages.map((p) => ({
      page: pageLabel(p),
      performance: `${p.performance} (${p.performanceRange.join('–')})`,
      accessibility: p.accessibility,
      'TBT ms': `${p.tbtMs} (${p.tbtRange.join('–')})`,
      'LCP ms': p.lcpMs,
      'FCP ms': p.fcpMs,
      CLS: p.cls,
      scripts: `${p.scriptFiles} files, ${kb(p.scriptBytes)}`,
      CPU: p.benchmarkIndex,
    })),
  );
  console.log(`Lighthouse: ${lighthouse.pages[0]?.runs.length ?? 0} rounds; load average ${lighthouse.load.before.toFixed(2)} before, ${lighthouse.load.after.toFixed(2)} after`);
}

/** The web figures against a stand-in and a gateway of their own (compiled, production mode behind a TLS proxy). */
export async function webCost(): Promise<WebFigures> {
  const routes = routeScripts();
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '100000' });
  let gateway: NodeServer | undefined;
  try {
    gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy });
    const cookies = await visitorCookies(gateway.url, legacy.url);
    const transfer = await scriptsUntilIdle(
      gateway.url,
      legacy.url,
      routes.map((r) => r.route),
      cookies,
    );
    const lighthouse = await lighthouseScores(gateway.url, cookies, { rounds: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
    return { routes, transfer, lighthouse };
  } finally {
    await gateway?.stop();
    await legacy.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  webCost()
    .then(printWebFigures)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
