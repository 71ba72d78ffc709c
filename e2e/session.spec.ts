import { expect, test } from '@playwright/test';
import { LEGACY, loginThroughTheForm } from './support';

test('firma@demo.test logs in, sees name and company in the header, logs out', async ({ page }) => {
  await loginThroughTheForm(page, 'firma@demo.test');
  const userMenu = page.getByRole('button', { name: /Jan Kowalski/ });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText('Przykładowa Firma Spożywcza');
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).or(page.getByRole('button', { name: 'Zaloguj się' })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Jan Kowalski/ })).toHaveCount(0);
});

test('wrong password shows the message and marks the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('firma@demo.test');
  await page.getByLabel('Hasło', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Błędny adres e-mail lub hasło')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a protected path redirects to /login, and after login the account page opens from the menu', async ({ page }) => {
  await page.goto('/user_data/1');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughTheForm(page, 'pracownik@demo.test');
  await page.getByRole('button', { name: /Ewa Nowak/ }).click();
  await page.getByRole('menuitem', { name: 'Moje konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Członkostwa w firmach' }).getByText('oczekuje na aktywację')).toBeVisible();
});

test('/login sends a signed-in person home', async ({ page }) => {
  await loginThroughTheForm(page, 'firma@demo.test');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('pracownik@demo.test switches company', async ({ page }) => {
  await loginThroughTheForm(page, 'pracownik@demo.test');
  const userMenu = page.getByRole('button', { name: /Ewa Nowak/ });
  const before = (await userMenu.textContent()) ?? '';
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Zmień firmę' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole('button').filter({ hasNotText: /Zamknij|Anuluj/ });
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // Pick the company that is not the active one.
  for (let i = 0; i < count; i++) {
    const name = ((await options.nth(i).textContent()) ?? '').trim();
    if (name && !before.includes(name.slice(0, 20))) {
      await options.nth(i).click();
      await expect(userMenu).toContainText(name.slice(0, 20));
      break;
    }
  }
  await page.reload();
  await expect(page.getByRole('button', { name: /Ewa Nowak/ })).not.toHaveText(before);
});

test('when the API cannot describe the person, they stay signed in: home with the generic error, no /login', async ({ page }) => {
  await loginThroughTheForm(page, 'firma@demo.test');
  const faults = (settings: object | null) =>
    fetch(`${LEGACY}/__dev/faults`, settings ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) } : { method: 'DELETE' });
  await faults({ errorRate: { '/api/v1/accounts/me/': 1 } });
  try {
    await page.goto('/users');
    await expect(page.getByTestId('status-message')).toHaveText(/Coś poszło nie tak, spróbuj ponownie/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0);
  } finally {
    await faults(null);
  }
  await page.goto('/users');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('button', { name: /Jan Kowalski/ })).toBeVisible();
});

test('the chosen company is remembered per e-mail: after logging out and in, pracownik@demo.test acts for it again', async ({ page }) => {
  await loginThroughTheForm(page, 'pracownik@demo.test');
  const userMenu = page.getByRole('button', { name: /Ewa Nowak/ });
  const first = (await userMenu.textContent()) ?? '';
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Zmień firmę' }).click();
  // The activated companies other than the active one (which is marked aria-current).
  const other = page.getByRole('dialog').locator('li button:not([aria-current])').first();
  const chosen = ((await other.textContent()) ?? '').trim().slice(0, 20);
  expect(first).not.toContain(chosen);
  await other.click();
  await expect(userMenu).toContainText(chosen);

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page.getByRole('button', { name: /Ewa Nowak/ })).toHaveCount(0);
  await loginThroughTheForm(page, 'pracownik@demo.test');
  await expect(page.getByRole('button', { name: /Ewa Nowak/ })).toContainText(chosen);
});
