import { expect, type Page } from '@playwright/test';

/** Port of the stand-in the suite starts (its dev endpoints reset limits between journeys). */
export const LEGACY = `http://localhost:${Number(process.env.E2E_LEGACY_PORT ?? 4110)}`;

/** Signs in through the login form, as a person does, and waits for the home page. */
export async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('Demo123!');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
}
