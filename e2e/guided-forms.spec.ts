import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/**
 * Issue 27's forms at 1280 px, as a person meets them: the database page takes the catalogue's search, the
 * registration wizard shows where one is, the page editors keep unsaved work.
 */

/** WCAG 2.1 A and AA rules checked by axe on the page as a person sees it. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test("the database page starts honest, takes the catalogue's filters, picks GPC codes in the picker and counts before generating", async ({ page }) => {
  // A company of the seed whose database nobody generates in the suite: it has never had a file.
  await login(page, 'biuro@garmazernia-pyszne-danie.demo.test');
  await page.goto('/catalog?name__contains=pierogi');
  const found = await page.getByText(/^Znaleziono [\d\s]+ produkt/).textContent();
  await page.getByRole('link', { name: 'Pobierz bazę danych' }).click();

  await expect(page).toHaveURL(/\/products\/database\/\d+\?name__contains=pierogi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Baza danych' })).toBeVisible();
  await expect(page.getByLabel('Nazwa produktu zawiera')).toHaveValue('pierogi');
  await expect(page.getByText(/^Nie ma jeszcze pliku do pobrania/)).toBeVisible();
  await expect(page.getByText('Link wygasł')).toHaveCount(0);
  // The count is the catalogue's own for the same filters (at most: private products stay out of the file).
  const count = page.getByRole('status').filter({ hasText: 'Wybrane filtry obejmują' });
  const all = found!.replace(/\D/g, '');
  await expect(count).toContainText(new RegExp(`do ${all.replace(/\B(?=(\d{3})+$)/g, '\\s')} produkt`));

  await page.getByRole('button', { name: 'Wybierz kategorie GPC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kategorie GPC' });
  await dialog.getByRole('checkbox', { name: /Żywność\/Napoje\/Tytoń/ }).check();
  await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByRole('button', { name: 'Usuń kategorię Żywność/Napoje/Tytoń' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wybierz kategorie GPC' })).toBeFocused();
  await expect(count).toContainText(/Wybrane filtry obejmują do [\d\s]+ produkt/);
  expect(await violations(page)).toEqual([]);
});

test('the registration wizard shows its numbered steps and puts the focus on the first field in error', async ({ page }) => {
  await page.goto('/registration');
  const steps = page.getByRole('navigation', { name: 'Kroki rejestracji' });
  await expect(steps.getByText('Krok 1 z 4: REGON firmy')).toBeVisible();
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  const dalej = page.getByRole('button', { name: 'Dalej' });
  await dalej.click();
  await expect(page.getByLabel('REGON')).toBeFocused();

  // A valid REGON neither the registry nor the platform knows (not the seed's `unknownRegon`, which another journey
  // registers): the company's data is the person's to type.
  await page.getByLabel('REGON').fill('712345601');
  await dalej.click();
  await expect(steps.getByText('Krok 2 z 4: Dane firmy')).toBeFocused();
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('listitem').first()).toContainText('REGON firmy (ukończony)');
  const company = page.getByRole('form', { name: 'Dane firmy' });
  await company.getByRole('button', { name: 'Dalej' }).click();
  // The first field of the step, empty: the NIP.
  await expect(company.getByRole('textbox', { name: /^NIP/ })).toBeFocused();
  await expect(company.getByRole('textbox', { name: /^NIP/ })).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page)).toEqual([]);
});

test('a page editor asks before leaving with unsaved changes, in the app and when the tab closes', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await page.goto('/verify_data_cms');
  const editor = page.getByRole('textbox', { name: /^Treść strony/ });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Zmiana bez zapisu.');

  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' });
  await contact.click();
  const question = page.getByRole('alertdialog', { name: 'Niezapisane zmiany' });
  await expect(question).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Zostań na stronie' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/verify_data_cms$/);
  await expect(editor).toContainText('Zmiana bez zapisu.');

  // Closing the tab: the browser's own question, answered "stay".
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(editor).toContainText('Zmiana bez zapisu.');

  await contact.click();
  await question.getByRole('button', { name: 'Wyjdź bez zapisywania' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
