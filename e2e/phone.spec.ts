import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

// A common phone: 390 × 844 CSS pixels.
test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_ROUTES = [
  '/',
  '/catalog',
  '/catalog/05901234123457',
  '/login',
  '/about_us',
  '/contact',
  '/pricing',
  '/terms',
  '/privacy',
  '/cookies',
  '/verify_data',
  '/how_it_works',
];

/** Opens a page and checks it as a phone shows it: nothing wider than the screen, the header on one line, the menu. */
async function checkOnPhone(page: Page, path: string) {
  await page.goto(path);
  // Measured once the page's answers are in (a results table is wider than its heading).
  await page.waitForLoadState('networkidle');
  // A direct anonymous visit to a card asks for the captcha in a dialog; the page under it counts too.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path}: the page is wider than the screen`).toBeLessThanOrEqual(clientWidth);

  const home = await page.getByRole('banner').getByRole('link', { name: /^Strona główna/ }).boundingBox();
  const menuButton = page.getByRole('button', { name: 'Menu główne' });
  const button = await menuButton.boundingBox();
  expect(home && button, `${path}: logo and menu button are shown`).toBeTruthy();
  // One line: the logo and the menu button share a row.
  expect(Math.abs(home!.y + home!.height / 2 - (button!.y + button!.height / 2)), `${path}: header on one line`).toBeLessThan(8);

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

test('public pages fit a phone screen and open the navigation from the menu button', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) await checkOnPhone(page, path);
});

test("a member's pages fit a phone screen, and choosing a page in the menu closes it", async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.getByRole('button', { name: /Menu użytkownika/ }).click();
  const account = (await page.getByRole('menuitem', { name: 'Moje konto' }).getAttribute('href')) ?? '';
  await page.keyboard.press('Escape');
  expect(account).toMatch(/^\/user_data\/\w+$/);
  // Every page of a company's manager, tables included (issue 27: /users was 782 px wide).
  const memberPages = ['/', '/catalog?name__contains=pierogi', '/catalog/05901234123457', account, `${account}/change_password`, '/pricing'];
  for (const path of [...memberPages, '/users', '/services', '/my_products', '/verify_data/upload', '/generator_2d', '/products/database/2']) {
    await checkOnPhone(page, path);
  }

  const menuButton = page.getByRole('button', { name: 'Menu główne' });
  await menuButton.click();
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Katalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test("an administrator's pages fit a phone screen, tables included", async ({ page }) => {
  await login(page, 'admin@demo.test');
  // Issue 27: /companies/{id} was 991 px wide (a hidden 'Akcje' header escaped its table).
  for (const path of ['/companies', '/companies/2', '/repository', '/cms', '/homepage_cms', '/how_it_works_cms', '/verify_data_cms']) {
    await checkOnPhone(page, path);
  }
});
