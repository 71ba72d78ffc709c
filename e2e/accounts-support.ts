import { expect, type Page } from '@playwright/test';
import { LEGACY } from './support';

/**
 * The path of the newest e-mailed link to `to`, read from the stand-in's outbox as a person reads their mail. The
 * stand-in's links point at its own `WEB_APP_URL`; the path is what matters.
 */
export async function mailedPath(to: string, kind?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${LEGACY}/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { link: string | null; kind: string }[];
      link = mails.find((m) => m.link && (!kind || m.kind === kind))?.link ?? undefined;
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** Answers one of the yes/no consent questions. */
export async function answerConsents(page: Page, answer: 'Tak' | 'Nie') {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBe(5);
  // The browser's own radios, clicked where a person clicks them (not under the cookie banner at the window's foot).
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio', { name: answer }).check();
}

/** Signs in with a given password through the login form. */
export async function loginWith(page: Page, email: string, password: string, rememberMe = false) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  if (rememberMe) await page.getByText('Zapamiętaj mnie').click();
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A tiny valid PDF, as the authorisation attachment. */
export const AUTHORISATION_PDF = {
  name: 'upowaznienie.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
