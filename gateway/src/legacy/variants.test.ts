import { solveCaptchaForTests } from 'legacy-api/testing';
import { describe, expect, it } from 'vitest';
import { Browser, VIEWER, stackForTests } from '../test/harness';

/**
 * The gateway against a stand-in that behaves like another implementation of the same spec (Django REST Framework
 * with simplejwt defaults, django-elasticsearch-dsl-drf suggestions asked and answered by suggester name, DRF pagination, Django's HTML error pages, other
 * wire names and codes for what the spec leaves open). Decision 009 lists what the gateway accepts there.
 */
const VARIANT = {
  ACCESS_TOKEN_TTL_SECONDS: '3',
  REFRESH_ROTATION: 'false',
  GTIN_ANSWER_DIGITS: '13',
  LIST_ENVELOPE: 'paginated',
  SUGGESTIONS_SHAPE: 'suggester',
  SUGGEST_PARAMS: 'suggester',
  ERROR_PAGES: 'html',
  CAPTCHA_HEADER: 'X-Recaptcha-Token',
  GLOBAL_LOOKUP_PATH: '/registry/lookup/{gtin}/',
  GLOBAL_NOT_FOUND_CODE: 'NOT_FOUND',
};

const LOOKUP = `query($gtin: String!) { product(gtin: $gtin) { __typename ... on Product { gtin name isGlobal } ... on Problem { code message } } }`;
const SEARCH = `query($f: CatalogFilter!, $o: Int! = 0) { catalogSearch(filter: $f, offset: $o) { __typename ... on CatalogPage { totalCount products { gtin } } ... on Problem { message } } }`;
type Lookup = { product: { __typename: string; gtin?: string; message?: string; isGlobal?: boolean } };
type Search = { catalogSearch: { __typename: string; totalCount?: number; products?: { gtin: string }[] } };

describe('the gateway against another implementation of /api/v1', () => {
  const stack = stackForTests({
    legacyEnv: VARIANT,
    gatewayEnv: {
      REFRESH_MARGIN_SECONDS: '0',
      LEGACY_CAPTCHA_HEADER: 'X-Recaptcha-Token',
      LEGACY_GLOBAL_LOOKUP_PATH: '/registry/lookup/{gtin}/',
      LEGACY_SUGGEST_PARAMS: 'suggester',
    },
  });
  let ip = 0;
  const member = async () => {
    const browser = new Browser(stack.gateway.url, `192.0.2.${++ip}`);
    await browser.login('firma@demo.test');
    return browser;
  };

  it('keeps the session across refreshes that answer {access} only (no rotation)', async () => {
    const browser = await member();
    await stack.legacy.dev('/stats/reset', {});
    for (let round = 0; round < 2; round++) {
      await stack.advanceClock(3.2); // past the access token's 3 s
      const viewer = await browser.gql<{ viewer: { user: { email: string } } | null }>(VIEWER);
      expect(viewer.body.data?.viewer?.user.email).toBe('firma@demo.test');
    }
    expect((await stack.legacy.stats()).refreshCalls).toBe(2);
    expect(stack.gateway.logs.join('')).not.toMatch(/broke its contract/);
  });

  it('pads 13-digit gtinNumbers of lookups and search pages', async () => {
    const browser = await member();
    expect((await browser.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product).toMatchObject({ __typename: 'Product', gtin: '05901234123457' });
    const page = (await browser.gql<Search>(SEARCH, { f: { name: 'pierogi' } })).body.data?.catalogSearch;
    expect(page?.__typename).toBe('CatalogPage');
    expect(page?.products?.length).toBeGreaterThan(0);
    for (const product of page?.products ?? []) expect(product.gtin).toMatch(/^\d{14}$/);
  });

  it('reads the category tree from a DRF envelope', async () => {
    const browser = await member();
    const tree = await browser.gql<{ categoryTree: { segments?: { code: string; children: unknown[] }[] } }>(
      `{ categoryTree { ... on CategoryTree { segments { code children { code } } } } }`,
    );
    expect(tree.body.data?.categoryTree.segments?.length).toBeGreaterThanOrEqual(5);
    expect(tree.body.data?.categoryTree.segments?.[0]?.children.length).toBeGreaterThan(0);
  });

  it.each([
    ['NAME', 'pier'],
    ['BRAND', 'mlek'],
    ['COMPANY_NAME', 'przyk'],
  ])('suggests %s values asked in the suggester’s parameter and keyed by it', async (field, text) => {
    const suggestions = await (await member()).gql<{ catalogSuggestions: { values?: string[] } }>(
      `query($field: SuggestionField!, $text: String!) { catalogSuggestions(field: $field, text: $text) { ... on CatalogSuggestions { values } } }`,
      { field, text },
    );
    const values = suggestions.body.data?.catalogSuggestions.values ?? [];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value.toLowerCase()).toContain(text);
    expect(values).not.toContain(text);
  });

  it('reads a global-registry code the spec does not list (NOT_FOUND) as not found, and logs the code', async () => {
    const res = await (await member()).gql<Lookup>(LOOKUP, { gtin: '4000000000006' });
    expect(res.body.data?.product).toMatchObject({ __typename: 'NotFromOrganisation', code: 'NOT_FROM_ORGANISATION' });
    expect(res.body.errors).toBeUndefined();
    expect(stack.gateway.logs.join('')).toMatch(/"code":"NOT_FOUND".*read as not found/);
  });

  it('never shows Django’s HTML error page: an unknown GTIN is “Nie znaleziono”', async () => {
    const res = await (await member()).gql<Lookup>(LOOKUP, { gtin: '5901234999991' });
    expect(res.body.data?.product).toEqual({ __typename: 'ProductNotFound', code: 'NOT_FOUND', message: 'Nie znaleziono' });
    expect(res.text).not.toMatch(/<|doctype|Not Found/i);
  });

  it('sends the captcha token in the configured header, global lookups included, at the configured path', async () => {
    const visitor = new Browser(stack.gateway.url, `192.0.2.${++ip}`);
    await visitor.gql(`mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: await solveCaptchaForTests(stack.legacy.url) });
    expect((await visitor.gql<Lookup>(LOOKUP, { gtin: '5901234123457' })).body.data?.product.__typename).toBe('Product');
    // The variant refuses an anonymous global lookup without the token (406); with it, it asks for a login.
    expect((await visitor.gql<Lookup>(LOOKUP, { gtin: '4006381333931' })).body.data?.product.__typename).toBe('LoginRequired');
    expect((await (await member()).gql<Lookup>(LOOKUP, { gtin: '4006381333931' })).body.data?.product).toMatchObject({
      __typename: 'Product',
      gtin: '04006381333931',
      isGlobal: true,
    });
  });

  it('answers anonymous paging past offset 30 with the spec’s “too many results”', async () => {
    const visitor = new Browser(stack.gateway.url, `192.0.2.${++ip}`);
    await visitor.gql(`mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: await solveCaptchaForTests(stack.legacy.url) });
    expect((await visitor.gql<Search>(SEARCH, { f: {}, o: 30 })).body.data?.catalogSearch.__typename).toBe('CatalogPage');
    expect((await visitor.gql<Search>(SEARCH, { f: {}, o: 45 })).body.data?.catalogSearch.__typename).toBe('TooManyResults');
  });
});

describe('a refresh margin the upstream’s token lifetime cannot satisfy', () => {
  const stack = stackForTests({ legacyEnv: { ACCESS_TOKEN_TTL_SECONDS: '20' }, gatewayEnv: { REFRESH_MARGIN_SECONDS: '60' } });

  it('is reported as an error naming the setting, and does not refresh before every call', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    for (let i = 0; i < 5; i++) expect((await browser.gql<{ viewer: unknown }>(VIEWER)).body.data?.viewer).not.toBeNull();
    expect((await stack.legacy.stats()).refreshCalls).toBe(0);
    const reports = stack.gateway.logs.filter((line) => line.includes('REFRESH_MARGIN_SECONDS') && line.includes('"level":50'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/"accessTokenLifetimeSeconds":20/);
  });
});
