import { expect, test } from '@playwright/test';
import { login, watchViolations } from './support';

/**
 * The app under the gateway's Content-Security-Policy (issue 13), in Chromium: every page of a journey works, the
 * ALTCHA worker solves, and nothing the policy refuses is attempted (the playground's: playground.spec.ts).
 */

test('an anonymous lookup with the captcha solved in its web worker, under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/catalog');
  await page.getByLabel('Numer GTIN').fill('5901234123457');
  for (const name of [/Akceptuję/, 'Nie jestem robotem']) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('Captcha rozwiązana')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pierogi ruskie/ })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a member sees the product picture through the gateway, never from the upstream host', async ({ page: home }) => {
  const homeViolations = await watchViolations(home);
  await login(home, 'firma@demo.test');
  // The card's pictures only, in a tab of its own: the home page the login lands on shows a picture of its own (a PNG
  // in its content), which may still be arriving.
  const page = await home.context().newPage();
  const violations = await watchViolations(page);
  const pictures: { host: string; status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') {
      pictures.push({ host: new URL(response.url()).host, status: response.status(), type: response.headers()['content-type'] });
    }
  });
  await page.goto('/catalog/05901234123457');
  const picture = page.getByRole('img', { name: /Pierogi ruskie/ }).first();
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toMatch(/^\/media\//);
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  expect(pictures).toEqual(pictures.map(() => ({ host: new URL(page.url()).host, status: 200, type: 'image/svg+xml' })));
  expect([...(await homeViolations()), ...(await violations())]).toEqual([]);
});

test('no other site can frame the login page', async ({ page, baseURL }) => {
  const loginPage = page.waitForResponse(`${baseURL}/login`);
  await page.setContent(`<iframe title="framed" src="${baseURL}/login"></iframe>`);
  expect((await loginPage).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Chromium loads its own error page in the frame instead of the login form.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="framed"]').getByRole('button', { name: 'Zaloguj się' })).toHaveCount(0);
});
