import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/** WCAG 2.1 A and AA rules checked by axe on the page as a person sees it. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('public pages: home, catalogue, login', async ({ page }) => {
    for (const path of ['/', '/catalog', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('a member: catalogue results and a product card', async ({ page }) => {
    await login(page, 'firma@demo.test');
    await page.goto('/catalog?name__contains=pierogi');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await violations(page), 'results').toEqual([]);
    // Active (green) and withdrawn (orange) status badges.
    for (const gtin of ['05901234123457', '05901234123464']) {
      await page.goto(`/catalog/${gtin}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), `card ${gtin}`).toEqual([]);
    }
  });
});
