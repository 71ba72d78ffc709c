import { describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { solvedCaptcha } from '../test/captcha';
import { Browser, stackForTests, startGateway } from '../test/harness';

const LOOKUP = /* GraphQL */ `
  query Lookup($gtin: String!) {
    product(gtin: $gtin) {
      __typename
      ... on Product { gtin name brand status isGlobal category { code text } company { name } }
      ... on Problem { code message field }
      ... on RateLimited { member resetsAt }
      ... on NotFromOrganisation { lookupServiceUrl }
    }
  }
`;
const CAPTCHA = `query { captcha { provider challengeUrl solved } }`;
const SUBMIT = `mutation($token: String!) { submitCaptcha(token: $token) { __typename } }`;

type Lookup = { product: Record<string, unknown> & { __typename: string } };

describe('product lookup outcomes over real HTTP', () => {
  const stack = stackForTests({ legacyEnv: { ANON_LOOKUP_LIMIT: '3' } });
  let ip = 0;
  const visitor = () => new Browser(stack.gateway.url, `203.0.113.${++ip}`);

  async function solvedVisitor() {
    const browser = visitor();
    await browser.gql(SUBMIT, { token: await solveCaptchaForTests(stack.legacy.url) });
    return browser;
  }

  it('refuses a malformed GTIN without calling the catalogue', async () => {
    await stack.legacy.dev('/stats/reset', {});
    for (const gtin of ['5901234123458', '59012', 'abc', '']) {
      const res = await visitor().gql<Lookup>(LOOKUP, { gtin });
      expect(res.body.data?.product).toEqual({ __typename: 'InvalidGtin', code: 'INVALID_GTIN', message: 'To nie jest numer GTIN', field: ['gtin'] });
    }
    const stats = await stack.legacy.stats();
    expect(Object.keys(stats.requests).filter((route) => route.includes('get_products'))).toEqual([]);
  });

  it('asks an anonymous visitor for a captcha first', async () => {
    const res = await visitor().gql<Lookup>(LOOKUP, { gtin: '5901234123457' });
    expect(res.body.data?.product).toMatchObject({ __typename: 'CaptchaRequired', code: 'CAPTCHA_REQUIRED' });
  });

  it('finds the product once the captcha is solved, and keeps the token for further lookups', async () => {
    const browser = await solvedVisitor();
    expect((await browser.gql(CAPTCHA)).body.data).toEqual({ captcha: { provider: 'ALTCHA', challengeUrl: '/captcha/challenge', solved: true } });
    // Kept for a day: the widget knows when to come back.
    const { captcha } = (await browser.gql<{ captcha: { expiresAt: string } }>(`{ captcha { expiresAt } }`)).body.data!;
    expect(Date.parse(captcha.expiresAt) - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    expect(Date.parse(captcha.expiresAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
    for (let i = 0; i < 2; i++) {
      const res = await browser.gql<Lookup>(LOOKUP, { gtin: '5901234123457' });
      expect(res.body.data?.product).toMatchObject({ __typename: 'Product', gtin: '05901234123457', status: 'ACTIVE', isGlobal: false });
    }
  });

  it('drops a token the catalogue rejects', async () => {
    // A gateway that verifies with another key than the catalogue's: its solves pass here and fail upstream.
    const secret = 'a-key-the-catalogue-does-not-have';
    const misconfigured = await startGateway(stack.legacy.url, { CAPTCHA_HMAC_SECRET: secret });
    try {
      const browser = new Browser(misconfigured.url, '203.0.113.250');
      expect((await browser.gql(SUBMIT, { token: await solvedCaptcha({ secret }) })).body.data).toEqual({ submitCaptcha: { __typename: 'CaptchaState' } });
      expect((await browser.gql(CAPTCHA)).body.data).toMatchObject({ captcha: { solved: true } });
      const res = await browser.gql<Lookup>(LOOKUP, { gtin: '5901234123457' });
      expect(res.body.data?.product).toMatchObject({ __typename: 'CaptchaRejected', code: 'CAPTCHA_REJECTED' });
      expect((await browser.gql(CAPTCHA)).body.data).toMatchObject({ captcha: { solved: false } });
    } finally {
      await misconfigured.stop();
    }
  });

  it('reports an unknown own-database GTIN as not found', async () => {
    const browser = await solvedVisitor();
    const res = await browser.gql<Lookup>(LOOKUP, { gtin: '5901234999991' });
    expect(res.body.data?.product).toMatchObject({ __typename: 'ProductNotFound', code: 'NOT_FOUND', message: 'Nie znaleziono' });
  });

  it('limits anonymous lookups per client address with the anonymous wording', async () => {
    const browser = await solvedVisitor();
    for (let i = 0; i < 3; i++) {
      expect((await browser.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product.__typename).toBe('Product');
    }
    const limited = (await browser.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product;
    expect(limited).toMatchObject({ __typename: 'RateLimited', member: false });
    expect(limited?.message).toMatch(/Zarejestruj się/);
    expect(Date.parse(String(limited?.resetsAt))).toBeGreaterThan(Date.now());
    // Another visitor behind the same gateway is not affected.
    const other = await solvedVisitor();
    expect((await other.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product.__typename).toBe('Product');
  });

  it("tells a visitor what is left of the day's lookups, after a product and after a not-found alike", async () => {
    const SINGLE = `query($gtin: String!) { catalogSearch(filter: { gtin: $gtin }) {
      __typename ... on CatalogPage { lookupQuota { limit remaining } } ... on ProductNotFound { lookupQuota { limit remaining } } } }`;
    const browser = await solvedVisitor();
    const quotas = [];
    for (const gtin of ['5901234123457', '5901234999991', '5901234123464']) {
      quotas.push((await browser.gql<{ catalogSearch: object }>(SINGLE, { gtin })).body.data?.catalogSearch);
    }
    expect(quotas).toEqual([
      { __typename: 'CatalogPage', lookupQuota: { limit: 3, remaining: 2 } },
      { __typename: 'ProductNotFound', lookupQuota: { limit: 3, remaining: 1 } },
      { __typename: 'CatalogPage', lookupQuota: { limit: 3, remaining: 0 } },
    ]);
    // A search that is not a single lookup spends none and says nothing of them.
    const page = await browser.gql<{ catalogSearch: object }>(`{ catalogSearch { __typename ... on CatalogPage { mode lookupQuota { remaining } } } }`);
    expect(page.body.data?.catalogSearch).toEqual({ __typename: 'CatalogPage', mode: 'BASIC', lookupQuota: null });
  });

  it('asks an anonymous visitor to log in for a global-registry GTIN', async () => {
    const res = await (await solvedVisitor()).gql<Lookup>(LOOKUP, { gtin: '4006381333931' });
    expect(res.body.data?.product).toMatchObject({ __typename: 'LoginRequired', code: 'LOGIN_REQUIRED' });
  });

  it('gives members global-registry products and points unknown ones to the global lookup service', async () => {
    const member = visitor();
    await member.login('firma@demo.test');
    expect((await member.gql<Lookup>(LOOKUP, { gtin: '4006381333931' })).body.data?.product).toMatchObject({
      __typename: 'Product',
      gtin: '04006381333931',
      isGlobal: true,
    });
    const unknown = (await member.gql<Lookup>(LOOKUP, { gtin: '4000000000006' })).body.data?.product;
    expect(unknown).toMatchObject({ __typename: 'NotFromOrganisation', code: 'NOT_FROM_ORGANISATION' });
    expect(unknown?.lookupServiceUrl).toMatch(/^https:\/\//);
  });

  it('needs no captcha for members and limits a free-package member with the member wording', async () => {
    const member = visitor();
    await member.login('pracownik@demo.test');
    const viewer = (await member.gql<{ viewer: { memberships: { id: string; activated: boolean; company: { name: string; subscription?: string } }[] } }>(
      `{ viewer { memberships { id activated company { name } } } }`,
    )).body.data!.viewer;
    let limited: Record<string, unknown> | undefined;
    // One of the two activated memberships is on the free package: its lookups are limited like a visitor's.
    for (const m of viewer.memberships.filter((x) => x.activated)) {
      await member.gql(`mutation($id: ID!) { switchMembership(membershipId: $id) { __typename } }`, { id: m.id });
      for (let i = 0; i < 31 && !limited; i++) {
        const product = (await member.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product;
        if (product?.__typename === 'RateLimited') limited = product;
        else expect(product?.__typename).toBe('Product');
      }
    }
    expect(limited).toMatchObject({ __typename: 'RateLimited', member: true });
    expect(limited?.message).toMatch(/Weryfikuj dane/);
  });

  it('serves the counters from a short cache', async () => {
    await stack.legacy.dev('/stats/reset', {});
    const browser = visitor();
    const COUNTERS = `{ productCounters { ... on ProductCounters { productCount productCountFrom7Days } } }`;
    const first = await browser.gql<{ productCounters: { productCount: number } }>(COUNTERS);
    await browser.gql(COUNTERS);
    expect(first.body.data?.productCounters.productCount).toBeGreaterThanOrEqual(5000);
    const stats = await stack.legacy.stats();
    const countCalls = Object.entries(stats.requests).filter(([route]) => route.includes('product_count')).reduce((n, [, c]) => n + c, 0);
    expect(countCalls).toBe(1);
  });
});
