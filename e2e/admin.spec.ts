import { expect, test, type Page } from '@playwright/test';
import { appOperation, login, watchViolations } from './support';

/** A 2×2 PNG, made here (an upload as a person would choose one from disk). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000f4944415478da6360483b0342100a001e5604c92cd40dd90000000049454e44ae426082',
  'hex',
);

async function openFromUserMenu(page: Page, who: RegExp, entry: string) {
  await page.getByRole('button', { name: who }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test('admin finds a company by NIP, sorts by registration date, pages, keeps both after a reload and switches download access', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await openFromUserMenu(page, /Anna Administratorska/, 'Administracja');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmy' })).toBeVisible();
  const table = page.getByRole('table');
  const nip = ((await table.getByRole('row').nth(2).getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(nip).toMatch(/^\d{10}$/);

  await page.getByLabel('Szukaj firmy (nazwa, NIP lub REGON)').fill(nip);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Znaleziono firm: 1')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: nip })).toBeVisible();

  await page.getByLabel('Szukaj firmy (nazwa, NIP lub REGON)').fill('');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const dateHeader = page.getByRole('columnheader', { name: /Data rejestracji/ });
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('link', { name: 'Strona 2', exact: true }).click();
  await expect(page).toHaveURL(/ordering=-registration_date/);
  await expect(page).toHaveURL(/page=2/);
  // The previous page's rows stay on screen, marked busy, until page 2 arrives.
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const secondPage = await table.getByRole('row').nth(1).textContent();

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Data rejestracji/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('link', { name: 'Strona 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row').nth(1)).toHaveText(secondPage ?? '');

  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  const save = page.getByRole('button', { name: 'Zapisz' });
  await expect(save).toBeDisabled();
  await page.getByRole('switch').or(page.getByRole('checkbox', { name: /Pobieranie bazy danych/ })).first().click({ force: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano dostęp do pobierania bazy danych.' })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('table').getByRole('columnheader', { name: /E-mail/ })).toBeVisible();
});

test('admin asked to remove a company user sees that one user, read by id, before confirming', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await page.goto('/companies/2');
  const users = page.getByRole('region', { name: 'Użytkownicy' }).getByRole('table');
  await users.getByRole('row', { name: /pracownik@demo.test/ }).getByRole('button', { name: /^Usuń/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć członkostwo?' });
  await expect(dialog.getByLabel('Użytkownik')).toContainText('pracownik@demo.test');
  await expect(dialog.getByText(/straci dostęp do tej firmy/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(users.getByRole('row', { name: /pracownik@demo.test/ })).toBeVisible();
});

test('admin filters the repository by error type, selects rows, generates an issue file and downloads it', async ({ page }) => {
  await login(page, 'admin@demo.test');
  await openFromUserMenu(page, /Anna Administratorska/, 'Repozytorium');
  await page.getByRole('checkbox', { name: 'EP-0005 Błąd GPC' }).check({ force: true });
  await page.getByRole('button', { name: 'Szukaj' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('EP-0005');
  await expect(page.getByRole('table').getByText(/EP-000[36]/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Generuj plik zgłoszeń' }).click();
  await expect(page.getByText('Zaznacz co najmniej jedno zgłoszenie.')).toBeVisible();
  // Ticked from the keyboard, as a person can: a forced click on the visually hidden input is no person's click and
  // does not always toggle it.
  for (const row of [rows.nth(1), rows.nth(2)]) {
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(row.getByRole('checkbox')).toBeChecked();
  }
  await expect(page.getByText('Zaznaczono wierszy: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Generuj plik zgłoszeń' }).click();
  await expect(page.getByText('Zlecono przygotowanie pliku zgłoszeń.', { exact: false })).toBeVisible();
  await expect(page.getByText('Plik zgłoszeń jest przygotowywany.', { exact: false })).toBeVisible();

  const button = page.getByRole('button', { name: 'Pobierz plik zgłoszeń' });
  await expect(button).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^issues_\d+\.xlsx$/);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('admin edits the home page with bold text, a list and an image, previews, saves and sees it on /, all under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await login(page, 'admin@demo.test');
  await openFromUserMenu(page, /Anna Administratorska/, 'Treści stron');
  await page.getByRole('main').getByRole('link', { name: 'Strona główna' }).click();
  const editor = page.getByRole('textbox', { name: 'Treść strony Strona główna' });
  await expect(editor).toContainText('Katalog produktów w jednym miejscu');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Pogrubienie' }).click();
  await editor.pressSequentially('Nowość w katalogu');
  await page.getByRole('button', { name: 'Pogrubienie' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista punktowana' }).click();
  await editor.pressSequentially('Pierwszy punkt');
  await page.keyboard.press('Enter');
  await editor.pressSequentially('Drugi punkt');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Obraz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wstaw obraz' });
  await dialog.getByLabel('Plik obrazu', { exact: false }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Opis obrazu', { exact: false }).fill('Logo testowe');
  await dialog.getByRole('button', { name: 'Wstaw obraz' }).click();
  await expect(editor.getByRole('img', { name: 'Logo testowe' })).toBeVisible();

  await page.getByRole('tab', { name: 'Podgląd' }).click();
  const preview = page.getByLabel('Podgląd treści');
  await expect(preview.locator('strong, b').filter({ hasText: 'Nowość w katalogu' }).first()).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Pierwszy punkt', 'Drugi punkt']);
  // The picture is still only in the browser: it goes to the API with the save (the spec's `file[]`).
  const previewed = preview.getByRole('img', { name: 'Logo testowe' });
  await expect(previewed).toHaveAttribute('src', /^blob:/);
  expect(await previewed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  const [saved] = await Promise.all([page.waitForResponse('**/files/cms-page/home-page'), page.getByRole('button', { name: 'Zapisz' }).click()]);
  expect(((await saved.json()) as { newImages: unknown[] }).newImages).toHaveLength(1);
  await expect(page.getByText('Zapisano treść strony.')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/');
  const content = page.getByRole('region', { name: 'O katalogu' });
  await expect(content.locator('strong, b').filter({ hasText: 'Nowość w katalogu' }).first()).toBeVisible();
  await expect(content.getByRole('listitem')).toHaveText(['Pierwszy punkt', 'Drugi punkt']);
  const image = content.getByRole('img', { name: 'Logo testowe' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  expect(await violations()).toEqual([]);
});

/** Sends one of the app's operations from the page, with its session, as a script of anyone holding it could. */
function gqlFromPage<T>(page: Page, operation: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await response.json()) as { data: T }).data;
    },
    appOperation(operation, variables),
  );
}

test('saved content holding a script, an onerror attribute or a javascript: link does not run', async ({ page }) => {
  await login(page, 'admin@demo.test');
  const hostile =
    '<h2>Treść z API</h2><img src="/nie-ma.png" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
    '<p><a href="javascript:window.__xss = 3">Kliknij</a></p><p onclick="window.__xss = 4">Akapit</p>';
  const before = await gqlFromPage<{ pageContent: { content: string } }>(page, 'EditablePageContent', { page: 'HOME_PAGE' });
  // Saved straight through the API, past the editor, as anyone holding the permission could.
  const saved = await gqlFromPage<{ savePageContent: { __typename: string } }>(page, 'SavePageContent', { page: 'HOME_PAGE', content: hostile });
  expect(saved.savePageContent.__typename).toBe('PageContent');
  try {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto('/');
    const content = page.getByRole('region', { name: 'O katalogu' });
    await expect(content.getByRole('heading', { name: 'Treść z API' })).toBeVisible();
    await content.getByText('Kliknij').click();
    await content.getByText('Akapit').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await content.innerHTML()).not.toMatch(/onerror|onclick|<script|javascript:/);
    expect(dialogs).toEqual([]);
  } finally {
    // The journeys after this one find the home page as it was (its broken picture is this test's alone).
    await gqlFromPage(page, 'SavePageContent', { page: 'HOME_PAGE', content: before.pageContent.content });
  }
});

test('pracownik@demo.test is sent away from every administration route', async ({ page }) => {
  await login(page, 'pracownik@demo.test');
  for (const path of ['/companies', '/companies/2', '/repository', '/repository/issue_file/1', '/cms', '/homepage_cms', '/how_it_works_cms', '/verify_data_cms', '/services', '/products/database/2']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/localhost:\d+\/$/);
  }
});
