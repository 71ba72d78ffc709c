import { expect, test } from '@playwright/test';
import { isGraphql, operationOf, prepareAnonymousSearch } from './support';

test.describe('anonymous GTIN lookup', () => {
  test("a visitor's catalogue asks one question on arrival: who is signed in, with the captcha", async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isGraphql(request)) requests.push(operationOf(request));
    });
    // The question is asked once the app runs, which on a busy machine may come after the network first went quiet.
    const asked = page.waitForRequest((request) => isGraphql(request) && operationOf(request) === 'AppViewer');
    await page.goto('/catalog');
    await expect(page.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
    await asked;
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['AppViewer']);
  });

  test('a visitor looks up 5901234123457 with terms and captcha and sees its card', async ({ page }) => {
    await prepareAnonymousSearch(page, '5901234123457');
    await page.getByRole('button', { name: 'Szukaj' }).click();

    await expect(page).toHaveURL(/\/catalog\/5901234123457$/);
    await expect(page.getByRole('heading', { level: 1, name: /Pierogi ruskie/ })).toBeVisible();
    await expect(page.getByText('Aktywny', { exact: true })).toBeVisible();
    await expect(page.getByText('5901234123457', { exact: true }).first()).toBeVisible();
  });

  test('a wrong check digit says so without asking the server', async ({ page }) => {
    await prepareAnonymousSearch(page, '5901234123458');
    // Every GraphQL request the page sends from the click on: a search (CatalogSearch) or anything else would show.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (isGraphql(request)) requests.push(operationOf(request));
    });
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByText('To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7')).toBeVisible();
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(/\/catalog$/);
  });
});
