import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { Browser, bearerToken, stackForTests, startGateway, startRedis, type GatewayUnderTest } from '../test/harness';

/** An integrator's call: one operation with a bearer token, from a client address of its own. */
async function call(gateway: GatewayUnderTest, token: string, query: string, address = '203.0.113.1', headers: Record<string, string> = {}) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: Record<string, Record<string, unknown> | null>; errors?: unknown[]; extensions?: { cost?: Record<string, unknown> } };
  return { res, body };
}

const LOOKUP = '{ product(gtin: "5901234123457") { __typename ... on RateLimited { resetsAt } } }';
const PAGE = '... on CatalogPage { totalCount offset limit requestedLimit hasNextPage nextOffset }';

/** Issue 28's table, row by row, as an integrator meets it over real HTTP (the guide's own test is integrators.test.ts). */
describe('what issue 28 found, over real HTTP', () => {
  const stack = stackForTests({ gatewayEnv: { CORS_ORIGINS: 'https://app.example.com, https://partner.example.com/' } });
  let member: string;

  beforeAll(async () => {
    member = await bearerToken(stack.legacy, 'firma@demo.test');
  });

  describe('search and paging', () => {
    it('reports a limit above the cap as asked and as used, and where each page goes on to the last', async () => {
      const first = await call(stack.gateway, member, `{ catalogSearch(limit: 5000) { __typename ${PAGE} } }`);
      const total = first.body.data!.catalogSearch!.totalCount as number;
      expect(first.body.data!.catalogSearch).toEqual({ __typename: 'CatalogPage', totalCount: total, offset: 0, limit: 100, requestedLimit: 5000, hasNextPage: true, nextOffset: 100 });
      const lastOffset = Math.floor((total - 1) / 100) * 100;
      const last = await call(stack.gateway, member, `{ catalogSearch(limit: 100, offset: ${lastOffset}) { __typename ${PAGE} } }`);
      expect(last.body.data!.catalogSearch).toMatchObject({ offset: lastOffset, limit: 100, requestedLimit: 100, hasNextPage: false, nextOffset: null });
    });

    it('ends an anonymous visitor\u2019s pages at offset 30, the last they may see', async () => {
      const visitor = new Browser(stack.gateway.url, '198.51.100.7');
      await visitor.gql('mutation($t: String!) { submitCaptcha(token: $t) { __typename } }', { t: await solveCaptchaForTests(stack.legacy.url) });
      const search = (offset: number) => visitor.gql<{ catalogSearch: Record<string, unknown> }>(`{ catalogSearch(offset: ${offset}, limit: 50) { __typename ${PAGE} } }`);
      expect((await search(0)).body.data!.catalogSearch).toMatchObject({ limit: 15, requestedLimit: 50, hasNextPage: true, nextOffset: 15 });
      expect((await search(30)).body.data!.catalogSearch).toMatchObject({ offset: 30, hasNextPage: false, nextOffset: null });
    });

    it('numbers the next page of an administration list, and none after the last', async () => {
      const admin = await bearerToken(stack.legacy, 'admin@demo.test');
      const page = async (n: number) =>
        (await call(stack.gateway, admin, `{ adminCompanies(page: ${n}) { ... on CompanyListPage { totalCount page hasNextPage nextPage } } }`)).body.data!.adminCompanies!;
      const first = await page(1);
      expect(first).toMatchObject({ page: 1, hasNextPage: true, nextPage: 2 });
      const lastPage = Math.ceil((first.totalCount as number) / 10);
      expect(await page(lastPage)).toMatchObject({ page: lastPage, hasNextPage: false, nextPage: null });
    });
  });

  describe('rate limits', () => {
    it('reports the budget on every answer to a token, a refused document too, and Retry-After only when refused', async () => {
      const ok = await call(stack.gateway, member, '{ viewer { user { email } } }', '203.0.113.20');
      expect(ok.res.headers.get('ratelimit-policy')).toBe('"token";q=600;w=60, "address";q=2400;w=60');
      expect(ok.res.headers.get('ratelimit')).toMatch(/^"token";r=\d+;t=\d+, "address";r=\d+;t=\d+$/);
      expect(ok.res.headers.get('retry-after')).toBeNull();
      expect(ok.body.extensions!.cost).toMatchObject({ points: 1, limit: 600, budget: 'token' });
      const unparsable = await call(stack.gateway, member, '{ viewer {', '203.0.113.20');
      expect(unparsable.res.status).toBe(400);
      expect(unparsable.res.headers.get('ratelimit')).toMatch(/^"token";r=\d+;t=\d+/);
      // A browser's answers carry none of it.
      const visitor = await new Browser(stack.gateway.url, '198.51.100.8').gql('{ productCounters { __typename } }');
      expect(visitor.headers.get('ratelimit')).toBeNull();
      expect(visitor.body).not.toHaveProperty('extensions');
    });

    it('answers rateLimit for a visitor (their address) and for a signed-in browser session (its session or person)', async () => {
      const visitor = await new Browser(stack.gateway.url, '198.51.100.9').gql('{ rateLimit { cost limit remaining budget } }');
      expect(visitor.body.data).toEqual({ rateLimit: { cost: 0, limit: 300, remaining: 300, budget: 'ADDRESS' } });
      const browser = new Browser(stack.gateway.url, '198.51.100.10');
      await browser.login('firma@demo.test');
      expect((await browser.gql('{ rateLimit { limit remaining budget } }')).body.data).toEqual({ rateLimit: { limit: 300, remaining: 300, budget: 'SESSION' } });
    });
  });

  describe('a small budget: three points a token, twelve an address', () => {
    let small: GatewayUnderTest;
    beforeAll(async () => {
      small = await startGateway(stack.legacy.url, { RATE_LIMIT_BEARER: '3/1m' });
    });
    afterAll(() => small?.stop());

    it('takes an operation as a whole: two root fields cost two, and over the budget none of its fields runs', async () => {
      const token = await bearerToken(stack.legacy, 'firma@demo.test');
      const two = await call(small, token, `{ a: ${LOOKUP.slice(2, -2)} b: rateLimit { cost remaining } }`, '203.0.113.30');
      expect(two.body.data!.b).toEqual({ cost: 1, remaining: 2 });
      const both = await call(small, token, `{ a: captcha { solved } b: captcha { solved } rateLimit { cost remaining } }`, '203.0.113.30');
      expect(both.body.extensions!.cost).toMatchObject({ points: 2, remaining: 0 });
      const over = await call(small, token, `{ a: ${LOOKUP.slice(2, -2)} b: viewer { user { email } } rateLimit { remaining resetAt } }`, '203.0.113.30');
      const resetsAt = expect.stringMatching(/^\d{4}-/);
      expect(over.body.data).toEqual({ a: { __typename: 'RateLimited', resetsAt }, b: null, rateLimit: { remaining: 0, resetAt: resetsAt } });
      expect(over.body.errors).toEqual([expect.objectContaining({ path: ['b'], extensions: { code: 'RATE_LIMITED', member: true, resetsAt } })]);
      expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it("gives two integrators behind one NAT a budget each; the address's ceiling stops many tokens together", async () => {
      const nat = '203.0.113.40';
      const tokens = await Promise.all(['firma@demo.test', 'admin@demo.test', 'firma@demo.test', 'admin@demo.test', 'firma@demo.test'].map((e) => bearerToken(stack.legacy, e)));
      expect(new Set(tokens).size).toBe(5);
      const lookups = async (token: string, n: number, address = nat) => {
        const types: string[] = [];
        for (let i = 0; i < n; i++) types.push((await call(small, token, LOOKUP, address)).body.data!.product!.__typename as string);
        return types;
      };
      expect(await lookups(tokens[0]!, 4)).toEqual(['Product', 'Product', 'Product', 'RateLimited']);
      // The other integrator behind the same address still has all of theirs.
      expect(await lookups(tokens[1]!, 3)).toEqual(['Product', 'Product', 'Product']);
      // Twelve points from the address in all (the refused one counted too): the fourth token's two fill it.
      expect(await lookups(tokens[2]!, 3)).toEqual(['Product', 'Product', 'Product']);
      expect(await lookups(tokens[3]!, 2)).toEqual(['Product', 'Product']);
      const fifth = await call(small, tokens[4]!, '{ rateLimit { remaining budget } }', nat);
      expect(fifth.body.data!.rateLimit).toEqual({ remaining: 0, budget: 'ADDRESS' });
      expect(await lookups(tokens[4]!, 1)).toEqual(['RateLimited']);
      // The same token from another address is served.
      expect(await lookups(tokens[4]!, 1, '203.0.113.41')).toEqual(['Product']);
    });
  });

  it('keeps budgets in Redis: two gateways sharing REDIS_URL count one token together', async () => {
    const redis = await startRedis();
    const [one, two] = await Promise.all([1, 2].map(() => startGateway(stack.legacy.url, { RATE_LIMIT_BEARER: '3/1m', REDIS_URL: redis.url })));
    try {
      const token = await bearerToken(stack.legacy, 'firma@demo.test');
      expect((await call(one!, token, LOOKUP, '203.0.113.50')).res.headers.get('ratelimit')).toMatch(/^"token";r=2;/);
      expect((await call(two!, token, LOOKUP, '203.0.113.50')).res.headers.get('ratelimit')).toMatch(/^"token";r=1;/);
      await call(one!, token, LOOKUP, '203.0.113.50');
      const refused = await call(two!, token, LOOKUP, '203.0.113.50');
      expect(refused.body.data!.product!.__typename).toBe('RateLimited');
      expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await Promise.all([one?.stop(), two?.stop()]);
      await redis.stop();
    }
  });

  describe('CORS and the cookie', () => {
    const preflight = (origin: string) =>
      fetch(`${stack.gateway.url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

    it('answers the preflights of listed origins only, never allowing credentials', async () => {
      const listed = await preflight('https://partner.example.com');
      expect(listed.status).toBe(204);
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
      expect(listed.headers.get('access-control-allow-credentials')).toBeNull();
      const other = await preflight('https://evil.example.net');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it("lets a listed origin's bearer request read its answer and budget", async () => {
      const { res, body } = await call(stack.gateway, member, '{ viewer { user { email } } }', '203.0.113.60', { origin: 'https://app.example.com', 'sec-fetch-site': 'cross-site' });
      expect(body.data).toEqual({ viewer: { user: { email: 'firma@demo.test' } } });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toContain('ratelimit');
    });

    it("never serves a cross-origin request as the cookie's session, nor opens one for it", async () => {
      const browser = new Browser(stack.gateway.url, '198.51.100.11');
      await browser.login('firma@demo.test');
      const viewer = '{ viewer { user { email } } }';
      expect((await browser.gql(viewer)).body.data).toEqual({ viewer: { user: { email: 'firma@demo.test' } } });
      // The same cookie from a page of a sibling site (or of an old browser, with only an Origin): a visitor.
      expect((await browser.gql(viewer, undefined, { origin: 'https://app.example.com', 'sec-fetch-site': 'same-site' })).body.data).toEqual({ viewer: null });
      expect((await browser.gql(viewer, undefined, { origin: 'https://app.example.com' })).body.data).toEqual({ viewer: null });
      const stranger = new Browser(stack.gateway.url, '198.51.100.12');
      const login = await stranger.login('firma@demo.test', 'Demo123!', false);
      expect(login.body.errors).toBeUndefined();
      const crossLogin = await new Browser(stack.gateway.url, '198.51.100.13').gql(
        'mutation { login(input: {email: "firma@demo.test", password: "Demo123!", rememberMe: false}) { __typename } }',
        undefined,
        { origin: 'https://app.example.com', 'sec-fetch-site': 'cross-site' },
      );
      expect(crossLogin.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_REQUEST' }, message: expect.stringMatching(/Authorization: Bearer/) })]);
      expect(crossLogin.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('mutation login', () => {
    const LOGIN = 'mutation { login(input: {email: "firma@demo.test", password: "Demo123!", rememberMe: false}) { __typename } }';

    it("opens a browser session without a cookie (every browser's first sign-in has none)", async () => {
      const program = new Browser(stack.gateway.url, '198.51.100.14');
      const answer = await program.gql(LOGIN);
      expect(answer.body.data).toEqual({ login: { __typename: 'Viewer' } });
      expect(program.cookie).toMatch(/^sid=/);
    });

    it('answers a bearer caller BAD_REQUEST, naming the token way', async () => {
      const { body, res } = await call(stack.gateway, member, LOGIN, '203.0.113.70');
      expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_REQUEST' }, message: expect.stringMatching(/POST \/api\/v1\/token\//) })]);
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  });
});
