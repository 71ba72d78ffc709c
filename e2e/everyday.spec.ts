import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/**
 * Issue 27: what a person trips over in a day's work, one journey per row of its table, each asserting what the
 * person sees at 1280 px (the default here) or on a 390 px phone where the row is about a phone.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the bottom of the page, as a person reading a long list does. */
async function scrollToBottom(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(200);
}

test.describe('a new page opens at its top; Back returns to where the person was', () => {
  test('a card opened from the bottom of the results shows its name at the top; Back restores the list', async ({ page }) => {
    await login(page, 'firma@demo.test');
    await page.goto('/catalog?name__contains=pier');
    const table = page.getByRole('table', { name: 'Wyniki wyszukiwania' });
    await expect(table.getByRole('row').nth(15)).toBeVisible();
    await scrollToBottom(page);
    const listY = await scrollY(page);
    await table.getByRole('row').last().getByRole('button', { name: 'Zobacz' }).click();
    await expect(page).toHaveURL(/\/catalog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(table.getByRole('row').nth(15)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(listY);
  });

  test('a footer link opens at its top; another page of results opens at the results', async ({ page }) => {
    await page.goto('/about_us');
    await scrollToBottom(page);
    await page.getByRole('navigation', { name: 'Stopka' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await login(page, 'firma@demo.test');
    await page.goto('/catalog?name__contains=pier');
    // The page links under the results, reached after reading them.
    const pages = page.getByRole('navigation', { name: 'Strony wyników' }).last();
    await expect(pages).toBeVisible();
    await scrollToBottom(page);
    await pages.getByRole('link', { name: 'Strona 2', exact: true }).click();
    await expect(page).toHaveURL(/offset=15/);
    // Issue 35: the results stay where the eyes are, their heading in view and focused, not the top of the form.
    const found = page.getByRole('heading', { level: 2, name: /^Znaleziono/ });
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
  });

  test("a visitor's 'Pobierz bazę danych' shows its message where they are looking", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/catalog');
    await page.waitForLoadState('networkidle');
    const download = page.getByRole('button', { name: 'Pobierz bazę danych' });
    await download.scrollIntoViewIfNeeded();
    await scrollToBottom(page);
    await download.click();
    await expect(page.getByTestId('status-message')).toContainText('Zarejestruj się i zamów dostęp w zakładce Cennik');
    await expect(page.getByTestId('status-message')).toBeInViewport();
  });
});

test("the card's EAN-13 prints all thirteen digits whole, inside the symbol", async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog/05901234123457');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '5901234123457' }).click();
  const barcode = page.getByRole('img', { name: 'Kod kreskowy EAN-13: 5901234123457' });
  await expect(barcode).toBeVisible();
  const digits = await barcode.evaluate((svg: SVGSVGElement) => {
    const box = svg.viewBox.baseVal;
    return Array.from(svg.querySelectorAll('text')).map((text) => {
      const b = text.getBBox();
      return { text: text.textContent, inside: b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width && b.y + b.height <= box.y + box.height + 1 };
    });
  });
  expect(digits.map((d) => d.text).join('')).toBe('5901234123457');
  expect(digits.filter((d) => !d.inside), 'digits drawn outside the symbol').toEqual([]);
});

test('a product from the global registry says where it comes from and offers no 2D code the generator would refuse', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/catalog/04006381333931');
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card.getByText('Z globalnego rejestru GS1')).toBeVisible();
  await expect(card.getByText('Zweryfikowane przez GS1 Polska')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Wygeneruj kod 2D' })).toHaveCount(0);

  // The provider's own active product keeps both.
  await page.goto('/catalog/05901234123457');
  await expect(card.getByText('Zweryfikowane przez GS1 Polska')).toBeVisible();
  await expect(card.getByText('Z globalnego rejestru GS1')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Wygeneruj kod 2D' })).toBeVisible();
});

test('a shared card link asks for the captcha on the page, without an error box', async ({ page }) => {
  await page.goto('/catalog/05901234123457');
  const captcha = page.getByRole('region', { name: 'Potwierdź, że nie jesteś robotem' });
  await expect(captcha).toBeVisible();
  await expect(captcha.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
