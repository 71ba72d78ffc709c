import { describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { Browser, JWT_PATTERN, LOGIN, VIEWER, stackForTests } from '../test/harness';

type ViewerData = {
  viewer: {
    user: { email: string; firstName: string; lastName: string };
    memberships: { id: string; activated: boolean; company: { id: string; name: string } }[];
    activeMembership: { id: string; company: { name: string } } | null;
    permissions: string[];
  } | null;
};

describe('session over real HTTP', () => {
  // Access tokens live 3 s, so the refresh path runs within the test.
  const stack = stackForTests({ legacyEnv: { ACCESS_TOKEN_TTL_SECONDS: '3' }, gatewayEnv: { REFRESH_MARGIN_SECONDS: '0' } });

  it('logs in with an HttpOnly SameSite cookie and no token anywhere in the answer', async () => {
    const browser = new Browser(stack.gateway.url);
    const res = await browser.login('FIRMA@demo.test');
    expect(res.body.data).toMatchObject({ login: { __typename: 'Viewer', user: { email: 'firma@demo.test' } } });
    expect(browser.setCookies).toHaveLength(1);
    const cookie = browser.setCookies[0]!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    // Without remember-me the cookie ends with the browser.
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    expect(res.text).not.toMatch(JWT_PATTERN);
    for (const [, value] of res.headers) expect(value).not.toMatch(JWT_PATTERN);

    const viewer = await browser.gql<ViewerData>(VIEWER);
    expect(viewer.body.data?.viewer?.user).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
    expect(viewer.body.data?.viewer?.activeMembership?.company.name).toBe('Przykładowa Firma Spożywcza Sp. z o.o.');
    expect(viewer.text).not.toMatch(JWT_PATTERN);
  });

  it('keeps a remember-me session for 30 days', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test', 'Demo123!', true);
    const expires = /Expires=([^;]+)/i.exec(browser.setCookies[0] ?? '')?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('changes the session id at login and destroys the session at logout', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.gql(`mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: await solveCaptchaForTests(stack.legacy.url) });
    const anonymousCookie = browser.cookie;
    expect(anonymousCookie).toBeTruthy();
    await browser.login('firma@demo.test');
    expect(browser.cookie).not.toBe(anonymousCookie);
    const loggedIn = browser.cookie!;

    const out = await browser.gql(`mutation { logout { loggedOut } }`);
    expect(out.body.data).toEqual({ logout: { loggedOut: true } });
    expect(browser.setCookies.join()).toMatch(/Expires=Thu, 01 Jan 1970/);

    // Replaying the old cookie finds nothing on the server.
    const replay = new Browser(stack.gateway.url);
    replay.cookie = loggedIn;
    expect((await replay.gql<ViewerData>(VIEWER)).body.data?.viewer).toBeNull();
  });

  it('reports wrong credentials and invalid input as union members', async () => {
    const browser = new Browser(stack.gateway.url);
    const wrong = await browser.login('firma@demo.test', 'wrong-password');
    expect(wrong.body.data).toEqual({
      login: { __typename: 'InvalidCredentials', code: 'INVALID_CREDENTIALS', message: 'Błędny adres e-mail lub hasło', field: null },
    });
    expect(browser.cookie).toBeNull();
    const invalid = await browser.login('not-an-email', '');
    expect(invalid.body.data?.login).toMatchObject({
      __typename: 'ValidationFailed',
      problems: [
        { field: ['email'], message: 'Błędny format e-mail' },
        { field: ['password'], message: 'Pole wymagane' },
      ],
    });
  });

  it('switches only to activated memberships', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('pracownik@demo.test');
    const { viewer } = (await browser.gql<ViewerData>(VIEWER)).body.data!;
    const activated = viewer!.memberships.filter((m) => m.activated);
    const inactive = viewer!.memberships.find((m) => !m.activated);
    expect(activated.length).toBe(2);
    expect(inactive).toBeDefined();
    const other = activated.find((m) => m.id !== viewer!.activeMembership!.id)!;

    const SWITCH = `mutation($id: ID!) { switchMembership(membershipId: $id) { __typename ... on Viewer { activeMembership { id } } ... on Problem { code } } }`;
    const switched = await browser.gql(SWITCH, { id: other.id });
    expect(switched.body.data).toEqual({ switchMembership: { __typename: 'Viewer', activeMembership: { id: other.id } } });
    // The choice is kept in the session.
    expect((await browser.gql<ViewerData>(VIEWER)).body.data?.viewer?.activeMembership?.id).toBe(other.id);

    const refused = await browser.gql(SWITCH, { id: inactive!.id });
    expect(refused.body.data).toEqual({ switchMembership: { __typename: 'MembershipNotAvailable', code: 'MEMBERSHIP_NOT_AVAILABLE' } });
  });

  it("starts a sign-in on the membership the device remembered (the spec's activeId), when it is theirs and activated", async () => {
    const browser = new Browser(stack.gateway.url);
    const first = await browser.login('pracownik@demo.test');
    const { viewer } = (await browser.gql<ViewerData>(VIEWER)).body.data!;
    const firstId = (first.body.data as { login: { activeMembership: { id: string } } }).login.activeMembership.id;
    const other = viewer!.memberships.find((m) => m.activated && m.id !== firstId)!;
    const inactive = viewer!.memberships.find((m) => !m.activated)!;
    const signIn = async (activeMembershipId: string) => {
      const browser = new Browser(stack.gateway.url);
      const answer = await browser.gql<{ login: { activeMembership: { id: string } } }>(LOGIN, { input: { email: 'pracownik@demo.test', password: 'Demo123!', activeMembershipId } });
      // The session acts in it too, not only the answer.
      expect((await browser.gql<ViewerData>(VIEWER)).body.data?.viewer?.activeMembership?.id).toBe(answer.body.data?.login.activeMembership.id);
      return answer.body.data?.login.activeMembership.id;
    };
    expect(await signIn(other.id)).toBe(other.id);
    // Not activated, or not theirs: the first activated one.
    expect(await signIn(inactive.id)).toBe(firstId);
    expect(await signIn('999999')).toBe(firstId);
  });

  it('refreshes an expired access token once for many concurrent requests', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    await stack.advanceClock(3.2); // past the access token's 3 s
    await stack.legacy.dev('/stats/reset', {});
    const results = await Promise.all(Array.from({ length: 12 }, () => browser.gql<ViewerData>(VIEWER)));
    for (const r of results) expect(r.body.data?.viewer?.user.email).toBe('firma@demo.test');
    expect((await stack.legacy.stats()).refreshCalls).toBe(1);
    // The rotated tokens were saved: the next request needs no refresh.
    await browser.gql<ViewerData>(VIEWER);
    expect((await stack.legacy.stats()).refreshCalls).toBe(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    // Re-seeding forgets every issued refresh token, as a revocation would.
    expect((await stack.legacy.dev('/reseed', {})).ok).toBe(true);
    await stack.advanceClock(3.2); // past the access token's 3 s
    const res = await browser.gql<ViewerData>(VIEWER);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toBeNull();
    expect(browser.setCookies.join()).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The browser is anonymous again: a lookup asks for the captcha.
    const product = await browser.gql(`{ product(gtin: "4006381333931") { __typename } }`);
    expect(product.body.data).toEqual({ product: { __typename: 'CaptchaRequired' } });
  });

  it('renews once a token the API refuses although it has not expired, and the person stays signed in', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    await stack.legacy.dev('/tokens/revoke-access', {});
    const res = await browser.gql<ViewerData>(VIEWER);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer?.user.email).toBe('firma@demo.test');
    const stats = await stack.legacy.stats();
    expect(stats.refreshCalls).toBe(1);
    expect(stats.requests['GET /api/v1/accounts/me/']).toBe(2);
  });

  it('treats a garbage cookie as anonymous', async () => {
    const browser = new Browser(stack.gateway.url);
    browser.cookie = 'sid=s%3Agarbage.notsigned';
    const res = await browser.gql<ViewerData>(VIEWER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { viewer: null } });
  });

  it('serves integrators calling with a bearer token, without a cookie', async () => {
    const tokens = (await (
      await fetch(`${stack.legacy.url}/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'firma@demo.test', password: 'Demo123!' }),
      })
    ).json()) as { access: string };
    const integrator = new Browser(stack.gateway.url);
    const res = await integrator.gql<ViewerData>(VIEWER, {}, { authorization: `Bearer ${tokens.access}` });
    expect(res.body.data?.viewer?.user.email).toBe('firma@demo.test');
    expect(integrator.setCookies).toEqual([]);
  });

  it('never writes a token into a log line', () => {
    expect(stack.gateway.logs.length).toBeGreaterThan(10);
    for (const line of stack.gateway.logs) expect(line).not.toMatch(JWT_PATTERN);
  });
});
