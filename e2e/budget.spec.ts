import { expect, test } from '@playwright/test';
import ceilings from './bench/script-ceilings.json' with { type: 'json' };
import { routeFiles, routeScripts } from './route-scripts';

/**
 * The JavaScript each route downloads on arrival, brotli as the gateway serves it, from the build `pnpm test:e2e` has
 * just made (issue 12's budgets: `/` 150 KB, any other route 200 KB). A route without an entry in
 * `bench/script-ceilings.json` must fit its budget, so every new screen does. A listed route does not fit on React
 * after the cuts of decision 026; its entry gives the size it was measured at and why, and holds it there (rounded up
 * to the next half kilobyte, for chunk names whose hashes change), so it does not grow; it leaves the list once it fits.
 */
const listed: Record<string, { bytes: number; reason: string }> = ceilings;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('no route downloads more JavaScript than its budget, or than its listed size while over it', () => {
  const over = routeScripts().flatMap((r) => {
    const ceiling = listed[r.route]?.bytes;
    const limit = ceiling ?? r.budget;
    return r.brotli > limit ? [`${r.route}: ${kb(r.brotli)} brotli over ${ceiling === undefined ? 'its budget' : 'its listed size'} ${kb(limit)}`] : [];
  });
  expect(over, over.join('\n')).toEqual([]);
});

test('a listed route is over its budget and says why; one that fits leaves the list', () => {
  const routes = new Map(routeScripts().map((r) => [r.route, r]));
  const stale = Object.entries(listed).filter(([route, { reason }]) => {
    const r = routes.get(route);
    return !r || r.brotli <= r.budget || !reason;
  });
  expect(stale.map(([route]) => route), 'remove from bench/script-ceilings.json, or give the reason').toEqual([]);
});

test('the charts load only on the pages that draw them (decision 034)', () => {
  const drawing = routeFiles()
    .filter((r) => r.files.some((file) => /\/BarChart-[\w-]+\.js$/.test(file)))
    .map((r) => r.route);
  expect(drawing.sort()).toEqual(['/my_products', '/repository', '/services']);
});
