import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support';

/**
 * Issue 38: what tripped people up on each role's screens, one journey per item, each at 1280 px and on a 390 px phone,
 * with axe (WCAG 2.1 AA) on what the person sees.
 */
const WIDTHS = [1280, 390] as const;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** Whether the text inside `element` is drawn within the element's own box (not below it, not past its edge). */
async function textInsideBox(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return text.top >= box.top - 1 && text.bottom <= box.bottom + 1 && text.left >= box.left - 1 && text.right <= box.right + 1;
  });
}

/** Runs `check` at each width in turn, in one browser page (one sign-in), as a step of its own. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await check(width);
    });
  }
}

test('the registration stepper draws each step’s digit, and a finished step’s tick, inside its circle', async ({ page }) => {
  await atEachWidth(page, async () => {
    await page.goto('/registration');
    const steps = page.getByRole('navigation', { name: 'Kroki rejestracji' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const step of await steps.all()) expect(await textInsideBox(step.locator('[aria-hidden="true"]'))).toBe(true);
    await expectNoAxeViolations(page);

    // A REGON no journey registers (the registry does not know it: the company is then filled in by hand).
    await page.getByLabel('REGON').fill('745123680');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText('Krok 2 z 4: Dane firmy')).toBeVisible();
    const done = steps.first().locator('[aria-hidden="true"]');
    await expect(done).toHaveText('✓');
    expect(await textInsideBox(done)).toBe(true);
    // White on the step's blue, not white on the page.
    expect(await done.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(['rgb(255, 255, 255)', 'rgb(37, 99, 235)']);
    // The digits and the step names never overlap.
    const boxes = await steps.evaluateAll((items) => items.map((li) => [...li.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect)));
    for (const [circle, name] of boxes) expect(circle!.right <= name!.left || circle!.bottom <= name!.top).toBe(true);
  });
});

test('/my_products keeps a failed file’s reason and an expired link’s note inside the card', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await atEachWidth(page, async (width) => {
    await page.goto('/my_products');
    const table = page.getByRole('table', { name: 'Raporty' });
    const reason = table.getByText('Plik nie zawiera żadnego numeru GTIN', { exact: false });
    const expired = table.getByText(/^Link wygasł/);
    for (const note of [reason, expired]) {
      await expect(note).toBeVisible();
      const right = await note.evaluate((el) => el.getBoundingClientRect().right);
      const cell = await note.evaluate((el) => el.closest('td')!.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(cell + 1);
      expect(right).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
});

test('/services says which key works where and leads to the GraphQL guide, a readable page in Polish', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await atEachWidth(page, async (width) => {
    await page.goto('/services');
    const api = page.getByRole('region', { name: 'API' });
    await expect(api).toContainText('Klucz API działa z REST API dostawcy');
    await expect(api).toContainText('GraphQL API katalogu (/graphql) nie przyjmuje klucza API');
    await expectNoAxeViolations(page);
    await api.getByRole('link', { name: 'przewodnik integratora GraphQL' }).click();
    await expect(page).toHaveURL(/\/graphql\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Przewodnik integratora: GraphQL API katalogu' })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('klucz API firmy');
    await expect(page.getByRole('heading', { name: 'Calling the catalogue from your own software' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
});

test('the page editor saves from the edit tab, where the content is written', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await atEachWidth(page, async (width) => {
    await page.goto('/how_it_works_cms');
    const editor = page.getByRole('textbox', { name: /^Treść strony/ });
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('Control+End');
    await editor.pressSequentially(` Zapis z karty edycji ${width}.`);
    await expect(page.getByRole('tab', { name: 'Edycja' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano treść strony.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the switch-company dialog says which company is active', async ({ page }) => {
  await login(page, 'pracownik@demo.test');
  await atEachWidth(page, async () => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: /^Menu użytkownika: / });
    const company = (await menu.textContent())!;
    await menu.click();
    await page.getByRole('menuitem', { name: 'Zmień firmę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień firmę' });
    const active = dialog.locator('[aria-current="true"]');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('✓ aktywna');
    expect(company).toContain(((await active.textContent()) ?? '').replace('✓ aktywna', '').replace('…', '').trim().slice(0, 20));
    await expectNoAxeViolations(page);
  });
});
