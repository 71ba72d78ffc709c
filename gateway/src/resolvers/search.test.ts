import { describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { Browser, VIEWER, stackForTests } from '../test/harness';

const SEARCH = /* GraphQL */ `
  query Search($filter: CatalogFilter!, $offset: Int! = 0, $limit: Int! = 15) {
    catalogSearch(filter: $filter, offset: $offset, limit: $limit) {
      __typename
      ... on CatalogPage { totalCount offset limit mode products { gtin name brand isGlobal category { code } } }
      ... on Problem { code message field }
      ... on ValidationFailed { problems { field message } }
      ... on TooManyResults { matchCount }
      ... on PermissionDenied { permission }
      ... on RateLimited { member }
    }
  }
`;
type Result = { catalogSearch: { __typename: string; [key: string]: unknown } };
type Page = { totalCount: number; offset: number; limit: number; mode: string; products: { gtin: string; name: string; brand: string; category: { code: string }[] }[] };

describe('catalogue search outcomes over real HTTP', () => {
  const stack = stackForTests({ legacyEnv: { ANON_LOOKUP_LIMIT: '2' } });
  let ip = 0;
  const visitor = () => new Browser(stack.gateway.url, `198.51.100.${++ip}`);
  const search = (browser: Browser, filter: Record<string, unknown>, offset = 0, limit = 15) =>
    browser.gql<Result>(SEARCH, { filter, offset, limit }).then((r) => r.body.data!.catalogSearch);
  async function solvedVisitor() {
    const browser = visitor();
    await browser.gql(`mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: await solveCaptchaForTests(stack.legacy.url) });
    return browser;
  }
  async function member(email: string) {
    const browser = visitor();
    await browser.login(email);
    return browser;
  }
  const upstreamCalls = async () => Object.values((await stack.legacy.stats()).requests).reduce((a, b) => a + b, 0);

  it('refuses bad filters before any upstream call', async () => {
    const browser = visitor();
    await stack.legacy.dev('/stats/reset', {});
    expect(await search(browser, { gtin: '5901234123458' })).toMatchObject({ __typename: 'InvalidGtin', message: 'To nie jest numer GTIN' });
    // An advanced filter is the members' (its policy answers before the value is judged).
    expect(await search(browser, { companyNip: '525 000' })).toMatchObject({ __typename: 'LoginRequired', message: expect.stringMatching(/po zalogowaniu/) });
    // A member typing a Polish letter into the NIP filter: the spec's wording, on the NIP field, before any call.
    const member = visitor();
    await member.login('firma@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    expect(await search(member, { companyNip: 'ą' })).toEqual({
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
      field: null,
      problems: [{ field: ['filter', 'companyNip'], message: 'Niepoprawny numer NIP' }],
    });
    expect(await search(member, { gpc: ['123'] })).toMatchObject({ __typename: 'ValidationFailed', problems: [{ field: ['filter', 'gpc', '0'] }] });
    expect(await upstreamCalls()).toBe(0);
  });

  it('asks anonymous visitors for the captcha, limits them to offsets 0/15/30 (too many results past them) and to GTIN searches', async () => {
    expect(await search(visitor(), {})).toMatchObject({ __typename: 'CaptchaRequired' });
    const browser = await solvedVisitor();
    const third = (await search(browser, {}, 30)) as unknown as Page;
    expect(third).toMatchObject({ __typename: 'CatalogPage', offset: 30, limit: 15, mode: 'BASIC' });
    expect(third.products).toHaveLength(15);
    expect(third.totalCount).toBeGreaterThanOrEqual(5000);
    // Spec §9: any other offset resets to 0, and the page says which one it is.
    const reset = (await search(browser, {}, 20)) as unknown as Page;
    expect(reset).toMatchObject({ __typename: 'CatalogPage', offset: 0, limit: 15 });
    expect(reset.products.map((p) => p.gtin)).toEqual(((await search(browser, {}, 0)) as unknown as Page).products.map((p) => p.gtin));
    // Past the third page the spec's outcome is "too many results" (refine or download the database).
    expect(await search(browser, {}, 45)).toMatchObject({ __typename: 'TooManyResults', code: 'TOO_MANY_RESULTS' });
    expect(await search(browser, { name: 'mleko' })).toMatchObject({ __typename: 'LoginRequired' });
    // Anonymous pages are always 15 long.
    expect(await search(browser, {}, 0, 100)).toMatchObject({ __typename: 'CatalogPage', limit: 15 });
  });

  it('answers a GTIN search with the single lookup, its limits and outcomes', async () => {
    const browser = await solvedVisitor();
    expect(await search(browser, { gtin: '5901234123457' })).toMatchObject({
      __typename: 'CatalogPage',
      mode: 'SINGLE',
      totalCount: 1,
      products: [{ gtin: '05901234123457' }],
    });
    expect(await search(browser, { gtin: '5901234999991' })).toMatchObject({ __typename: 'ProductNotFound', message: 'Nie znaleziono' });
    expect(await search(browser, { gtin: '5901234123457' })).toMatchObject({ __typename: 'RateLimited', member: false });
    expect(await search(browser, { gtin: '4006381333931' })).toMatchObject({ __typename: 'LoginRequired' });

    const forged = visitor();
    // A forged solve is refused when it is submitted, so the search still asks for the captcha.
    expect((await forged.gql(`mutation { submitCaptcha(token: "forged") { __typename } }`)).body.data).toEqual({ submitCaptcha: { __typename: 'CaptchaRejected' } });
    expect(await search(forged, {})).toMatchObject({ __typename: 'CaptchaRequired' });
  });

  it('gives members global products and points unknown ones to the global lookup service', async () => {
    const browser = await member('firma@demo.test');
    expect(await search(browser, { gtin: '4006381333931' })).toMatchObject({ __typename: 'CatalogPage', products: [{ gtin: '04006381333931', isGlobal: true }] });
    expect(await search(browser, { gtin: '4000000000006' })).toMatchObject({ __typename: 'NotFromOrganisation' });
  });

  it('runs the advanced search for members with advanced_search, in one upstream call per page', async () => {
    const browser = await member('firma@demo.test');
    await browser.gql(VIEWER);
    await stack.legacy.dev('/stats/reset', {});
    const page = (await search(browser, { name: 'pierogi' })) as unknown as Page;
    expect(await upstreamCalls()).toBe(1);
    expect(page).toMatchObject({ __typename: 'CatalogPage', mode: 'ADVANCED' });
    expect(page.totalCount).toBeGreaterThan(0);
    for (const product of page.products) expect(product.name.toLowerCase()).toContain('pierogi');

    const segment = page.products[0]!.category[0]!.code;
    const bySegment = (await search(browser, { name: 'pierogi', gpc: [segment] })) as unknown as Page;
    expect(bySegment.totalCount).toBeGreaterThan(0);
    for (const product of bySegment.products) expect(product.category[0]!.code).toBe(segment);

    expect(await search(browser, { name: 'zzzqqqxxx' })).toMatchObject({ __typename: 'NoProductsFound', message: 'Brak produktów dla wybranych parametrów.' });
  });

  it('says too many results past the 1000-page cap', async () => {
    const browser = await member('firma@demo.test');
    expect(await search(browser, {}, 15 * 1000)).toMatchObject({ __typename: 'TooManyResults', code: 'TOO_MANY_RESULTS' });
  });

  it('denies advanced filters to a membership without advanced_search', async () => {
    const browser = await member('pracownik@demo.test');
    const viewer = (await browser.gql<{ viewer: { memberships: { id: string; activated: boolean }[]; permissions: string[] } }>(VIEWER)).body.data!.viewer;
    let denied = false;
    for (const m of viewer.memberships.filter((x) => x.activated)) {
      const switched = await browser.gql<{ switchMembership: { permissions: string[] } }>(
        `mutation($id: ID!) { switchMembership(membershipId: $id) { ... on Viewer { permissions } } }`,
        { id: m.id },
      );
      if (switched.body.data!.switchMembership.permissions.includes('advanced_search')) continue;
      expect(await search(browser, { brand: 'Wawel' })).toMatchObject({ __typename: 'PermissionDenied', permission: 'advanced_search' });
      const suggestions = await browser.gql(`{ catalogSuggestions(field: BRAND, text: "wa") { __typename } }`);
      expect(suggestions.body.data).toEqual({ catalogSuggestions: { __typename: 'PermissionDenied' } });
      denied = true;
    }
    expect(denied).toBe(true);
  });

  it('suggests at most 15 values and serves the category tree from a cache', async () => {
    const browser = await member('firma@demo.test');
    const suggestions = await browser.gql<{ catalogSuggestions: { values: string[] } }>(`{ catalogSuggestions(field: NAME, text: "a") { ... on CatalogSuggestions { field values } } }`);
    const values = suggestions.body.data!.catalogSuggestions.values;
    expect(values.length).toBeGreaterThan(0);
    expect(values.length).toBeLessThanOrEqual(15);
    const companies = await browser.gql<{ catalogSuggestions: { values: string[] } }>(`{ catalogSuggestions(field: COMPANY_NAME, text: "sp") { ... on CatalogSuggestions { values } } }`);
    expect(companies.body.data!.catalogSuggestions.values.length).toBeGreaterThan(0);

    const TREE = `{ categoryTree { __typename ... on CategoryTree { segments { code text children { code children { code children { code children { code } } } } } } } }`;
    await stack.legacy.dev('/stats/reset', {});
    const tree = await browser.gql<{ categoryTree: { segments: { code: string; children: { children: { children: unknown[] }[] }[] }[] } }>(TREE);
    await browser.gql(TREE);
    const segments = tree.body.data!.categoryTree.segments;
    expect(segments.length).toBeGreaterThanOrEqual(5);
    expect(segments[0]!.children[0]!.children[0]!.children.length).toBeGreaterThan(0);
    const treeCalls = Object.entries((await stack.legacy.stats()).requests).filter(([route]) => route.includes('get_categories'));
    expect(treeCalls.reduce((n, [, c]) => n + c, 0)).toBe(1);
    expect((await visitor().gql(TREE)).body.data).toEqual({ categoryTree: { __typename: 'LoginRequired' } });
  });

  it('checks the licence of a GTIN for members', async () => {
    const browser = await member('firma@demo.test');
    const LICENCE = `query($g: String!) { gtinLicence(gtin: $g) { __typename ... on GtinLicence { gtin licensed } } }`;
    expect((await browser.gql(LICENCE, { g: '5901234123457' })).body.data).toEqual({ gtinLicence: { __typename: 'GtinLicence', gtin: '05901234123457', licensed: true } });
    expect((await visitor().gql(LICENCE, { g: '5901234123457' })).body.data).toEqual({ gtinLicence: { __typename: 'LoginRequired' } });
    expect((await browser.gql(LICENCE, { g: '123' })).body.data).toEqual({ gtinLicence: { __typename: 'InvalidGtin' } });
  });
});

describe('a catalogue that refuses to list too many results', () => {
  const stack = stackForTests({ legacyEnv: { SEARCH_MAX_RESULTS: '300' } });

  it('asks to refine the filters or download the database', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    const broad = (await browser.gql<Result>(SEARCH, { filter: { name: 'a' } })).body.data!.catalogSearch;
    expect(broad).toMatchObject({ __typename: 'TooManyResults', code: 'TOO_MANY_RESULTS' });
    expect(broad.message).toMatch(/Zawęź kryteria.*pobierz bazę danych/);
    expect(broad.matchCount).toBeGreaterThan(300);
  });
});
