import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { LEGACY, login } from './support';

/**
 * Product-file verification as a company's person does it: upload an xlsx of GTINs, watch it move to ready on
 * 'Raporty' without reloading, download the result; and the refusals (one file at a time, too large, not what its
 * name says).
 */

const GTINS = ['5901234123457', '5901234123464', '5901234123471', '5901234999991'];

/** An xlsx made here, as a spreadsheet program would save it: a header, then the GTINs as text in column A. */
function workbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([['GTIN'], ...GTINS.map((gtin) => [gtin])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Produkty');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openUpload(page: Page) {
  await page.goto('/verify_data/upload');
  await expect(page.getByRole('heading', { name: 'Wyślij plik do weryfikacji' })).toBeVisible();
}

test.beforeAll(async () => {
  // A fresh company history: no file of an earlier run is still being processed.
  expect((await fetch(`${LEGACY}/__dev/reseed`, { method: 'POST' })).ok).toBe(true);
});

test('a member uploads an xlsx, sees it become ready and downloads a result listing the GTINs sent', async ({ page, context }) => {
  await login(page, 'firma@demo.test');
  await page.getByRole('link', { name: 'Weryfikuj dane' }).first().click();
  await page.getByRole('link', { name: 'Wyślij plik do weryfikacji' }).click();
  await expect(page).toHaveURL(/\/verify_data\/upload$/);
  await expect(page.getByText('GTIN w pierwszej kolumnie pierwszego arkusza', { exact: false })).toBeVisible();

  // A second tab opened before the upload: its form does not know a file is about to be processed.
  const second = await context.newPage();
  await openUpload(second);

  await page.getByLabel(/^Plik/).setInputFiles({ name: 'produkty-e2e.xlsx', mimeType: XLSX_TYPE, buffer: workbook() });
  await page.getByLabel('Komentarz').fill('Test e2e');
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page).toHaveURL(/\/my_products$/);
  await expect(page.getByText('Plik został przesłany do weryfikacji')).toBeVisible();

  // One file at a time: the second tab's upload is refused by the server with the spec's meaning.
  await second.getByLabel(/^Plik/).setInputFiles({ name: 'drugi.csv', mimeType: 'text/csv', buffer: Buffer.from('GTIN\n5901234123457\n') });
  await second.getByRole('button', { name: 'Wyślij' }).click();
  await expect(second.getByRole('alert')).toContainText('Poprzedni plik jest jeszcze przetwarzany');
  // Reloaded, the form knows and keeps its controls disabled.
  await openUpload(second);
  await expect(second.getByRole('button', { name: 'Wyślij' })).toBeDisabled();
  await second.close();

  const table = page.getByRole('table', { name: 'Raporty' });
  const row = table.getByRole('row').filter({ hasText: 'produkty-e2e.xlsx' });
  await expect(row).toContainText('firma@demo.test');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/);
  // The stand-in takes a few seconds per step; the page follows without a reload.
  await expect(row.getByRole('button', { name: 'Pobierz' })).toBeEnabled({ timeout: 30_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Pobierz' }).click()]);
  expect(download.suggestedFilename()).toBe('produkty-e2e_wynik.xlsx');
  const result = XLSX.read(await streamToBuffer(await download.createReadStream()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<{ GTIN: string; status: string }>(result.Sheets[result.SheetNames[0]!]!);
  expect(rows.map((r) => String(r.GTIN))).toEqual(GTINS);
  expect(rows.map((r) => r.status)).toEqual(['active', 'withdrawn', 'inactive', 'not_found']);
});

test('a file over 50 MB is refused before it is sent, and a binary file renamed to .csv by the server', async ({ page }, testInfo) => {
  await login(page, 'firma@demo.test');
  await openUpload(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/files/verification')) uploads.push(request.url());
  });

  const file = page.getByLabel(/^Plik/);
  // Given by its path, the browser reads it from the disk: as a buffer Playwright would send its 51 MB over the
  // DevTools protocol, which took some 40 s.
  const large = testInfo.outputPath('duzy.csv');
  writeFileSync(large, Buffer.alloc(51_000_000, 0x31));
  await file.setInputFiles(large);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Plik jest zbyt duży – limit 50MB')).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  expect(uploads).toEqual([]);
  rmSync(large);

  // A text file renamed .csv that holds binary bytes: the browser cannot tell, the gateway reads its bytes.
  await file.setInputFiles({ name: 'notatki.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a, 0xff]) });
  await page.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Niewłaściwy format pliku')).toBeVisible();
  expect(uploads).toHaveLength(1);

  await page.goto('/my_products');
  await expect(page.getByRole('table', { name: 'Raporty' })).not.toContainText('notatki.csv');
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
