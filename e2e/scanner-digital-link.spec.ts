import { expect, test } from '@playwright/test';
import { fakeCameraShowingQrCode, withFakeCamera } from './fake-camera';
import { LEGACY, login } from './support';

/**
 * The scanner reads the QR code of a GS1 Digital Link URI (issue 41, decision 033): Chromium's fake camera shows a
 * printed QR code of a GTIN with a lot and an expiry date, the camera allowed. The picture is a browser launch option,
 * so a QR code with a wrong check digit has a spec of its own (`scanner-digital-link-check-digit.spec.ts`).
 */
test.use({
  launchOptions: withFakeCamera(fakeCameraShowingQrCode('https://id.gs1.org/01/05901234123457/10/ABC?17=271231')),
  permissions: ['camera'],
});

test.beforeEach(() => fetch(`${LEGACY}/__dev/limits`, { method: 'DELETE' }));

test("a member scans a Digital Link's QR code on the home page and the product's card opens", async ({ page }) => {
  // The login lands on the home page, already run by the app: its button works at once.
  await login(page, 'firma@demo.test');
  await page.getByRole('button', { name: 'Skanuj kod' }).click();
  await expect(page).toHaveURL(/\/catalog\/5901234123457$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pierogi/);
});
