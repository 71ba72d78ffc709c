import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, startLegacy, type GatewayUnderTest, type GqlResponse, type Legacy } from '../test/harness';
import { startUpload } from '../test/uploads';
import { startUpstreamProxy, type UpstreamProxy } from '../test/upstream-proxy';

/**
 * Issue 29, the circuit breakers: one user, one failing route or one hung route must not cut everybody off. Real
 * processes: the stand-in (behind a proxy that can hold calls) and the gateway.
 */

const OWN_LOOKUP = `{ product(gtin: "5901234123457") { __typename } }`;
/** A GTIN outside prefix 590: the global registry's lookup. */
const GLOBAL_LOOKUP = `{ product(gtin: "4006381333931") { __typename } }`;
const COUNTERS = `{ productCounters { __typename } }`;
const VIEWER = `{ viewer { user { email } } }`;
const FILES = `{ verificationFiles { __typename } }`;
const PAGE = `{ pageContent(page: HOW_IT_WORKS) { __typename } }`;

const typename = (res: GqlResponse) => {
  const [value] = Object.values(res.body.data ?? {}) as ({ __typename?: string; user?: unknown } | null)[];
  return res.body.errors?.[0]?.extensions?.code ?? value?.__typename ?? (value ? 'Viewer' : null);
};

async function circuits(gateway: GatewayUnderTest): Promise<Record<string, string> | undefined> {
  return ((await (await fetch(`${gateway.url}/readyz`)).json()) as { circuits?: Record<string, string> }).circuits;
}

describe('circuit breakers per upstream route family (issue 29)', () => {
  let legacy: Legacy;
  let proxy: UpstreamProxy;
  let gateway: GatewayUnderTest;
  let member: Browser;

  beforeAll(async () => {
    legacy = await startLegacy();
    proxy = await startUpstreamProxy(legacy.origin);
  });
  afterEach(async () => {
    await gateway?.stop();
    await legacy.dev('/faults', undefined, 'DELETE');
  });
  afterAll(async () => {
    await proxy?.stop();
    await legacy?.stop();
  });

  async function start(env: Record<string, string>) {
    gateway = await startGateway(proxy.url, { CACHE_TTL_SECONDS: '0', LEGACY_BREAKER_FAILURES: '3', LEGACY_BREAKER_OPEN_MS: '60000', ...env });
    member = new Browser(gateway.url);
    await member.login('firma@demo.test');
  }

  it('row 1 (high): a member cancelling 6 uploads together opens no circuit; everyone keeps being served', async () => {
    // Six uploads in flight at once (by default a person may have two).
    await start({ UPLOADS_PER_USER: '6' });
    const before = proxy.count('/api/v1/repository/');
    const uploads = Array.from({ length: 6 }, (_, i) => startUpload(gateway.url, '/files/verification', member.cookie, `anulowany-${i}.csv`));
    for (let i = 0; i < 4; i++) {
      await Promise.all(uploads.map((upload) => upload.send(16_384)));
      await sleep(20);
    }
    // Every upload reached the API before the person cancelled them all at once.
    await expect.poll(() => proxy.count('/api/v1/repository/') - before, { timeout: 2_000, interval: 20 }).toBe(6);
    for (const upload of uploads) upload.cancel();
    await sleep(300);

    const other = new Browser(gateway.url);
    expect(typename(await other.login('pracownik@demo.test'))).toBe('Viewer');
    expect(typename(await other.gql(OWN_LOOKUP))).toBe('Product');
    expect(typename(await member.gql(FILES))).toBe('VerificationFileList');
    expect(await circuits(gateway)).toMatchObject({ files: 'closed', catalogue: 'closed' });
    expect(gateway.logs.join('')).not.toMatch(/circuit open/);
  });

  it('row 2 (medium-high): a failing route (the product counters) opens its family only; a member keeps working elsewhere', async () => {
    await start({});
    await legacy.dev('/faults', { errorRate: { '/api/v1/products/product_count/': 1 } });
    // A few anonymous visitors keep asking for the counters.
    for (let i = 0; i < 5; i++) expect(typename(await new Browser(gateway.url, `192.0.2.${i + 1}`).gql(COUNTERS))).toBe('ServiceUnavailable');

    const answers = [];
    for (let round = 0; round < 6; round++) {
      for (const query of [VIEWER, FILES, PAGE, GLOBAL_LOOKUP, VIEWER]) answers.push(typename(await member.gql(query)));
    }
    // 30 calls of a signed-in member outside the catalogue: none failed.
    expect(answers).toHaveLength(30);
    expect(answers.filter((a) => a === 'UPSTREAM_UNAVAILABLE')).toEqual([]);
    expect(new Set(answers)).toEqual(new Set(['Viewer', 'VerificationFileList', 'PageContent', 'Product']));
    const states = await circuits(gateway);
    expect(states).toMatchObject({ catalogue: 'open', registry: 'closed', accounts: 'closed', files: 'closed', content: 'closed' });
    // Readiness is about this instance: it stays ready.
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
  });

  it('row 9 (medium): a hung route opens its circuit: calls the deadline ended count, and then fail at once', async () => {
    await start({ REQUEST_DEADLINE_MS: '600', LEGACY_TIMEOUT_MS: '5000' });
    const hung = proxy.hold('/api/v1/global_registry/');
    try {
      const before = proxy.count('/api/v1/global_registry/');
      for (let i = 0; i < 3; i++) expect(typename(await member.gql(GLOBAL_LOOKUP))).toBe('DEADLINE_EXCEEDED');
      expect(proxy.count('/api/v1/global_registry/') - before).toBe(3);

      const started = performance.now();
      expect(typename(await member.gql(GLOBAL_LOOKUP))).toBe('UPSTREAM_UNAVAILABLE');
      expect(performance.now() - started).toBeLessThan(300);
      expect(proxy.count('/api/v1/global_registry/') - before).toBe(3);
      expect(await circuits(gateway)).toMatchObject({ registry: 'open', catalogue: 'closed' });
      // The own catalogue is another family: it still answers.
      expect(typename(await member.gql(OWN_LOOKUP))).toBe('Product');
    } finally {
      hung.release();
    }
  });
});
