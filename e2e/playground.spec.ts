import { expect, test, type Page } from '@playwright/test';
import { DEVELOPMENT_GATEWAY, login, operationOf, watchViolations } from './support';

/**
 * The GraphQL playground as a frontend developer meets it (issue 28), in Chromium under the gateway's CSP: the
 * preloaded lookup runs on the first click, the answer's status, time and request id show, the example operations
 * are there, and who the playground runs as follows the app's sign-in.
 */

/**
 * Runs the open tab's operation, named `operationName`, once GraphiQL has taken the schema in (it ignores the button
 * until then) and the editor's operation name has caught up with a tab just opened.
 */
async function run(page: Page, operationName: string) {
  await expect(async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/graphql') && operationOf(r.request()) === operationName, { timeout: 3_000 });
    await page.getByRole('button', { name: /Execute query/i }).click();
    await answer;
  }).toPass({ timeout: 30_000 });
}

test('where trusted documents are enforced, the playground says that it runs with a bearer token', async ({ page }) => {
  await page.goto('/graphql');
  const bar = page.getByRole('banner');
  await expect(bar).toContainText('Ta bramka wykonuje własne operacje tylko z tokenem');
  await expect(bar.getByRole('link', { name: 'przewodnik integratora', exact: true })).toHaveAttribute('href', '/graphql/guide');
});

// With the browser's session, as a developer uses it: a development gateway runs any document (decision 030).
test.describe('on a development gateway', () => {
  test.use({ baseURL: DEVELOPMENT_GATEWAY });

  test('the first Run answers data; the signed-in state follows the app, and the lookup then finds the product', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/graphql');
    await expect(page.getByRole('heading', { level: 1, name: 'GraphQL API katalogu GS1' })).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar).toContainText('Niezalogowany');
    await expect(bar.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login?next=%2Fgraphql');
    const docs = page.getByRole('navigation', { name: 'Dokumentacja' });
    const links: [string, string][] = [
      ['SDL', '/graphql/schema.graphql'],
      ['Przewodnik integratora', '/graphql/guide'],
      ['Zmiany API', '/graphql/changelog'],
      ['Aplikacja', '/'],
    ];
    for (const [name, href] of links) {
      await expect(docs.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Seven examples, one tab each, the lookup open with its GTIN filled in.
    for (const name of ['ProductLookup', 'ProductsLookup', 'Viewer', 'MemberSearch', 'Suggestions', 'Generator', 'UpdateUserData']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }

    await run(page, 'ProductLookup');
    const result = page.getByRole('region', { name: 'Result Window' });
    // A visitor without a solved captcha: the union's member, with its code and Polish message.
    await expect(result).toContainText('"__typename": "CaptchaRequired"');
    await expect(result).toContainText('"code": "CAPTCHA_REQUIRED"');
    await expect(page.getByRole('status').filter({ hasText: 'x-request-id' })).toContainText(/HTTP 200 · \d+ ms · x-request-id [0-9a-f-]{36}/);

    // "Zaloguj się i wróć tutaj": the sign-in comes back to the playground (issue 38).
    await bar.getByRole('link', { name: 'Zaloguj się' }).click();
    await page.getByLabel('E-mail').fill('firma@demo.test');
    await page.getByLabel('Hasło', { exact: true }).fill('Demo123!');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(page.getByRole('banner')).toContainText('Zalogowano jako firma@demo.test (Przykładowa Firma Spożywcza Sp. z o.o.)');
    await run(page, 'ProductLookup');
    await expect(result).toContainText('"name": "Pierogi ruskie 450 g"');
    // Many GTINs in one field: each answered in the order of the list.
    const editor = page.locator('.graphiql-query-editor');
    await expect(async () => {
      await page.getByRole('tab', { name: 'ProductsLookup' }).click();
      await expect(editor).toContainText('query ProductsLookup', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await run(page, 'ProductsLookup');
    await expect(result).toContainText('"__typename": "ProductLookups"');
    await expect(result).toContainText('"__typename": "ProductNotFound"');
    await expect(result).toContainText('"__typename": "InvalidGtin"');
    expect(await violations()).toEqual([]);
  });

  test('the example mutation answers its field problems', async ({ page }) => {
    await login(page, 'firma@demo.test');
    await page.goto('/graphql');
    // A tab chosen before the editor has mounted is marked open while the editor keeps the first tab's text, and a
    // second click on an open tab changes nothing; so wait for the editor to show the lookup, then choose the tab.
    const editor = page.locator('.graphiql-query-editor');
    await expect(editor).toContainText('query ProductLookup', { timeout: 30_000 });
    await expect(async () => {
      await page.getByRole('tab', { name: 'ProductLookup' }).click();
      await page.getByRole('tab', { name: 'UpdateUserData' }).click();
      await expect(editor).toContainText('mutation UpdateUserData', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await run(page, 'UpdateUserData');
    const result = page.getByRole('region', { name: 'Result Window' });
    await expect(result).toContainText('"__typename": "ValidationFailed"');
    await expect(result).toContainText('Zły format telefonu komórkowego');
    // The person is still signed in after a mutation (the bar reads the session again).
    await expect(page.getByRole('banner')).toContainText('Zalogowano jako firma@demo.test');
  });
});
