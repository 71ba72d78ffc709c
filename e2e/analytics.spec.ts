import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { LEGACY, watchViolations } from './support';

/**
 * Analytics and the tag manager start only after consent (admin-side §9: start-up prepares cookie consent, analytics
 * and a tag manager). Without configuration nothing loads; with it, the scripts load from the configured hosts, which
 * the CSP allows, and from no other (the tag manager only on a consenting visitor's pages, with their nonce).
 */

const STATS = 'https://stats.example.test/script.js';
const TAGS = 'https://tags.example.test/gtm.js?id=GTM-TEST';

/** Requests that leave the gateway's origin. */
function foreignRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

test('without configuration, consent loads no script from anywhere', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, baseURL!);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Zgoda na pliki cookie' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AnalyticsScripts'));
  await banner.getByRole('button', { name: 'Akceptuję' }).click();
  expect(((await (await answered).json()) as { data: { analyticsScripts: unknown[] } }).data.analyticsScripts).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('script[data-consented]').count()).toBe(0);
  expect(foreign).toEqual([]);
});

test.describe('with analytics and a tag manager configured', () => {
  const port = Number(process.env.E2E_GATEWAY_PORT ?? 4100) + 2;
  const origin = `http://localhost:${port}`;
  let gateway: ChildProcess;

  test.beforeAll(async () => {
    gateway = spawn(process.execPath, ['dist/main.js'], {
      cwd: fileURLToPath(new URL('../gateway/', import.meta.url)),
      env: { ...process.env, PORT: String(port), LEGACY_API_URL: `${LEGACY}/api/v1`, LOG_LEVEL: 'warn', ANALYTICS_SCRIPT_URL: STATS, TAG_MANAGER_SCRIPT_URL: TAGS },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.ok ?? false, { timeout: 20_000 }).toBe(true);
  });
  test.afterAll(() => {
    gateway?.kill();
  });

  test('they load after consent from the configured hosts only; the CSP refuses any other host', async ({ page }) => {
    const violations = await watchViolations(page);
    const loaded: string[] = [];
    for (const url of [STATS, TAGS]) {
      await page.route(url, (route) => {
        loaded.push(url);
        return route.fulfill({ contentType: 'text/javascript', body: `(window.loadedScripts ??= []).push(${JSON.stringify(url)});` });
      });
    }
    const foreign = foreignRequests(page, origin);

    await page.goto(`${origin}/`);
    const banner = page.getByRole('region', { name: 'Zgoda na pliki cookie' });
    await expect(banner).toBeVisible();
    // Nothing before the visitor answers, nothing with only the necessary cookies.
    await banner.getByRole('button', { name: 'Tylko niezbędne' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(foreign).toEqual([]);

    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page.reload();
    await page.getByRole('region', { name: 'Zgoda na pliki cookie' }).getByRole('button', { name: 'Akceptuję' }).click();
    // The tag manager runs only with the nonce of a page the gateway drew for a consenting visitor: from the next page.
    await expect.poll(() => page.evaluate(() => (window as { loadedScripts?: string[] }).loadedScripts ?? [])).toEqual([STATS]);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { loadedScripts?: string[] }).loadedScripts ?? [])).toEqual(expect.arrayContaining([STATS, TAGS]));
    expect(await page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.[0]?.event)).toBe('gtm.js');
    expect(await violations()).toEqual([]);

    // Another host is not allowed to run script on the page.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://elsewhere.example.test/tracker.js';
      document.head.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringContaining('https://elsewhere.example.test/tracker.js'));
    // Analytics on both pages (consent, then the reload), the tag manager on the second only.
    expect(loaded.sort()).toEqual([STATS, STATS, TAGS].sort());
  });
});
