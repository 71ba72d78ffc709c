import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/** WCAG 2.1 A and AA (axe) on the accounts screens as a person sees them. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test('registration steps and password reset', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Rejestracja firmy' })).toBeVisible();
  expect(await violations(page), 'regon step').toEqual([]);
  await page.getByLabel('REGON').fill('385000036');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('form', { name: 'Dane firmy' })).toBeVisible();
  expect(await violations(page), 'company step').toEqual([]);
  await page.goto('/reset_password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page), 'reset').toEqual([]);
});

test('users, my account and change password', async ({ page }) => {
  await login(page, 'firma@demo.test');
  for (const [path, heading] of [
    ['/users', 'Użytkownicy firmy'],
    ['/user_data/2', 'Moje konto'],
    ['/user_data/2/change_password', 'Zmiana hasła'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});
