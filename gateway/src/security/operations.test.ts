import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, startLegacy, startRedis, type Legacy } from '../test/harness';
import { spawnGateway } from '../test/processes';
import { startUpstreamProxy } from '../test/upstream-proxy';

/** Issue 13, items 6 and 12: what an operator and a load balancer see of the gateway. */

const COUNTERS = `{ productCounters { ... on ProductCounters { productCount } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename } }`;
const CREDENTIALS = { input: { email: 'firma@demo.test', password: 'Demo123!', rememberMe: false } };
/** A request's result or, when its connection was cut, the cause: so a cut request fails its assertion, not the run. */
const outcome = <T>(pending: Promise<T>) =>
  pending.then(
    (value) => ({ value, error: null }),
    (error: Error) => ({ value: null, error: String(error.cause ?? error) }),
  );

describe('#12 readiness, deadline and circuit breaker', () => {
  let legacy: Legacy;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterEach(async () => {
    await legacy.dev('/faults', undefined, 'DELETE');
  });
  afterAll(async () => {
    await legacy?.stop();
  });

  it('#12 /readyz checks the upstream and Redis (JSON, 503 when one is down, cached), /healthz stays cheap', async () => {
    const redis = await startRedis();
    const gateway = await startGateway(legacy.url, { REDIS_URL: redis.url });
    let redisUp = true;
    try {
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { upstream: { ok: true }, redis: { ok: true } } });

      // A load balancer hammering the probe reaches the upstream at most once a second.
      await sleep(1_100);
      await legacy.dev('/stats/reset', {});
      await Promise.all(Array.from({ length: 50 }, () => fetch(`${gateway.url}/readyz`)));
      expect(Object.values((await legacy.stats()).requests).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);

      await redis.stop();
      redisUp = false;
      await sleep(1_100);
      const started = performance.now();
      const down = await fetch(`${gateway.url}/readyz`);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'unready', checks: { upstream: { ok: true }, redis: { ok: false } } });
      const live = performance.now();
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      expect(performance.now() - live).toBeLessThan(200);
    } finally {
      await gateway.stop();
      if (redisUp) await redis.stop();
    }
  });

  it('#12 a GraphQL request ends at REQUEST_DEADLINE_MS with its own code, however slow the upstream', async () => {
    const gateway = await startGateway(legacy.url, { REQUEST_DEADLINE_MS: '1000', LEGACY_TIMEOUT_MS: '5000' });
    try {
      await legacy.dev('/faults', { latencyMs: 1_500 });
      const started = performance.now();
      const res = await new Browser(gateway.url).gql(LOGIN, CREDENTIALS);
      const ms = performance.now() - started;
      expect(ms).toBeLessThan(1_800);
      expect(res.body.errors).toEqual([
        { message: 'Coś poszło nie tak, spróbuj ponownie', path: ['login'], extensions: { code: 'DEADLINE_EXCEEDED' } },
      ]);
    } finally {
      await gateway.stop();
    }
  });

  it('#12 the circuit breaker fails fast while the upstream keeps failing and closes by itself when it recovers', async () => {
    const proxy = await startUpstreamProxy(legacy.origin);
    const gateway = await startGateway(proxy.url, { CACHE_TTL_SECONDS: '0', LEGACY_BREAKER_FAILURES: '3', LEGACY_BREAKER_OPEN_MS: '1000' });
    const COUNT = '/api/v1/products/product_count/';
    try {
      await legacy.dev('/faults', { errorRate: { '/api/v1/products/': 1 } });
      // The counters answer their ServiceUnavailable member when the catalogue fails (open circuit or not).
      const counters = async () =>
        (await new Browser(gateway.url).gql<{ productCounters: { __typename: string } }>(`{ productCounters { __typename } }`)).body.data?.productCounters
          .__typename;
      for (let i = 0; i < 3; i++) expect(await counters()).toBe('ServiceUnavailable');
      expect(proxy.count(COUNT)).toBe(3);

      const started = performance.now();
      expect(await counters()).toBe('ServiceUnavailable');
      expect(performance.now() - started).toBeLessThan(200);
      expect(proxy.count(COUNT)).toBe(3);

      await legacy.dev('/faults', undefined, 'DELETE');
      await sleep(1_100);
      expect(await counters()).toBe('ProductCounters');
      expect(await counters()).toBe('ProductCounters');
      expect(proxy.count(COUNT)).toBe(5);
    } finally {
      await gateway.stop();
      await proxy.stop();
    }
  });
});

describe('#6 graceful shutdown', () => {
  let legacy: Legacy;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy?.stop();
  });

  it('#6 SIGTERM (then SIGINT) finishes the query and the captcha challenge in flight, refuses new connections, exits once', async () => {
    const gateway = await spawnGateway(legacy.url, { CACHE_TTL_SECONDS: '0' });
    await legacy.dev('/faults', { latencyMs: 1_000 });
    try {
      const query = outcome(new Browser(gateway.url).gql(COUNTERS));
      const challenge = outcome(fetch(`${gateway.url}/captcha/challenge`));
      await sleep(300);
      gateway.signal('SIGTERM');
      await sleep(100);
      gateway.signal('SIGINT');
      await sleep(100);

      await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
      expect(await query).toMatchObject({ value: { body: { data: { productCounters: { productCount: expect.any(Number) } } } } });
      const answer = await challenge;
      expect(answer).toMatchObject({ value: { status: 200 } });
      expect(await answer.value!.json()).toHaveProperty('signature');
      expect(await gateway.exited).toBe(0);
      expect(gateway.output().match(/"msg":"shutting down/g)).toHaveLength(1);
      expect(gateway.output()).toMatch(/"signal":"SIGINT".*"msg":"already shutting down"/);
    } finally {
      await legacy.dev('/faults', undefined, 'DELETE');
      await gateway.stop();
    }
  });

  it('#6 an answer in flight when the drain begins, and one asked for during it, close their kept-alive connection', async () => {
    const gateway = await spawnGateway(legacy.url, { CACHE_TTL_SECONDS: '0', SHUTDOWN_DELAY_MS: '1500' });
    const agent = new Agent({ keepAlive: true });
    /** POSTs the query on a kept-alive connection: the answer's status and its `Connection` header. */
    const ask = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const body = JSON.stringify({ query: COUNTERS });
        const req = request(`${gateway.url}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await ask()).toEqual({ status: 200, connection: 'keep-alive' });
      await legacy.dev('/faults', { latencyMs: 600 });
      const inFlight = ask();
      await sleep(200);
      gateway.signal('SIGTERM');
      await sleep(100);
      const duringDrain = ask();
      expect(await inFlight).toEqual({ status: 200, connection: 'close' });
      expect(await duringDrain).toEqual({ status: 200, connection: 'close' });
      expect(await gateway.exited).toBe(0);
    } finally {
      agent.destroy();
      await legacy.dev('/faults', undefined, 'DELETE');
      await gateway.stop();
    }
  });

  it('#6 a request longer than SHUTDOWN_GRACE_MS does not hold the exit', async () => {
    const gateway = await spawnGateway(legacy.url, { CACHE_TTL_SECONDS: '0', SHUTDOWN_GRACE_MS: '500' });
    await legacy.dev('/faults', { latencyMs: 3_000 });
    try {
      const slow = new Browser(gateway.url).gql(COUNTERS).catch(() => 'cut');
      await sleep(300);
      const started = performance.now();
      gateway.signal('SIGTERM');
      expect(await gateway.exited).toBe(0);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(await slow).toBe('cut');
    } finally {
      await legacy.dev('/faults', undefined, 'DELETE');
      await gateway.stop();
    }
  });

  it('#6 /readyz answers 503 while the gateway drains', async () => {
    const gateway = await startGateway(legacy.url);
    try {
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      gateway.drain();
      const draining = await fetch(`${gateway.url}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'draining' });
    } finally {
      await gateway.stop();
    }
  });
});
