import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/**
 * Issue 27: results people can see at 1280 px. The repository's filters, Enter and selection; each file's results on
 * /my_products; the limits and the API key on /services. Each page is checked with axe (WCAG 2.1 AA) as it is left.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`), where).toEqual([]);
}

test('admin searches the repository by a company typed and Enter, keeps the filters through a reload and Back, selects the rows shown', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await page.goto('/repository');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();

  // Nothing of the table is cut off at 1280 px: its last column is inside the page, with no sideways scroll.
  const lastHeader = table.getByRole('columnheader', { name: 'Przypisany' });
  await expect(lastHeader).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);

  await page.getByRole('textbox', { name: 'Firma' }).fill('Przykładowa');
  await page.getByRole('textbox', { name: 'Firma' }).press('Enter');
  await expect(page).toHaveURL(/[?&]company=2(:|%3A)/);
  await expect(page.getByText('Wybrano firm: 1')).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Przykładowa Firma Spożywcza');
  const companies = await rows.locator('td:nth-child(2)').allTextContents();
  expect(companies.every((name) => name.startsWith('Przykładowa Firma Spożywcza'))).toBe(true);
  await expect(page.getByRole('figure', { name: 'Według statusu' })).toBeVisible();
  await expectNoAxeViolations(page, '/repository, one company');

  await page.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' }).check({ force: true });
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/error=EP-0005/);
  await expect(table.getByText(/EP-000[36]/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Usuń Przykładowa Firma Spożywcza Sp. z o.o. z filtra' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/error=/);
  await expect(page.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' })).not.toBeChecked();

  // "Select all" takes the rows shown; on another page it starts again from none.
  await page.goto('/repository');
  await page.getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze' }).focus();
  await page.keyboard.press('Space');
  const shown = await rows.count();
  await expect(page.getByText(`Zaznaczono wierszy: ${shown}`)).toBeVisible();
  await page.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Zaznaczono wierszy: 0')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Zaznacz wszystkie wiersze' })).not.toBeChecked();
});

test('a member sees each verified file’s results per status, why a file failed and that an old link expired', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/my_products');
  const table = page.getByRole('table', { name: 'Raporty' });
  await expect(table.getByRole('row', { name: /cennik_hurtowy\.csv/ })).toContainText('Plik nie zawiera żadnego numeru GTIN w pierwszej kolumnie pierwszego arkusza');
  await expect(table.getByRole('row', { name: /produkty_2024_archiwum\.xlsx/ })).toContainText(/Link wygasł – wynik można było pobrać do \d{4}-\d{2}-\d{2} \d{1,2}:\d{2}\./);
  const summary = page.getByRole('figure', { name: /^moje_produkty\.xlsx/ });
  await expect(summary.getByRole('listitem')).toHaveText(['Aktywne: 4', 'Nieaktywne: 1', 'Wycofane: 1', 'Nie znaleziono w bazie GS1 Polska: 1', 'To nie jest numer GTIN (długość, znaki lub cyfra kontrolna): 1']);
  // Issue 38: the file's 8 GTINs are the whole; its 4 active ones draw half a bar, not a full one.
  await expect(summary).toHaveAccessibleName(/, razem: 8$/);
  expect(await summary.locator('rect').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('width')))).toEqual(['50', '12.5', '12.5', '12.5', '12.5']);
  await expectNoAxeViolations(page, '/my_products');
});

test('a member reads each limit as used and left, and copies the API key', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'firma@demo.test');
  await page.goto('/services');
  const usage = page.getByRole('region', { name: 'Wykorzystanie' }).getByRole('listitem');
  await expect(usage).toHaveCount(3);
  // Used and left add up to the package's limit (1 500 000), whatever earlier journeys downloaded.
  const shared = (await usage.nth(2).textContent())!.replace(/\u00a0/g, '');
  const [, used, left] = /wykorzystano (\d+), pozostało (\d+)/.exec(shared)!;
  expect(Number(used) + Number(left)).toBe(1_500_000);
  expect(Number(used)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Kopiuj' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Skopiowano' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel('Klucz API').textContent());
  await expectNoAxeViolations(page, '/services');
});
