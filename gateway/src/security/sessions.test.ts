import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, VIEWER, appOperation, movableClock, stackForTests, startGateway, startLegacy, startRedis, type GatewayUnderTest, type Legacy } from '../test/harness';
import { submitSolvedCaptcha } from '../test/captcha';
import { spawnGateway } from '../test/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../test/upstream-proxy';

/**
 * Issue 13, the session items: each test is named after the item it proves and failed on the gateway before the
 * hardening. Real HTTP against the stand-in; the store is in memory unless the test says Redis.
 */

type ViewerData = { viewer: { user: { email: string } } | null };
const LOGOUT = `mutation { logout { loggedOut } }`;
const CAPTCHA = `{ captcha { solved } }`;

/** The same cookie in another tab: its own requests, the same session. */
const tab = (gateway: GatewayUnderTest, cookie: string | null) => Object.assign(new Browser(gateway.url), { cookie });
/** The server-side id inside a signed `sid=s:<id>.<signature>` cookie. */
const sessionId = (cookie: string) => /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.split('=')[1] ?? ''))?.[1];
/** Set-Cookie lines of a response that still carry a session (not the clearing one). */
const liveCookies = (headers: Headers) => headers.getSetCookie().filter((line) => !/Expires=Thu, 01 Jan 1970/i.test(line));

describe.each(['memory', 'redis'] as const)('sessions in %s', (kind) => {
  let legacy: Legacy;
  let proxy: UpstreamProxy;
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  let gateway: GatewayUnderTest;
  const advanceClock = movableClock();

  beforeAll(async () => {
    legacy = await startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    proxy = await startUpstreamProxy(legacy.origin);
    if (kind === 'redis') redis = await startRedis();
    gateway = await startGateway(proxy.url, { REFRESH_MARGIN_SECONDS: '0', ...(redis ? { REDIS_URL: redis.url } : {}) });
  });
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.stop();
    await legacy?.stop();
    await redis?.stop();
  });

  it('#4 logout wins over a token refresh in flight: the session stays destroyed and no cookie comes back', async () => {
    const browser = new Browser(gateway.url);
    await browser.login('firma@demo.test', 'Demo123!', true);
    const loggedIn = browser.cookie;
    await advanceClock(2.1, legacy); // the access token expires: the next request refreshes it
    const refresh = proxy.hold('/api/v1/token/refresh/');
    const inFlight = tab(gateway, loggedIn).gql<ViewerData>(VIEWER);
    await refresh.arrived;

    const out = await tab(gateway, loggedIn).gql(LOGOUT);
    expect(out.body.data).toEqual({ logout: { loggedOut: true } });
    refresh.release();
    const late = await inFlight;

    expect(liveCookies(late.headers)).toEqual([]);
    expect((await tab(gateway, loggedIn).gql<ViewerData>(VIEWER)).body.data?.viewer).toBeNull();
  });
});

describe('#7 absolute session lifetime', () => {
  const advanceClock = movableClock();
  let legacy: Legacy;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    legacy = await startLegacy();
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  });
  afterAll(async () => {
    client?.destroy();
    await redis?.stop();
    await legacy?.stop();
  });

  it('#7 the store never keeps a remember-me session longer than its cookie, however often it is used', async () => {
    const gateway = await startGateway(legacy.url, { REDIS_URL: redis.url });
    try {
      const browser = new Browser(gateway.url);
      await browser.login('firma@demo.test', 'Demo123!', true);
      const cookieEnds = new Date(/Expires=([^;]+)/i.exec(browser.setCookies[0] ?? '')![1]!).getTime();
      const key = `sess:${sessionId(browser.cookie!)}`;
      for (let i = 0; i < 3; i++) {
        await sleep(1_000);
        expect((await browser.gql<ViewerData>(VIEWER)).body.data?.viewer?.user.email).toBe('firma@demo.test');
      }
      const storeEnds = Date.now() + (await client.pTTL(key));
      // The cookie's Expires has whole seconds.
      expect(storeEnds).toBeLessThanOrEqual(cookieEnds + 1_000);
    } finally {
      await gateway.stop();
    }
  });

  it('#7 a session ends at its absolute lifetime although it is used all the time (with and without remember-me)', async () => {
    // 0.001 h = 3.6 s; 0.00005 days = 4.3 s.
    const gateway = await startGateway(legacy.url, { SESSION_ABSOLUTE_HOURS: '0.001', REMEMBER_ME_DAYS: '0.00005' });
    try {
      const plain = new Browser(gateway.url);
      const remembered = new Browser(gateway.url);
      await plain.login('firma@demo.test');
      await remembered.login('firma@demo.test', 'Demo123!', true);
      const cookie = remembered.cookie;
      const viewers = async () => (await Promise.all([plain.gql<ViewerData>(VIEWER), tab(gateway, cookie).gql<ViewerData>(VIEWER)])).map((r) => r.body.data?.viewer);
      // Used every second until past both lifetimes.
      for (let second = 1; second <= 3; second++) {
        await advanceClock(1, legacy);
        for (const viewer of await viewers()) expect(viewer).not.toBeNull();
      }
      await advanceClock(1.6, legacy);
      // The browser would have dropped the expired cookie; one that is replayed finds nothing either.
      expect(await viewers()).toEqual([null, null]);
    } finally {
      await gateway.stop();
    }
  });
});

describe('#8 anonymous sessions', () => {
  const stack = stackForTests({ gatewayEnv: { ANON_SESSIONS_MAX: '50', RATE_LIMIT_ANONYMOUS: '10000/1m' } });

  it('#8 a flood of captcha submissions keeps at most ANON_SESSIONS_MAX anonymous sessions per instance, the newest', async () => {
    const visitors = Array.from({ length: 150 }, () => new Browser(stack.gateway.url));
    // Each one a real solve, padded to the largest token the gateway accepts (8 KB).
    for (const visitor of visitors) expect(await submitSolvedCaptcha(visitor, 8_000)).toBe(true);
    const solved = await Promise.all(visitors.map(async (v) => (await v.gql<{ captcha: { solved: boolean } }>(CAPTCHA)).body.data?.captcha.solved));
    expect(solved.filter(Boolean).length).toBeLessThanOrEqual(50);
    expect(solved.slice(-40).every(Boolean)).toBe(true);
    expect(solved[0]).toBe(false);

    // Nothing to keep, no session: a plain anonymous request sets no cookie.
    const passer = new Browser(stack.gateway.url);
    await passer.gql(CAPTCHA);
    expect(passer.setCookies).toEqual([]);
  });
});

describe('#9 proxy settings', () => {
  let legacy: Legacy;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy?.stop();
  });

  it.each(['true', '1', 'loopback,not-an-address'])('#9 TRUST_PROXY=%s stops start-up naming the key, without a stack trace', { timeout: 30_000 }, async (value) => {
    const gateway = await spawnGateway(legacy.url, { TRUST_PROXY: value }, { waitReady: false });
    const outcome = await Promise.race([gateway.exited, sleep(20_000).then(() => 'still running')]);
    await gateway.stop();
    expect(outcome).toBe(1);
    expect(gateway.output()).toMatch(/TRUST_PROXY: /);
    expect(gateway.output()).not.toMatch(/\n\s+at /);
  });

  it('#9 in production a login over a connection the gateway does not see as secure is refused, not silently cookieless', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-real-secret-of-at-least-32-characters!',
      CAPTCHA_HMAC_SECRET: 'a-production-captcha-secret-0123456789',
    };
    const direct = await startGateway(legacy.url, production);
    // The client is not a trusted proxy, so its X-Forwarded-Proto is not believed.
    const behindOther = await startGateway(legacy.url, { ...production, TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (const [gateway, headers] of [
        [direct, {}],
        [behindOther, { 'x-forwarded-proto': 'https' }],
      ] as const) {
        const browser = new Browser(gateway.url);
        // As the web app signs in: a production gateway runs a browser's operations by id only (decision 030).
        const res = await browser.send(appOperation('Login', { input: { email: 'firma@demo.test', password: 'Demo123!', rememberMe: false } }), headers);
        expect(res.body.data?.login ?? null).toBeNull();
        expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'INSECURE_CONNECTION' } });
        expect(res.body.errors?.[0]?.message).toMatch(/HTTPS/);
        expect(browser.setCookies).toEqual([]);
      }

      // Behind the TLS proxy on this host (loopback, trusted by default) the same login works with a secure cookie.
      const viaTls = new Browser(direct.url);
      const ok = await viaTls.send(appOperation('Login', { input: { email: 'firma@demo.test', password: 'Demo123!', rememberMe: false } }), {
        'x-forwarded-proto': 'https',
      });
      expect(ok.body.data).toMatchObject({ login: { __typename: 'Viewer', user: { email: 'firma@demo.test' } } });
      expect(viaTls.setCookies[0]).toMatch(/^__Host-sid=.*; Secure/i);
    } finally {
      await direct.stop();
      await behindOther.stop();
    }
  });
});
