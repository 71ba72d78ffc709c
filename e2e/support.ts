import { expect, type Page, type Request } from '@playwright/test';
import { appOperation } from './app-operations';

export { appOperation };

/** Port of the stand-in the suite starts (its dev endpoints reset limits between journeys). */
export const LEGACY = `http://localhost:${Number(process.env.E2E_LEGACY_PORT ?? 4110)}`;

/** The suite's gateway enforces trusted documents; this second one, on the same stand-in, runs any (development). */
export const DEVELOPMENT_GATEWAY = `http://localhost:${Number(process.env.E2E_GATEWAY_PORT ?? 4100) + 1}`;

/** Signs in through the login form, as a person does, and waits for the home page. */
export async function loginThroughTheForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('Demo123!');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in as the app's login form does, by its Login operation, with the page's cookies, and opens the home page:
 * for journeys where signing in is the set-up, not the subject (the form's journeys use `loginThroughTheForm`). Loading
 * the login page first took 2–3 s of each of some fifty journeys.
 */
export async function login(page: Page, email: string) {
  const answer = await page.request.post('/graphql', { data: appOperation('Login', { input: { email, password: 'Demo123!', rememberMe: false } }) });
  expect(((await answer.json()) as { data?: { login?: { __typename: string } } }).data?.login?.__typename, `${email} signs in`).toBe('Viewer');
  await page.goto('/');
}

export const isGraphql = (request: Request) => request.url().endsWith('/graphql') && request.method() === 'POST';

/** The operation a GraphQL request names ('' when it names none). */
export function operationOf(request: Request): string {
  try {
    return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '';
  } catch {
    return '';
  }
}

/** Fills the form as a keyboard user would: GTIN, the terms box, then the proof-of-work captcha. */
export async function prepareAnonymousSearch(page: Page, gtin: string) {
  await page.goto('/catalog');
  await page.getByLabel('Numer GTIN').fill(gtin);
  await page.getByRole('checkbox', { name: /Akceptuję/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /Akceptuję/ })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Nie jestem robotem' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Captcha rozwiązana')).toBeVisible({ timeout: 20_000 });
}

/** Collects the page's CSP violations (the init script is the browser's, not the page's: the policy allows it). */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...console];
}

/** Errors the page logs or throws; React reports a failed hydration as a console error. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the app runs a drawn page: the cookie question is drawn by the app alone (a first visit has no answer
 * yet). Everything else a visitor sees is in the drawn page before the app takes it over.
 */
export async function appRunning(page: Page, timeout?: number) {
  await expect(page.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeVisible({ timeout });
}
