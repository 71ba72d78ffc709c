import { expect, test, type Page } from '@playwright/test';
import { appRunning, collectErrors, isGraphql, login, operationOf } from './support';

/**
 * Nothing a person does before the page is live is lost (issue 35): on a phone the app takes over a drawn page seconds
 * after it is on the screen, and people start typing as soon as they see a field. Each journey throttles the CPU 4×
 * (Lighthouse's phone), starts typing and ticking the moment `load` fires, and then finds everything it did in the
 * app's state: the fields keep their text, the boxes their ticks, and "Szukaj" or "Zaloguj się" acts on them.
 */

/** 4× slower CPU, as Lighthouse's mobile run: the app takes over seconds after the page shows. */
async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}


/** Types as a person does, key by key, into the field as soon as it is on the page. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' }).first();
  await field.click();
  await page.keyboard.type(text);
  return field;
}

test.beforeEach(async ({ page }) => {
  await slowPhoneCpu(page);
});

test('a visitor types a GTIN and ticks the terms as the catalogue appears: both count once the app runs', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/catalog', { waitUntil: 'load' });
  const gtin = await typeInto(page, 'Numer GTIN', '5901234123457');
  await page.getByRole('checkbox', { name: /Akceptuję/ }).click();

  // Once the app runs, what was typed and ticked is its state.
  await appRunning(page, 30_000);
  await expect(gtin).toHaveValue('5901234123457');
  await expect(page.getByRole('checkbox', { name: /Akceptuję/ })).toBeChecked();
  await page.getByText('Nie jestem robotem').click();
  await expect(page.getByText('Captcha rozwiązana')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/\/catalog\/5901234123457$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pierogi', { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('a visitor ticks the terms and presses Enter before the catalogue is live: only the captcha is asked for', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/catalog', { waitUntil: 'load' });
  await typeInto(page, 'Numer GTIN', '5901234123457');
  await page.getByRole('checkbox', { name: /Akceptuję/ }).click();
  await page.keyboard.press('Enter');
  // Sent once the app runs, with the tick counted: what is missing is the captcha alone.
  await expect(page.getByTestId('captcha-box')).toHaveAttribute('data-blink', 'true', { timeout: 30_000 });
  await expect(page.locator('[data-blink]')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /Akceptuję/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a member types a brand the moment the catalogue loads: it is searched, not emptied', async ({ page }) => {
  const errors = collectErrors(page);
  await login(page, 'firma@demo.test');
  await page.goto('/catalog', { waitUntil: 'load' });
  const brand = await typeInto(page, 'Marka', 'Mlekovita');

  // The signed-in menu is the app's: the page is live.
  await expect(page.getByRole('button', { name: /^Menu użytkownika: / })).toBeVisible({ timeout: 30_000 });
  await expect(brand).toHaveValue('Mlekovita');
  const searched = page.waitForRequest((request) => isGraphql(request) && operationOf(request) === 'CatalogSearch', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await searched;
  await expect(page).toHaveURL(/brand__contains=Mlekovita/);
  // The results come into view with their heading focused, not the top of the form.
  const found = page.getByRole('heading', { level: 2, name: /^Znaleziono/ });
  await expect(found).toBeFocused({ timeout: 20_000 });
  await expect(found).toBeInViewport();
  expect(errors).toEqual([]);
});

test('a member who presses Enter before the catalogue is live gets the search, not a reload with the text in the address', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog', { waitUntil: 'load' });
  await typeInto(page, 'Numer GTIN', '5901234123457');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/5901234123457$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pierogi', { timeout: 20_000 });
});

test('a person types their e-mail and password as the login page appears and presses Enter: they are signed in', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login', { waitUntil: 'load' });
  await typeInto(page, 'Adres e-mail', 'firma@demo.test');
  await typeInto(page, 'Hasło', 'Demo123!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Menu użytkownika: / })).toBeVisible({ timeout: 20_000 });
  // The password never went into an address.
  expect(page.url()).not.toContain('Demo123');
  expect(errors).toEqual([]);
});

test('a visitor types a REGON as the registration appears and presses Enter: the wizard goes on with it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/registration', { waitUntil: 'load' });
  // A REGON no journey registers (the registry does not know it: the company's data are asked for by hand).
  await typeInto(page, /^REGON/, '123456785');
  await page.keyboard.press('Enter');
  const company = page.getByRole('form', { name: 'Dane firmy' });
  await expect(company.getByLabel('REGON')).toHaveValue('123456785', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a visitor opening a shared card link sees its question at once and ticks the captcha as soon as it is offered', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/catalog/05901234123457', { waitUntil: 'load' });
  // The card's question is in the served page: what it is about, and what unlocks it.
  await expect(page.getByRole('heading', { level: 1, name: 'Karta produktu 5901234123457' })).toBeVisible();
  const question = page.getByRole('region', { name: 'Potwierdź, że nie jesteś robotem' });
  await question.getByText('Nie jestem robotem').click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pierogi', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a member presses "Wróć" on a card before the page is live: it takes them to the catalogue', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog/05901234123457', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pierogi');
  await page.getByRole('button', { name: 'Wróć' }).first().click();
  await expect(page).toHaveURL(/\/catalog$/, { timeout: 30_000 });
});

test('a member presses "Wyślij plik do weryfikacji" before /verify_data is live: the upload form opens, not the login', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/verify_data', { waitUntil: 'load' });
  await page.getByRole('link', { name: 'Wyślij plik do weryfikacji' }).click();
  await expect(page).toHaveURL(/\/verify_data\/upload$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Wyślij plik do weryfikacji' })).toBeVisible({ timeout: 30_000 });
});

test('a member presses their menu before the page is live, on the home page, the catalogue and a card: it opens', async ({ page }) => {
  // Three pages, each taken over seconds after it shows (4× CPU).
  test.slow();
  await login(page, 'firma@demo.test');
  for (const path of ['/', '/catalog', '/catalog/05901234123457']) {
    await test.step(path, async () => {
      await page.goto(path, { waitUntil: 'load' });
      await page.getByRole('button', { name: /^Menu użytkownika: / }).click();
      await expect(page.getByRole('menuitem', { name: /Wyloguj/ })).toBeVisible({ timeout: 30_000 });
    });
  }
});
