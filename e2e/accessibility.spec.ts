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

  test('a member: verification pages and the generator with its codes', async ({ page }) => {
    await login(page, 'firma@demo.test');
    for (const path of ['/verify_data', '/verify_data/upload', '/my_products']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/generator_2d?gtin_number=5901234123457');
    await page.getByRole('button', { name: 'Wygeneruj kod' }).click();
    await expect(page.getByRole('region', { name: 'Kod QR' })).toBeVisible();
    expect(await violations(page), 'generator').toEqual([]);
    // A hovered solid button keeps its white text readable (Chakra's own hover shade was 4.3:1); the colour eases in.
    await page.getByRole('button', { name: 'Wygeneruj kod' }).hover();
    await expect.poll(() => violations(page), { message: 'generator, button hovered' }).toEqual([]);
    await expect(page.getByRole('button', { name: 'Wygeneruj kod' })).toHaveCSS('background-color', 'rgb(23, 61, 166)');
  });
});
