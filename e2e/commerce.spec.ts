import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { LEGACY, login } from './support';

test('firma@demo.test sees its package, limits and API key on /services', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.getByRole('button', { name: /Jan Kowalski/ }).click();
  await page.getByRole('menuitem', { name: 'Aktywne usługi' }).click();
  await expect(page.getByRole('heading', { name: 'Pakiet Pro' })).toBeVisible();
  await expect(page.getByText('Aktywny', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Klucz API')).toHaveText(/\w{16,}/);
  // 1 500 000 − (48 210 API + 15 300 CSV) records left, with space-separated thousands.
  const download = page.getByRole('region', { name: 'Wykorzystanie' }).getByRole('listitem').filter({ hasText: 'Pobieranie bazy danych i API' });
  await expect(download).toContainText('wykorzystano 63\u00a0510, pozostało 1\u00a0436\u00a0490');
  await expect(download).toContainText('zapytania API: 48\u00a0210');
  await expect(page.getByRole('link', { name: 'Dokumentacja API (Swagger UI)' })).toHaveAttribute('href', /\/external_api\/v2\/schema\/swagger-ui\/\?company_id=2$/);
  await expect(page.getByRole('link', { name: 'Schemat API (OpenAPI)' })).toHaveAttribute('href', /\/external_api\/v2\/schema\/\?company_id=2$/);
});

test('the API documentation links on /services open Swagger UI and the OpenAPI schema, and the key works there', async ({ page, context }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/services');
  const apiKey = (await page.getByLabel('Klucz API').textContent())!.trim();
  const [swagger] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Dokumentacja API (Swagger UI)' }).click()]);
  // Swagger UI, served by the API itself (no CDN), draws the company API's schema.
  await expect(swagger.getByRole('heading', { name: /GS1 Polska – API dla firm/ })).toBeVisible();
  await expect(swagger.getByText('Produkt po numerze GTIN')).toBeVisible();
  const schemaHref = (await page.getByRole('link', { name: 'Schemat API (OpenAPI)' }).getAttribute('href'))!;
  const schema = (await (await page.request.get(schemaHref)).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(schema.openapi).toMatch(/^3\./);
  // What the documentation describes answers with the key shown on /services.
  const origin = new URL(schemaHref).origin;
  const product = await page.request.get(`${origin}/external_api/v2/products/5901234123457/`, { headers: { authorization: `Api-Key ${apiKey}` } });
  expect(product.status()).toBe(200);
  expect(((await product.json()) as { name: string }).name).toBe('Pierogi ruskie 450 g');
  expect((await page.request.get(`${origin}/external_api/v2/products/5901234123457/`)).status()).toBe(401);
});

test('firma@demo.test generates the database and downloads a zip of CSV files', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.getByRole('link', { name: 'Baza danych' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Baza danych' })).toBeVisible();
  await page.getByLabel('Nazwa produktu zawiera').fill('pierogi');
  await page.getByRole('button', { name: 'Generuj bazę danych' }).click();
  await expect(page.getByText('Rozpoczęliśmy przygotowanie bazy danych.', { exact: false })).toBeVisible();
  await expect(page.getByText('Przygotowujemy bazę danych.', { exact: false })).toBeVisible();
  const button = page.getByRole('button', { name: /Pobierz bazę danych/ });
  await expect(button).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_database\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const names = Object.keys(entries);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => n.endsWith('.csv'))).toBe(true);
  const csv = new TextDecoder().decode(entries[names[0]!]);
  expect(csv).toContain('gtin;nazwa;marka');
  expect(csv.toLowerCase()).toContain('pierogi');

  // One CSV file of the export alone (the spec's GET /products/{id}/database/{x}/): the first, as in the zip.
  await expect(page.getByLabel('Numer pliku CSV')).toHaveValue('1');
  const [part] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz jeden plik CSV' }).click()]);
  expect(part.suggestedFilename()).toBe(names[0]);
  expect(new TextDecoder().decode(await readFile((await part.path())!))).toBe(csv);
  // A number past the archive's files says so instead of downloading anything.
  await page.getByLabel('Numer pliku CSV').fill('999');
  await page.getByRole('button', { name: 'Pobierz jeden plik CSV' }).click();
  await expect(page.getByTestId('status-message')).toContainText('Plik bazy danych nr 999 nie istnieje');
});

test('a visitor is sent to log in to order; a company on Starter orders a package once, after a recap, and sees it pending', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Zamów pakiet Pro' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Zaloguj się, aby zamówić pakiet.')).toBeVisible();

  await login(page, 'pracownik@demo.test');
  const userMenu = page.getByRole('button', { name: /Ewa Nowak/ });
  if (!((await userMenu.textContent()) ?? '').includes('Smaki Babci')) {
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Zmień firmę' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Smaki Babci/ }).click();
    await expect(userMenu).toContainText('Smaki Babci');
  }
  await page.getByRole('link', { name: 'Cennik' }).first().click();
  await expect(page.getByText('Twój pakiet')).toBeVisible();
  // A second tab of the same person, opened before the order (issue 27: it placed a second order).
  const secondTab = await page.context().newPage();
  await secondTab.goto('/pricing');
  await expect(secondTab.getByRole('button', { name: 'Zamów pakiet Unlimited' })).toBeVisible();

  // The order is placed only after a recap of what is ordered, for whom and for how much (issue 27).
  await page.getByRole('button', { name: 'Zamów pakiet Basic' }).click();
  const recap = page.getByRole('dialog', { name: 'Zamówienie pakietu Basic' });
  await expect(recap).toContainText('Smaki Babci');
  await expect(recap).toContainText(/Cena netto\s*350,00\szł/);
  await expect(recap).toContainText(/Cena brutto \(z VAT 23%\)\s*430,50\szł/);
  await recap.getByRole('button', { name: 'Potwierdzam zamówienie' }).dblclick();
  await expect(page.getByText('Dziękujemy za zamówienie. Dane do płatności wysłaliśmy na Twój adres e-mail.')).toBeVisible();
  await expect(recap).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /Zamówienie pakietu Basic z \d\d\.\d\d\.\d{4} \(zamawiający: Ewa Nowak\) czeka na płatność/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zamów pakiet/ })).toHaveCount(0);

  // The other tab still offers an order; the gateway refuses it and the tab shows the order waiting for payment.
  await secondTab.getByRole('button', { name: 'Zamów pakiet Unlimited' }).click();
  await secondTab.getByRole('dialog').getByRole('button', { name: 'Potwierdzam zamówienie' }).click();
  await expect(secondTab.getByTestId('status-message')).toContainText('Firma ma już zamówienie oczekujące na płatność');
  await expect(secondTab.getByText(/Zamówienie pakietu Basic z .* \(zamawiający: Ewa Nowak\) czeka na płatność/)).toBeVisible();
  const mails = JSON.stringify(await (await fetch(`${LEGACY}/__dev/outbox?to=pracownik@demo.test`)).json());
  expect(mails.match(/Zamówienie pakietu \w+ – dane do płatności/g), 'one order, one e-mail').toEqual(['Zamówienie pakietu Basic – dane do płatności']);
});

test('firma@demo.test, on Pro, is offered no order', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/pricing');
  await expect(page.getByText('Pakiet można zamówić, gdy firma korzysta z pakietu Starter.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Zamów pakiet/ })).toHaveCount(0);
});
