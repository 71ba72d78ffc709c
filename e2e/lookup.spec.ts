import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LEGACY } from './support';

/**
 * A visitor's single GTIN lookup as issue 27 asks for it, on a desk and on a phone: the form's order, what is missing
 * before "Szukaj" works, the lookups left after each lookup, a "Nie znaleziono" that helps, GTIN-13 shown as 13 digits;
 * and axe (WCAG 2.1 AA) on each state. The stand-in's count is per address: every journey starts from 30.
 */
test.beforeEach(() => fetch(`${LEGACY}/__dev/limits`, { method: 'DELETE' }));

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

const top = async (page: Page, locator: ReturnType<Page['getByRole']>) => (await locator.boundingBox())!.y;

for (const [name, viewport] of [
  ['at 1280 px', { width: 1280, height: 900 }],
  ['on a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a visitor: form in order, what is missing, not found with help, lookups left, the card in 13 digits', async ({ page }) => {
      await page.goto('/catalog');
      const gtin = page.getByLabel('Numer GTIN');
      const terms = page.getByRole('checkbox', { name: /Akceptuję/ });
      const captcha = page.getByRole('checkbox', { name: 'Nie jestem robotem' });
      const search = page.getByRole('button', { name: 'Szukaj', exact: true });
      const advanced = page.getByText('Wyszukiwanie zaawansowane', { exact: true });
      await expect(captcha).toBeVisible();
      // GTIN, terms, captcha and Szukaj come first; the filters a visitor cannot use are a closed disclosure below.
      const order = [await top(page, gtin), await top(page, terms), await top(page, captcha), await top(page, search), await top(page, advanced)];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      await expect(page.getByLabel('Nazwa produktu')).toBeHidden();
      await expect(search).toHaveAccessibleDescription('Aby wyszukać, wpisz numer GTIN, zaakceptuj regulamin i potwierdź, że nie jesteś robotem.');
      expect(await axeViolations(page), 'the empty form').toEqual([]);

      await gtin.fill('5901234999991');
      await terms.focus();
      await page.keyboard.press('Space');
      await expect(search).toHaveAccessibleDescription('Aby wyszukać, potwierdź, że nie jesteś robotem.');
      await captcha.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Captcha rozwiązana')).toBeVisible({ timeout: 20_000 });
      await expect(search).not.toHaveAttribute('aria-describedby');
      await search.click();

      const notFound = page.getByRole('alert');
      await expect(notFound).toContainText('Nie znaleziono: 5901234999991');
      await expect(notFound).toContainText('prefiks 590');
      await expect(page.getByRole('status').filter({ hasText: /wyszukiwań/ })).toHaveText('Pozostało 29 z 30 wyszukiwań w ciągu 24 godzin.');
      await advanced.click();
      await expect(page.getByLabel('Nazwa produktu')).toBeDisabled();
      expect(await axeViolations(page), 'not found, the disclosure open').toEqual([]);

      await gtin.fill('5901234123457');
      await search.click();
      await expect(page).toHaveURL(/\/catalog\/5901234123457$/);
      await expect(page.getByRole('heading', { level: 1, name: /Pierogi ruskie/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /wyszukiwań/ })).toHaveText('Pozostało 28 z 30 wyszukiwań w ciągu 24 godzin.');
      await expect(page.getByRole('button', { name: '5901234123457', exact: true })).toBeVisible();
      expect(await axeViolations(page), 'the card with the lookups left').toEqual([]);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('the scanner dialog and its refusal pass axe', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
  await page.getByRole('button', { name: 'Skanuj kod' }).click();
  // This spec's browser has no camera: the dialog says so.
  await expect(page.getByRole('dialog', { name: 'Skanuj kod kreskowy' }).getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
