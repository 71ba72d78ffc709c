import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, VIEWER, movableClock, startGateway, startLegacy, startRedis, type Legacy } from '../test/harness';
import { spawnGateway, type GatewayProcess } from '../test/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../test/upstream-proxy';

/** Issue 13, item 11: the token refresh across instances and after a failure. */

type ViewerData = { viewer: { user: { email: string } } | null };
const via = (url: string, cookie: string | null) => Object.assign(new Browser(url), { cookie });

describe('#11 refresh across instances', () => {
  let legacy: Legacy;
  let proxy: UpstreamProxy;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: GatewayProcess;
  let b: GatewayProcess;

  beforeAll(async () => {
    legacy = await startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    proxy = await startUpstreamProxy(legacy.origin);
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, REFRESH_MARGIN_SECONDS: '0', LEGACY_TIMEOUT_MS: '1000' };
    [a, b] = await Promise.all([spawnGateway(proxy.url, env), spawnGateway(proxy.url, env)]);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await proxy?.stop();
    await legacy?.stop();
    await redis?.stop();
  });

  it('#11 a waiter whose lock holder died takes the refresh over within the upstream timeout and keeps the user in', async () => {
    const browser = new Browser(a.url);
    await browser.login('firma@demo.test');
    await sleep(2_100);
    const refresh = proxy.hold('/api/v1/token/refresh/');
    void via(a.url, browser.cookie).gql(VIEWER).catch(() => undefined);
    await refresh.arrived;
    const waiter = via(b.url, browser.cookie).gql<ViewerData>(VIEWER);
    await sleep(300);

    a.signal('SIGKILL'); // dies holding the lock, before its refresh reached the API
    const died = Date.now();
    await a.exited;
    refresh.release();

    const answer = await waiter;
    expect(answer.body.data?.viewer?.user.email).toBe('firma@demo.test');
    expect(Date.now() - died).toBeLessThan(5_000);
    expect(proxy.dropped).toBe(1);
    expect((await via(b.url, browser.cookie).gql<ViewerData>(VIEWER)).body.data?.viewer?.user.email).toBe('firma@demo.test');
  });
});

describe('#11 a transient refresh failure', () => {
  let legacy: Legacy;
  const advanceClock = movableClock();

  beforeAll(async () => {
    legacy = await startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(async () => {
    await legacy?.stop();
  });

  it('#11 a 5xx during the refresh keeps the session, and the very next request refreshes', async () => {
    const gateway = await startGateway(legacy.url, { REFRESH_MARGIN_SECONDS: '0' });
    try {
      const browser = new Browser(gateway.url);
      await browser.login('firma@demo.test');
      await advanceClock(2.1, legacy);
      await legacy.dev('/faults', { errorRate: { '/api/v1/token/refresh/': 1 } });
      const failed = await browser.gql<ViewerData>(VIEWER);
      expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(browser.setCookies).toEqual([]);

      await legacy.dev('/faults', undefined, 'DELETE');
      expect((await browser.gql<ViewerData>(VIEWER)).body.data?.viewer?.user.email).toBe('firma@demo.test');
    } finally {
      await gateway.stop();
    }
  });
});
