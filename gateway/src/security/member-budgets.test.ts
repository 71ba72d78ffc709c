import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, appOperation, stackForTests, startGateway, startLegacy, startRedis, type GatewayUnderTest, type Legacy, type RedisUnderTest } from '../test/harness';

/**
 * Issue 29: a signed-in session had no gateway budget (one drove hundreds of upstream searches a second), and
 * documents that reached no resolver were never counted. Over real HTTP: browser-like clients → gateway → stand-in.
 */

const SEARCH = '{ catalogSearch(filter: { name: "pierogi" }) { __typename ... on RateLimited { member resetsAt message } } }';
type Search = { catalogSearch: { __typename: string; member?: boolean; resetsAt?: string; message?: string } };

/** Signed in from an address of its own: the visitors' budget per address (where `login` counts) is not in the way. */
async function signIn(url: string, email: string, address: string): Promise<Browser> {
  const browser = new Browser(url, address);
  expect((await browser.login(email)).body.data).toMatchObject({ login: { __typename: 'Viewer' } });
  return browser;
}

const search = async (browser: Browser) => (await browser.gql<Search>(SEARCH)).body.data!.catalogSearch;
/** The product card's query as the web app sends it (by its trusted-document id): the answer's type. */
const card = async (browser: Browser) =>
  (await browser.send<{ product: { __typename: string } }>(appOperation('ProductCard', { gtin: '5901234123457' }))).body.data?.product.__typename;
const upstreamSearches = async (legacy: Legacy) =>
  Object.entries((await legacy.stats()).requests)
    .filter(([route]) => route.startsWith('GET /api/v1/products/'))
    .reduce((sum, [, count]) => sum + count, 0);

describe('budgets for signed-in work (issue 29)', () => {
  const stack = stackForTests({ gatewayEnv: { RATE_LIMIT_SESSION: '4/1m', RATE_LIMIT_USER: '6/1m', RATE_LIMIT_ANONYMOUS: '3/1m' } });

  it('a session that searches past RATE_LIMIT_SESSION is answered RateLimited with resetsAt, and nothing goes upstream', async () => {
    const firma = await signIn(stack.gateway.url, 'firma@demo.test', '198.51.100.1');
    for (let i = 0; i < 4; i++) expect((await search(firma)).__typename).toBe('CatalogPage');
    const before = await upstreamSearches(stack.legacy);
    const limited = await search(firma);
    expect(limited).toMatchObject({ __typename: 'RateLimited', member: true, message: 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.' });
    const resetsIn = Date.parse(limited.resetsAt!) - Date.now();
    expect(resetsIn).toBeGreaterThan(0);
    expect(resetsIn).toBeLessThanOrEqual(60_000);
    expect(await upstreamSearches(stack.legacy)).toBe(before);
    // The database download is signed-in work too: refused with the same member, as the file routes answer.
    const zip = await fetch(`${stack.gateway.url}/files/products/2/zip_database`, { headers: { cookie: firma.cookie! } });
    expect(zip.status).toBe(429);
    expect(Number(zip.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await zip.json()).toMatchObject({ __typename: 'RateLimited', code: 'RATE_LIMITED', member: true });
  });

  it("a person's sessions together stop at RATE_LIMIT_USER", async () => {
    const first = await signIn(stack.gateway.url, 'pracownik@demo.test', '198.51.100.2');
    const second = await signIn(stack.gateway.url, 'pracownik@demo.test', '198.51.100.3');
    const answers: string[] = [];
    // Three points each is within each session's four; the seventh point is over the person's six.
    for (let i = 0; i < 3; i++) answers.push((await search(first)).__typename, (await search(second)).__typename);
    answers.push((await search(first)).__typename);
    expect(answers).toEqual([...Array(6).fill('CatalogPage'), 'RateLimited']);
  });

  it('documents that reach no resolver take a point from the same budget', async () => {
    const visitor = new Browser(stack.gateway.url, '198.51.100.29');
    const COUNTERS = '{ productCounters { __typename ... on RateLimited { code member resetsAt } } }';
    expect((await visitor.gql(COUNTERS)).body.data).toEqual({ productCounters: { __typename: 'ProductCounters' } });
    // Two documents that fail validation (and so run no field) spend the visitor's other two points.
    for (let i = 0; i < 2; i++) expect((await visitor.gql('{ nothingHere }')).body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await visitor.gql(COUNTERS)).body.data).toEqual({
      productCounters: { __typename: 'RateLimited', code: 'RATE_LIMITED', member: false, resetsAt: expect.any(String) },
    });
  });
});

describe('signed-in budgets across two gateway instances over Redis (issue 29)', () => {
  let legacy: Legacy;
  let redis: RedisUnderTest;
  let a: GatewayUnderTest;
  let b: GatewayUnderTest;

  beforeAll(async () => {
    [legacy, redis] = await Promise.all([startLegacy(), startRedis()]);
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SESSION: '4/1m' };
    [a, b] = await Promise.all([startGateway(legacy.url, env), startGateway(legacy.url, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([legacy?.stop(), redis?.stop()]);
  });

  it('one session spends one budget on every instance', async () => {
    const onA = await signIn(a.url, 'firma@demo.test', '198.51.100.4');
    const onB = new Browser(b.url, '198.51.100.4');
    onB.cookie = onA.cookie;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await search(onA)).__typename, (await search(onB)).__typename);
    expect(answers).toEqual(['CatalogPage', 'CatalogPage', 'CatalogPage', 'CatalogPage', 'RateLimited', 'RateLimited']);
  });

  it('a prepaid request is still counted against the shared budget: the session stops at its limit on either instance', async () => {
    const onA = await signIn(a.url, 'firma@demo.test', '198.51.100.32');
    const onB = new Browser(b.url, '198.51.100.32');
    onB.cookie = onA.cookie;
    // Four points in the minute, then refused on both, whichever instance took them and however.
    const answers = [await card(onA), await card(onA), await card(onB), await card(onA), await card(onB), await card(onA)];
    expect(answers).toEqual(['Product', 'Product', 'Product', 'Product', 'RateLimited', 'RateLimited']);
  });
});

describe("budgets taken in the session read's Redis round trip (issue 30)", () => {
  let legacy: Legacy;
  let redis: RedisUnderTest;
  let a: GatewayUnderTest;
  let b: GatewayUnderTest;

  beforeAll(async () => {
    [legacy, redis] = await Promise.all([startLegacy(), startRedis()]);
    const env = { REDIS_URL: redis.url, RATE_LIMIT_USER: '6/1m' };
    [a, b] = await Promise.all([startGateway(legacy.url, env), startGateway(legacy.url, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([legacy?.stop(), redis?.stop()]);
  });

  it("the web app's signed-in request takes one Redis round trip (session and budgets together), a visitor's public read none (issue 30)", async () => {
    const member = await signIn(a.url, 'pracownik@demo.test', '198.51.100.30');
    // The first requests read the account into the session and make the instance know the session's person.
    for (let i = 0; i < 2; i++) expect(await card(member)).toBe("Product");
    const roundTrips = async (requests: () => Promise<unknown>) => {
      const before = (await redis.counters()).reads;
      await requests();
      // The second INFO's own read counts too.
      return (await redis.counters()).reads - before - 1;
    };
    expect(
      await roundTrips(async () => {
        for (let i = 0; i < 4; i++) expect(await card(member)).toBe('Product');
      }),
    ).toBe(4);

    const visitor = new Browser(a.url, '198.51.100.31');
    expect(
      await roundTrips(async () => {
        for (let i = 0; i < 4; i++) expect((await visitor.send<{ viewer: unknown }>(appOperation('AppViewer'))).status).toBe(200);
      }),
    ).toBe(0);
  });

  it('a session ended on another instance costs its person at most one request here: the instance then forgets it', async () => {
    const ended = await signIn(a.url, 'firma@demo.test', '198.51.100.33');
    for (let i = 0; i < 2; i++) expect(await card(ended)).toBe('Product');
    const stale = ended.cookie;
    expect((await new Browser(b.url, '198.51.100.33').gql('mutation { logout { loggedOut } }', undefined, { cookie: stale! })).body.data).toEqual({
      logout: { loggedOut: true },
    });
    // The old cookie on the instance that knew it: a visitor now (no product without a captcha), five times.
    const replay = new Browser(a.url, '198.51.100.33');
    for (let i = 0; i < 5; i++) {
      replay.cookie = stale;
      expect(await card(replay)).not.toBe('Product');
    }
    // Of the person's six points, the ended session took three (two cards, its logout) and the replays one between
    // them: a new session has two left, not none.
    const next = await signIn(a.url, 'firma@demo.test', '198.51.100.34');
    expect([await card(next), await card(next), await card(next)]).toEqual(['Product', 'Product', 'RateLimited']);
  });
});

describe('a product card drawn by the gateway, over the budget (issue 29)', () => {
  const build = mkdtempSync(path.join(tmpdir(), 'web-build-'));

  beforeAll(() => {
    // A web build whose server entry draws a card with its lookup's answer, as web/src/server.tsx does.
    mkdirSync(path.join(build, 'dist'));
    mkdirSync(path.join(build, '.server'));
    writeFileSync(path.join(build, 'dist', 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    writeFileSync(
      path.join(build, '.server', 'server.js'),
      `export async function renderPage(url, execute, template) {
        const gtin = /^\\/catalog\\/(\\d+)$/.exec(url.pathname)?.[1];
        if (!gtin) return null;
        const answer = await execute({ query: 'query($g: String!) { product(gtin: $g) { __typename } }', variables: { g: gtin } });
        return template.replace('<div id="root"></div>', '<div id="root">drawn ' + answer.data?.product?.__typename + '</div>');
      }`,
    );
  });
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  const stack = stackForTests({ gatewayEnv: { RATE_LIMIT_SESSION: '2/1m', WEB_DIST: path.join(build, 'dist') } });

  it('is served as the shell once the session is over its budget: no lookup upstream, nothing drawn', async () => {
    const firma = await signIn(stack.gateway.url, 'firma@demo.test', '198.51.100.9');
    const card = async () => (await fetch(`${stack.gateway.url}/catalog/5901234123457`, { headers: { cookie: firma.cookie!, accept: 'text/html' } })).text();
    expect(await card()).toContain('drawn Product');
    expect(await card()).toContain('drawn Product');
    await stack.legacy.dev('/stats/reset', {});
    const over = await card();
    expect(over).toContain('<div id="root"></div>');
    expect(over).not.toContain('drawn');
    expect(await upstreamSearches(stack.legacy)).toBe(0);
    expect(stack.gateway.logs.join('')).not.toMatch(/page not drawn on the server/);
  });
});
