import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, VIEWER, stackForTests, type GatewayUnderTest, type Legacy } from '../test/harness';

type ViewerData = { viewer: { user: { email: string } } | null };

/** Two gateway instances behind an imaginary load balancer, sharing one Redis. */
describe('several gateway instances with REDIS_URL', () => {
  const env = { REFRESH_MARGIN_SECONDS: '0' };
  const stack = stackForTests({ redis: true, legacyEnv: { ACCESS_TOKEN_TTL_SECONDS: '3' }, gatewayEnv: [env, env] });
  let legacy: Legacy;
  let a: GatewayUnderTest;
  let b: GatewayUnderTest;
  beforeAll(() => {
    ({ legacy } = stack);
    [a, b] = stack.gateways as [GatewayUnderTest, GatewayUnderTest];
  });

  /** The same browser (cookie) talking to the other instance. */
  const via = (gateway: GatewayUnderTest, browser: Browser) => Object.assign(new Browser(gateway.url), { cookie: browser.cookie });

  it('shares sessions: a login on one instance is known to the other, a logout on either ends it', async () => {
    const browser = new Browser(a.url);
    await browser.login('firma@demo.test');
    expect((await via(b, browser).gql<ViewerData>(VIEWER)).body.data?.viewer?.user.email).toBe('firma@demo.test');
    await via(b, browser).gql(`mutation { logout { loggedOut } }`);
    expect((await browser.gql<ViewerData>(VIEWER)).body.data?.viewer).toBeNull();
  });

  it('refreshes an expired token once across instances, however many requests wait', async () => {
    const browser = new Browser(a.url);
    await browser.login('firma@demo.test');
    await stack.advanceClock(3.2); // past the access token's 3 s
    await legacy.dev('/stats/reset', {});
    const calls = Array.from({ length: 12 }, (_, i) => via(i % 2 ? b : a, browser).gql<ViewerData>(VIEWER));
    for (const result of await Promise.all(calls)) expect(result.body.data?.viewer?.user.email).toBe('firma@demo.test');
    expect((await legacy.stats()).refreshCalls).toBe(1);
  });

  it('shares the counters cache: one upstream call for both instances', async () => {
    await legacy.dev('/stats/reset', {});
    for (const gateway of [a, b, a, b]) {
      const res = await new Browser(gateway.url).gql<{ productCounters: { productCount: number } }>(`{ productCounters { ... on ProductCounters { productCount } } }`);
      expect(res.body.data?.productCounters.productCount).toBeGreaterThanOrEqual(5000);
    }
    const countCalls = Object.entries((await legacy.stats()).requests).filter(([route]) => route.includes('product_count'));
    expect(countCalls.reduce((n, [, c]) => n + c, 0)).toBe(1);
  });
});
