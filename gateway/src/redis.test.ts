import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, VIEWER, stackForTests, type GatewayUnderTest, type RedisUnderTest } from './test/harness';

/** A request with a bound of its own, so a gateway that waits for ever fails the test instead of hanging it. */
async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const res = await send();
  const body = (await res.json()) as { status?: string; data?: Record<string, { __typename?: string } | null>; errors?: { extensions?: { code?: string } }[]; checks?: { redis?: { ok: boolean } } };
  return { status: res.status, body, ms: performance.now() - started };
}

/**
 * Issue 29, row 3: a hung Redis (stopped with SIGSTOP: connections stay open, nothing answers). Two gateway instances
 * over it, real processes for the stand-in and Redis.
 */
describe('a hung Redis (issue 29)', () => {
  const env = { REDIS_COMMAND_TIMEOUT_MS: '400', CACHE_TTL_SECONDS: '0' };
  const stack = stackForTests({ redis: true, gatewayEnv: [env, env] });
  let redis: RedisUnderTest;
  let a: GatewayUnderTest;
  let b: GatewayUnderTest;
  beforeAll(() => {
    ({ redis } = stack);
    [a, b] = stack.gateways as [GatewayUnderTest, GatewayUnderTest];
  });
  // Whatever a test left hung answers again before the stack stops (hooks after the stack's run first).
  afterAll(() => redis?.resume());

  const graphql = (gateway: GatewayUnderTest, query: string, cookie?: string | null) => () =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(5_000),
    });
  const ready = (gateway: GatewayUnderTest) => () => fetch(`${gateway.url}/readyz`, { signal: AbortSignal.timeout(5_000) });

  it('row 3 (medium): sessions fail closed within a second, caches and budgets go on in memory, /readyz says 503; all comes back with Redis', async () => {
    const member = new Browser(a.url);
    expect((await member.login('firma@demo.test')).body.data).toMatchObject({ login: { __typename: 'Viewer' } });
    redis.hang();
    try {
      for (const gateway of [a, b, a, b]) {
        const signedIn = await timed(graphql(gateway, VIEWER, member.cookie));
        expect(signedIn.ms).toBeLessThan(1_200);
        expect(signedIn.status).toBe(503);
        expect(signedIn.body.errors?.[0]?.extensions?.code).toBe('SESSION_UNAVAILABLE');

        // An anonymous visitor touches the counters' cache and the anonymous budget: both in this instance's memory.
        const visitor = await timed(graphql(gateway, `{ productCounters { __typename } }`));
        expect(visitor.ms).toBeLessThan(1_200);
        expect(visitor.body.data?.productCounters?.__typename).toBe('ProductCounters');
      }
      await stack.advanceClock(1.1); // past /readyz's one-second cache
      const probe = await timed(ready(a));
      expect(probe.status).toBe(503);
      expect(probe.body.checks?.redis?.ok).toBe(false);
      expect(probe.ms).toBeLessThan(1_500);
    } finally {
      redis.resume();
    }

    // Redis answers again: the session was never lost, on either instance (once its client has caught up).
    await stack.advanceClock(1.1); // past /readyz's cache of the refusal
    for (const gateway of [a, b]) {
      await vi.waitFor(async () => {
        const back = await timed(graphql(gateway, VIEWER, member.cookie));
        expect(back.status).toBe(200);
        expect(back.body.data?.viewer).toMatchObject({ user: { email: 'firma@demo.test' } });
      }, { timeout: 5_000, interval: 100 });
      expect((await timed(ready(gateway))).status).toBe(200);
    }
  });
});
