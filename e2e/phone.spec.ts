import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailedPath } from './accounts-support';
import { login } from './support';

// A common phone: 390 × 844 CSS pixels.
test.use({ viewport: { width: 390, height: 844 } });

/** The information pages every role reaches from the footer and the menu. */
const INFORMATION = ['/about_us', '/contact', '/pricing', '/terms', '/privacy', '/cookies', '/verify_data', '/how_it_works'];

/**
 * Opens a page as a phone shows it once its answers are in (a results table is wider than its heading) and checks
 * that nothing is wider than the screen.
 */
async function fitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // A dialog that opened by itself is closed: the page under it counts too.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Where the role may open the page, it stays there (a guard would send it home with a message).
  expect(new URL(page.url()).pathname, `${path}: the role reaches the page`).toBe(path.split('?')[0]);

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${path}: the page is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** The header on one line, and the main navigation behind the menu button, by keyboard. */
async function menuWorks(page: Page) {
  const home = await page.getByRole('banner').getByRole('link', { name: /^Strona główna/ }).boundingBox();
  const menuButton = page.getByRole('button', { name: 'Menu główne' });
  const button = await menuButton.boundingBox();
  expect(home && button, 'logo and menu button are shown').toBeTruthy();
  // One line: the logo and the menu button share a row.
  expect(Math.abs(home!.y + home!.height / 2 - (button!.y + button!.height / 2)), 'header on one line').toBeLessThan(8);

  const catalogue = page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Katalog' });
  await expect(catalogue).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(catalogue).toBeVisible();
  // Keyboard: Tab leads into the opened list, Escape closes it and returns to the button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(catalogue).toBeHidden();
  await expect(menuButton).toBeFocused();
}

/**
 * A data table read as cards: each cell led by its column's name, the header row out of sight but for its sort
 * buttons (decision 035).
 */
async function readsAsCards(page: Page, table: string, cell: { label: string; text: string | RegExp }, sortable = false) {
  const located = page.getByRole('table', { name: table });
  const header = located.getByRole('columnheader', { name: cell.label, exact: true });
  if (sortable) await expect(header.getByRole('button', { name: cell.label })).toBeVisible();
  else await expect(header).toHaveCSS('clip-path', 'inset(50%)');
  const value = located.locator(`td[data-label="${cell.label}"]`).filter({ hasText: cell.text }).first();
  await expect(value).toBeVisible();
  expect(await value.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${cell.label}"`);
  // One card per row, stacked: the row is as wide as the table, and its label sits left of its value on one line.
  const [row, whole] = await Promise.all([value.locator('xpath=..').boundingBox(), located.boundingBox()]);
  expect(Math.round(row!.width)).toBe(Math.round(whole!.width));
}

/** The signed-in person's own account page, from the user menu. */
async function accountPage(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const account = (await page.getByRole('menuitem', { name: 'Moje konto' }).getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  expect(account).toMatch(/^\/user_data\/\w+$/);
  return account;
}

test('public pages fit a phone screen and open the navigation from the menu button', async ({ page }) => {
  const guestPages = ['/login', '/registration', '/assign_to_company', '/confirm/email/nieznany', '/reset_password'];
  for (const path of ['/', '/catalog', '/catalog/05901234123457', ...INFORMATION, ...guestPages]) await fitsThePhone(page, path);
  // The new-password page opens from the e-mailed link only.
  await page.getByLabel('Adres e-mail').fill('pracownik@demo.test');
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('button', { name: 'Wysłano' })).toBeDisabled();
  await fitsThePhone(page, await mailedPath('pracownik@demo.test', 'password_reset'));
  await menuWorks(page);
});

test("a company manager's pages fit a phone screen, tables read as cards, and choosing a page in the menu closes it", async ({ page }) => {
  // Nineteen pages, each waited for until its network is quiet: a minute on a busy machine.
  test.slow();
  await login(page, 'firma@demo.test');
  const account = await accountPage(page, /Menu użytkownika/);
  const own = ['/users', '/services', '/my_products', '/verify_data/upload', '/generator_2d', '/products/database/2'];
  for (const path of ['/', '/catalog?name__contains=pierogi', '/catalog/05901234123457', ...INFORMATION, account, `${account}/change_password`, ...own]) {
    await fitsThePhone(page, path);
  }
  // Issue 27: /users was 782 px wide and scrolled sideways; each person is now a card.
  await fitsThePhone(page, '/users');
  await readsAsCards(page, 'Użytkownicy firmy', { label: 'E-mail', text: 'pracownik@demo.test' });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), '/users as cards').toEqual([]);
  await fitsThePhone(page, '/catalog?name__contains=pierogi');
  await readsAsCards(page, 'Wyniki wyszukiwania', { label: 'Nazwa', text: /pierogi/i });

  await menuWorks(page);
  const menuButton = page.getByRole('button', { name: 'Menu główne' });
  await menuButton.click();
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Katalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test("a company's standard user's pages fit a phone screen", async ({ page }) => {
  await login(page, 'pracownik@demo.test');
  const account = await accountPage(page, /Ewa Nowak/);
  for (const path of ['/', '/catalog?name__contains=pierogi', '/catalog/05901234123457', ...INFORMATION, `${account}/change_password`, account]) {
    await fitsThePhone(page, path);
  }
  await readsAsCards(page, 'Członkostwa w firmach', { label: 'Rola', text: 'Użytkownik standardowy' });
});

test("an administrator's pages fit a phone screen, tables read as cards", async ({ page }) => {
  test.slow();
  await login(page, 'admin@demo.test');
  const account = await accountPage(page, /Menu użytkownika/);
  const admin = ['/companies', '/companies/2', '/repository', '/repository/issue_file/1', '/cms', '/homepage_cms', '/how_it_works_cms', '/verify_data_cms'];
  const ownCompany = ['/users', '/services'];
  for (const path of ['/', '/catalog?name__contains=pierogi', ...INFORMATION, account, `${account}/change_password`, ...admin, ...ownCompany]) {
    await fitsThePhone(page, path);
  }
  // Issue 27: /companies/{id} was 991 px wide (a hidden 'Akcje' header escaped its table).
  await fitsThePhone(page, '/companies/2');
  await readsAsCards(page, 'Użytkownicy', { label: 'E-mail', text: 'firma@demo.test' }, true);
  await menuWorks(page);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the same tables stay tables, with their header row in sight', async ({ page }) => {
    await login(page, 'firma@demo.test');
    await page.goto('/users');
    const users = page.getByRole('table', { name: 'Użytkownicy firmy' });
    await expect(users.getByRole('columnheader', { name: 'E-mail', exact: true })).toHaveCSS('clip-path', 'none');
    const cell = users.locator('td[data-label="E-mail"]').filter({ hasText: 'pracownik@demo.test' });
    await expect(cell).toHaveCSS('display', 'table-cell');
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none');
  });
});
