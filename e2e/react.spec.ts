import { expect, test, type Page } from '@playwright/test';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { appOperation, collectErrors, LEGACY, login } from './support';

/**
 * The app runs on React DOM in the browser (docs/decisions/026): the root it renders into carries React's own key,
 * and a page that arrives drawn by the server (prerendered, or a card drawn for its visitor) is hydrated without a
 * mismatch. React reports a mismatch as an error, in the console or as an uncaught error.
 */

/** The key React DOM puts on the element it renders into (`__reactContainer$<random>`), or null. */
const reactRootKey = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).find((key) => key.startsWith('__reactContainer$')) ?? null);


/** Whether the page came from the server drawn (its #root had markup before any script ran). */
async function arrivedDrawn(page: Page, route: string): Promise<boolean> {
  const html = await (await page.request.get(route)).text();
  return !html.includes('<div id="root"></div>');
}

/** Loads `route`, waits until its heading is there and React has rendered into #root; the errors logged meanwhile. */
async function openOnReact(page: Page, route: string, heading: RegExp): Promise<string[]> {
  const errors = collectErrors(page);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => reactRootKey(page), { message: `${route}: React's root key on #root` }).toMatch(/^__reactContainer\$/);
  await page.waitForLoadState('networkidle');
  return errors;
}

test('the home page, the catalogue and a card hydrate on React without a mismatch', async ({ page }) => {
  for (const [route, heading] of [
    ['/', /^Katalog produktów GS1 Polska$/],
    ['/catalog', /^Katalog produktów$/],
  ] as const) {
    expect(await arrivedDrawn(page, route), `${route} is prerendered`).toBe(true);
    expect(await openOnReact(page, route, heading), route).toEqual([]);
  }

  // A visitor who solved the captcha gets the card drawn by the gateway with its answer, which the app hydrates.
  const solved = await page.request.post('/graphql', {
    data: appOperation('SubmitCaptcha', { token: await solveCaptchaForTests(`${LEGACY}/api/v1`) }),
  });
  expect((await solved.json()) as unknown).toMatchObject({ data: { submitCaptcha: { __typename: 'CaptchaState' } } });
  const card = '/catalog/05901234123457';
  expect(await arrivedDrawn(page, card), 'the card is drawn by the gateway').toBe(true);
  expect(await openOnReact(page, card, /Pierogi ruskie/), card).toEqual([]);
});

test('a signed-in page runs on React', async ({ page }) => {
  await login(page, 'firma@demo.test');
  expect(await openOnReact(page, '/users', /^Użytkownicy firmy$/)).toEqual([]);
});

test('a page whose markup does not match what the app renders is reported: the checks above can fail', async ({ page }) => {
  // The prerendered home page with its heading's text changed: React finds another text there than it renders.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('Katalog produktów GS1 Polska</h1>', 'Zmieniony nagłówek</h1>');
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ response, body: html, headers });
  });
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog produktów GS1 Polska' })).toBeVisible();
  await expect.poll(() => errors.join('\n')).toMatch(/Minified React error #418|Hydration failed/);
});
