/**
 * The visitors the web bench loads pages as, each a session cookie the production gateway set (`__Host-sid=…`):
 * anonymous (no cookie), an anonymous visitor who solved the captcha (the catalogue and the card then show products),
 * a member company's representative and a platform administrator (the demo accounts of the README).
 */
import { appDocument, appOperation } from '../app-operations';
import { secureHeaders } from './servers';

export type Visitor = 'anonymous' | 'captcha' | 'firma' | 'admin';
export type VisitorCookies = Record<Visitor, string | null>;

/**
 * Sends one GraphQL request as the proxied browser would: the web app's operation by id (`appOperation`), or a text
 * (`{ query, variables }`) where the gateway runs any; answers its data and the session cookie it ends with.
 */
export async function gql(gateway: string, cookie: string | null, request: Record<string, unknown>) {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { ...secureHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(request),
  });
  const setCookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
  return { body: (await res.json()) as { data: Record<string, { __typename: string } | null> }, cookie: setCookie };
}

const withCookie = (cookie: string | null | undefined, what: string): string => {
  if (!cookie) throw new Error(`the gateway set no session cookie for ${what}`);
  return cookie;
};

/** The session of a demo account (password `Demo123!`). */
export async function signedIn(gateway: string, email: string): Promise<string> {
  const variables = { input: { email, password: 'Demo123!', rememberMe: false } };
  let { body, cookie } = await gql(gateway, null, appOperation('Login', variables));
  // A build from before trusted documents (decision 030), measured with BENCH_BASELINE, knows the text only.
  if (!body.data) ({ body, cookie } = await gql(gateway, null, { query: appDocument('Login').body, variables }));
  if (body.data.login?.__typename !== 'Viewer') throw new Error(`${email} could not sign in: ${JSON.stringify(body)}`);
  return withCookie(cookie, email);
}

/**
 * An integrator's access token for a demo account, as the provider issues it (`POST /token/` of the stand-in at
 * `legacy`, its origin): what a bearer-token caller sends, and what a direct REST call carries.
 */
export async function providerToken(legacy: string, email = 'firma@demo.test'): Promise<string> {
  const res = await fetch(`${legacy}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo123!' }) });
  const { access } = (await res.json()) as { access?: string };
  if (!access) throw new Error(`${email} got no token from ${legacy}`);
  return access;
}

/** The session of an anonymous visitor who solved the captcha. */
export async function solvedCaptcha(gateway: string, legacy: string): Promise<string> {
  const { solveCaptchaForTests } = await import('legacy-api/testing');
  const token = await solveCaptchaForTests(`${legacy}/api/v1`);
  const { cookie } = await gql(gateway, null, appOperation('SubmitCaptcha', { token }));
  return withCookie(cookie, 'the captcha');
}

export async function visitorCookies(gateway: string, legacy: string): Promise<VisitorCookies> {
  return {
    anonymous: null,
    captcha: await solvedCaptcha(gateway, legacy),
    firma: await signedIn(gateway, 'firma@demo.test'),
    admin: await signedIn(gateway, 'admin@demo.test'),
  };
}

/** The cookie as Playwright adds it to a browser context of `gateway` (secure: the gateway believes it is behind TLS). */
export function browserCookie(gateway: string, cookie: string) {
  const [name, ...value] = cookie.split('=');
  return { name: name!, value: value.join('='), domain: new URL(gateway).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' as const };
}
