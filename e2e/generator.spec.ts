import { expect, test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { login } from './support';

/** The GS1 2D code generator as a member uses it: codes for an active GTIN, their files, and a field error. */

const SIGNATURES: Record<string, string> = { ai: '%PDF-', pdf: '%PDF-', png: '\x89PNG', svg: '<', ps: '%!PS' };

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function downloadAs(page: Page, code: 'DataMatrix' | 'QR', format: string): Promise<Download> {
  const region = page.getByRole('region', { name: `Kod ${code}` });
  await region.getByLabel('Format pliku').selectOption(format);
  const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('button', { name: 'Pobierz' }).click()]);
  return download;
}

test('makes a DataMatrix and a QR with lot and expiry; the QR holds the shown Digital Link; every format downloads', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/generator_2d?gtin_number=5901234123457');
  await expect(page.getByText('wyłącznie demonstracyjny', { exact: false })).toBeVisible();
  await expect(page.getByLabel('(01) GTIN')).toHaveValue('5901234123457');
  await page.getByLabel('(10) Numer partii / serii').fill('LOT42');
  await page.getByLabel('(17) Data ważności (RRMMDD)').fill('271231');
  await page.getByRole('button', { name: 'Wygeneruj kod' }).click();

  const dataMatrix = page.getByRole('region', { name: 'Kod DataMatrix' });
  const qr = page.getByRole('region', { name: 'Kod QR' });
  await expect(dataMatrix.getByRole('img', { name: /^Kod DataMatrix: / })).toBeVisible();
  await expect(dataMatrix).toContainText('(01)05901234123457(17)271231(10)LOT42');
  const uri = 'https://id.gs1.org/01/05901234123457/10/LOT42?17=271231';
  await expect(qr.getByText(uri)).toBeVisible();
  await expect(qr.getByRole('button', { name: 'Pobierz' })).toBeDisabled();

  const png = PNG.sync.read(await bytesOf(await downloadAs(page, 'QR', 'png')));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(uri);

  for (const [format, signature] of Object.entries(SIGNATURES)) {
    const download = await downloadAs(page, 'DataMatrix', format);
    expect(download.suggestedFilename()).toBe(`datamatrix_05901234123457.${format}`);
    expect((await bytesOf(download)).subarray(0, signature.length).toString('latin1')).toBe(signature);
  }
});

test('an invalid expiry date shows its message on the field and no result', async ({ page }) => {
  await login(page, 'firma@demo.test');
  await page.goto('/generator_2d');
  await page.getByLabel('(01) GTIN').fill('5901234123457');
  const expiry = page.getByLabel('(17) Data ważności (RRMMDD)');
  await expiry.fill('271332');
  await page.getByRole('button', { name: 'Wygeneruj kod' }).click();
  await expect(page.getByText('Niepoprawna data (format RRMMDD)')).toBeVisible();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Kod QR' })).toHaveCount(0);
});
