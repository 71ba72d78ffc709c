import { expect, test } from '@playwright/test';
import { fakeCameraShowingQrCode, withFakeCamera } from './fake-camera';
import { appRunning } from './support';

/**
 * A QR code of a GS1 Digital Link whose GTIN has a wrong check digit (issue 41, decision 033): Chromium's fake camera
 * shows it, the camera allowed. Nothing is looked up, so a visitor will do.
 */
test.use({
  launchOptions: withFakeCamera(fakeCameraShowingQrCode('https://id.gs1.org/01/05901234123458')),
  permissions: ['camera'],
});

test('the dialog explains a wrong check digit in Polish and the camera goes on reading', async ({ page }) => {
  await page.goto('/catalog');
  await appRunning(page);
  await page.getByRole('button', { name: 'Skanuj kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skanuj kod kreskowy' });
  await expect(dialog.getByRole('alert')).toHaveText(/^Ten kod QR zawiera link GS1 Digital Link z błędną cyfrą kontrolną numeru GTIN.*Skieruj aparat na inny kod z opakowania\.$/, { timeout: 20_000 });
  const camera = dialog.getByLabel('Obraz z aparatu');
  await expect(camera).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Szukam kodu…');
  expect(await camera.evaluate((video: HTMLVideoElement) => (video.srcObject as MediaStream).getVideoTracks()[0]?.readyState), 'the camera is still on').toBe('live');
  await expect(page).toHaveURL(/\/catalog$/);
});
