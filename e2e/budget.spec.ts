import { expect, test } from '@playwright/test';
import { routeScripts } from './bench/web';

/**
 * The JavaScript each route downloads on arrival, brotli as the gateway serves it, from the build `pnpm test:e2e` has
 * just made (issue 12's budgets: `/` 150 KB, any other route 200 KB), so every new screen fits them too.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('no route downloads more JavaScript than its budget', () => {
  const over = routeScripts().flatMap((r) => (r.brotli > r.budget ? [`${r.route}: ${kb(r.brotli)} brotli over its budget ${kb(r.budget)}`] : []));
  expect(over, over.join('\n')).toEqual([]);
});
