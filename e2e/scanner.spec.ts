import { expect, test, type Page } from '@playwright/test';
import { fakeCameraShowingEan13, withFakeCamera } from './fake-camera';
import { appRunning, LEGACY, login, watchViolations } from './support';

/**
 * The barcode scanner (issue 27, decision 033) with Chromium's fake camera, which shows a printed EAN-13 of
 * 5901234123457. This spec's browser has the camera; the other specs' do not. The camera is allowed per journey
 * (`permissions`); without that Chromium refuses it, as a person's "Block" does.
 */
test.use({ launchOptions: withFakeCamera(fakeCameraShowingEan13('5901234123457')) });

test.beforeEach(() => fetch(`${LEGACY}/__dev/limits`, { method: 'DELETE' }));

const scanButton = (page: Page) => page.getByRole('button', { name: 'Skanuj kod' });

/** Opens a prerendered page as a visitor and waits for the app to run it (a press before that does nothing yet). */
async function openAsVisitor(page: Page, path: '/' | '/catalog') {
  await page.goto(path);
  await appRunning(page);
}

/** Keeps every camera stream the page opens, to see from outside whether its tracks were stopped (the light off). */
async function watchCameras(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  return () => page.evaluate(() => (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) => s.getTracks().map((t) => t.readyState)));
}

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['camera'] });

  test("a member scans on /catalog and the product's card opens", async ({ page, baseURL }) => {
    const violations = await watchViolations(page);
    const cameraTracks = await watchCameras(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== baseURL) elsewhere.push(request.url());
    });
    await login(page, 'firma@demo.test');
    await page.goto('/catalog');
    // The catalogue arrives drawn for the member; the button works once the app has taken the page over.
    await page.waitForLoadState('networkidle');
    // The reader is the polyfill's WebAssembly, from this site (Chromium on Linux has no BarcodeDetector of its own).
    const wasm = page.waitForResponse((response) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url()));
    await scanButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Skanuj kod kreskowy' });
    await expect(dialog.getByLabel('Obraz z aparatu')).toBeVisible();
    await expect(page).toHaveURL(/\/catalog\/5901234123457$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pierogi/);
    await expect(dialog).toBeHidden();
    expect((await wasm).headers()['content-type']).toBe('application/wasm');
    expect(elsewhere, 'nothing from another host (no CDN)').toEqual([]);
    expect(await cameraTracks(), 'the camera is off once the code is read').toEqual(['ended']);
    expect(await violations(), 'the reader runs under the page policy').toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a visitor scans on the home page: the code goes to the lookup form, which asks for terms and captcha first', async ({ page }) => {
      await openAsVisitor(page, '/');
      await scanButton(page).click();
      await expect(page).toHaveURL(/\/catalog$/, { timeout: 20_000 });
      await expect(page.getByLabel('Numer GTIN')).toHaveValue('5901234123457');
      // Nothing is spent before the visitor accepts the terms and solves the captcha: the terms box is next.
      await expect(page.getByRole('checkbox', { name: /Akceptuję/ })).toBeFocused();
      await page.keyboard.press('Space');
      await page.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Captcha rozwiązana')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
      await expect(page).toHaveURL(/\/catalog\/5901234123457$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pierogi/);
    });
  });
});

test('a refused camera says so in Polish; Anuluj closes the dialog and returns to the button', async ({ page }) => {
  await openAsVisitor(page, '/catalog');
  await scanButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Skanuj kod kreskowy' });
  await expect(dialog.getByRole('alert')).toHaveText(/^Brak zgody na użycie aparatu\..*Możesz wpisać numer GTIN ręcznie\.$/);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(scanButton(page)).toBeFocused();
});
