import { expect, test, type Page } from '@playwright/test';
import { appOperation, isGraphql, LEGACY, login, operationOf, prepareAnonymousSearch } from './support';

async function upstreamCalls(): Promise<Record<string, number>> {
  const stats = (await (await fetch(`${LEGACY}/__dev/stats`)).json()) as { requests: Record<string, number> };
  return stats.requests;
}

/**
 * A member signed in, on a home page that has settled (its own requests are not the ones to count): the GraphQL
 * operations the page sends from now on, with the stand-in's request counts reset.
 */
async function memberWatchingRequests(page: Page): Promise<string[]> {
  await login(page, 'firma@demo.test');
  await expect(page.getByText('ponad 700 milionów')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isGraphql(request)) requests.push(operationOf(request));
  });
  await fetch(`${LEGACY}/__dev/stats/reset`, { method: 'POST' });
  return requests;
}

test('a member searches by name with autocomplete and a GPC segment, pages, reloads and goes Back', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog');
  // The catalogue arrives drawn for the member; the suggestions answer once the app has taken the page over.
  await page.waitForLoadState('networkidle');
  const name = page.getByRole('combobox', { name: 'Nazwa produktu' });
  await name.pressSequentially('pier', { delay: 60 });
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(15);
  const suggestion = ((await listbox.getByRole('option').first().textContent()) ?? '').trim();
  await listbox.getByRole('option').first().click();
  await expect(name).toHaveValue(suggestion);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(new RegExp(`name__contains=${encodeURIComponent(suggestion).replace(/%20/g, '(\\+|%20)')}`));
  const table = page.getByRole('table', { name: 'Wyniki wyszukiwania' });
  await expect(table.getByRole('row').nth(1)).toContainText(suggestion);

  // A picked full name matches a handful of products; the stem and a segment give several pages.
  await name.fill('pier');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.getByRole('button', { name: 'Wybierz kategorie GPC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kategorie GPC' });
  await dialog.getByRole('checkbox', { name: /Żywność\/Napoje\/Tytoń/ }).check();
  await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByRole('button', { name: 'Usuń kategorię Żywność/Napoje/Tytoń' })).toBeVisible();
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/gpc_number=50000000/);
  await expect(page.getByText(/^Znaleziono \d/)).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Strony wyników' });
  await pages.getByRole('link', { name: 'Strona 2' }).click();
  await expect(page).toHaveURL(/offset=15/);
  await pages.getByRole('link', { name: 'Strona 3' }).click();
  await expect(page).toHaveURL(/offset=30/);
  await expect(pages.getByRole('link', { name: 'Strona 3' })).toHaveAttribute('aria-current', 'page');
  // The address moves at once; the rows are page 3's once the results are no longer busy (a busy CI read page 2's).
  await expect(page.getByRole('region', { name: 'Wyniki' })).toHaveAttribute('aria-busy', 'false');
  const firstOnPage3 = await table.getByRole('row').nth(1).getByRole('link').textContent();

  await page.reload();
  await expect(page).toHaveURL(/name__contains=pier.*gpc_number=50000000.*offset=30/);
  await expect(pages.getByRole('link', { name: 'Strona 3' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText(firstOnPage3 ?? '');
  await expect(page.getByRole('combobox', { name: 'Nazwa produktu' })).toHaveValue('pier');

  await page.goBack();
  await expect(page).toHaveURL(/offset=15/);
  await expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
});

test('a membership without advanced_search sees the advanced filters disabled', async ({ page }) => {
  await login(page, 'pracownik@demo.test');
  await page.goto('/catalog');
  // The catalogue arrives drawn for the member; its menu opens once the app has taken the page over.
  await page.waitForLoadState('networkidle');
  // With advanced_search the filters suggest (comboboxes); without it they are plain fields, disabled, explained,
  // behind a disclosure below "Szukaj".
  const suggesting = page.getByRole('combobox', { name: 'Nazwa produktu' });
  const disclosure = page.locator('summary', { hasText: 'Wyszukiwanie zaawansowane' });
  const explanation = page.getByText(/nie obejmuje wyszukiwania zaawansowanego/);
  // Once the signed-in person is known, the filters show what the active membership allows.
  const userMenu = page.getByRole('button', { name: /Ewa Nowak/ });
  await expect(userMenu).toBeVisible();
  await expect(suggesting.or(disclosure)).toBeVisible();
  if (await suggesting.isVisible()) {
    // The active company has the Pro package: switch to the free one.
    const before = (await userMenu.textContent()) ?? '';
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Zmień firmę' }).click();
    // The dialog's code loads when it first opens: count its options once it is there.
    await expect(page.getByRole('dialog')).toBeVisible();
    const options = page.getByRole('dialog').getByRole('button').filter({ hasNotText: /Zamknij|Anuluj/ });
    const count = await options.count();
    for (let i = 0; i < count; i++) {
      const label = ((await options.nth(i).textContent()) ?? '').trim();
      if (label && !before.includes(label.slice(0, 20))) {
        await options.nth(i).click();
        await expect(userMenu).toContainText(label.slice(0, 20));
        break;
      }
    }
  }
  await disclosure.click();
  await expect(explanation).toBeVisible();
  for (const label of ['Nazwa produktu', 'Marka', 'Nazwa firmy', 'NIP firmy']) await expect(page.getByRole('textbox', { name: label })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Wybierz kategorie GPC' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Numer GTIN/ })).toBeEnabled();
});

test('a withdrawn product shows the orange Wycofany status with its note', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog?gtin_number=5901234123464');
  await expect(page).toHaveURL(/\/catalog\/5901234123464$/);
  const badge = page.getByText('Wycofany', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-color', 'orange');
  await expect(page.getByText('Produkt nie jest już produkowany')).toBeVisible();
  // The barcode appears on a click of the GTIN.
  await page.getByRole('button', { name: '5901234123464' }).click();
  await expect(page.getByRole('img', { name: 'Kod kreskowy EAN-13: 5901234123464' })).toBeVisible();
});

test('an anonymous lookup of a global GTIN asks for the captcha, then for login', async ({ page }) => {
  await page.goto('/catalog?gtin_number=4006381333931');
  // Every anonymous lookup needs a solved captcha first, global ones included (issue 13).
  const captcha = page.getByRole('dialog', { name: 'Potwierdź, że nie jesteś robotem' });
  await captcha.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(captcha).toBeHidden({ timeout: 20_000 });
  const alert = page.getByRole('alert').filter({ hasText: /Zaloguj/ });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
});

const resetLimits = () => fetch(`${LEGACY}/__dev/limits`, { method: 'DELETE' });

test.describe('the anonymous limit', () => {
  // Other specs look up anonymously from the same address: leave them a fresh limit.
  test.afterAll(async () => {
    await resetLimits();
  });

  test('the 31st anonymous lookup in 24 h shows the limit message', async ({ page }) => {
    expect((await resetLimits()).status).toBe(204);
    await prepareAnonymousSearch(page, '5901234123457');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/catalog\/5901234123457$/);
    // Lookups 2–30 from this browser (its address, cookie and captcha), without 29 page loads.
    const answers = await page.evaluate(async (lookup) => {
      const typenames: string[] = [];
      for (let i = 2; i <= 30; i++) {
        const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lookup) });
        typenames.push(((await res.json()) as { data: { product: { __typename: string } } }).data.product.__typename);
      }
      return typenames;
    }, appOperation('ProductCard', { gtin: '5901234123457' }));
    expect(answers).toEqual(Array(29).fill('Product'));
    await page.goto('/catalog?gtin_number=5901234123457');
    const alert = page.getByRole('alert').filter({ hasText: 'Zarejestruj się' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\?gtin_number=5901234123457/);
  });
});

test('arriving on a card, it comes drawn with its answer: no request for it from the browser, one upstream lookup', async ({ page }) => {
  const requests = await memberWatchingRequests(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto('/catalog/05901234123457');
  // The gateway drew it for this member: the name and the picture are in the HTML, which no cache may keep.
  const html = (await response!.text()).split('<div id="root">')[1] ?? '';
  expect(html).toContain('Pierogi ruskie 450 g');
  expect(html).toMatch(/<img [^>]*src="\/media\//);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: /Pierogi ruskie/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app takes the drawn card over (a click shows the barcode) without asking again: a lookup counted twice would
  // eat a visitor's limit.
  await page.getByRole('button', { name: '5901234123457' }).click();
  await expect(page.getByRole('img', { name: /Kod kreskowy/i })).toBeVisible();
  expect(requests.filter((op) => op === 'ProductCard')).toHaveLength(0);
  const lookups = Object.entries(await upstreamCalls()).filter(([route]) => /get_products/.test(route));
  expect(lookups.map(([, count]) => count)).toEqual([1]);
  // Hydration found the markup it would have drawn itself (React reports a mismatch as an error).
  expect(problems).toEqual([]);
});

test('a card opened from the results table makes no GraphQL request for the product', async ({ page }) => {
  const requests = await memberWatchingRequests(page);
  await page.goto('/catalog?name__contains=pier&limit=15&offset=0');
  const table = page.getByRole('table', { name: 'Wyniki wyszukiwania' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const pageRequests = [...requests];
  const pageUpstream = await upstreamCalls();

  requests.length = 0;
  await fetch(`${LEGACY}/__dev/stats/reset`, { method: 'POST' });
  const productName = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  await table.getByRole('row').nth(1).getByRole('button', { name: 'Zobacz' }).click();
  await expect(page).toHaveURL(/\/catalog\/\d{14}$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.waitForTimeout(300);
  const cardUpstream = await upstreamCalls();
  expect(requests.filter((op) => op === 'ProductCard')).toHaveLength(0);
  expect(requests).toHaveLength(0);
  // Only the picture may be fetched; no product lookup reaches the catalogue.
  expect(Object.keys(cardUpstream).filter((route) => !/media|image|files/i.test(route))).toEqual([]);
  console.log(
    `catalogue page: ${pageRequests.length} GraphQL requests (${pageRequests.join(', ')}), upstream ${JSON.stringify(pageUpstream)}; ` +
      `card from table: ${requests.length} GraphQL requests, upstream ${JSON.stringify(cardUpstream)}`,
  );
});
