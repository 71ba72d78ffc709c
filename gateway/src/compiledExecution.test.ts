import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, appOperation, stackForTests } from './test/harness';

/**
 * A document the gateway keeps seeing runs on a compiled plan (decision 031). Its answer must not tell: each request
 * below is sent twice to a gateway that compiles on the second sighting, and both answers must be the same bytes,
 * status and headers that matter. (Every other suite runs with plans compiled on the first sighting.)
 */
describe('compiled execution answers as graphql-js does', () => {
  const stack = stackForTests({ gatewayEnv: { GRAPHQL_COMPILE_AFTER: '2', CACHE_TTL_SECONDS: '0', LEGACY_TIMEOUT_MS: '400' } });
  let member: Browser;

  beforeAll(async () => {
    member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
  });

  /** The same request twice (graphql-js, then the plan compiled for it): the answers, which must be alike. */
  async function twice(send: () => ReturnType<Browser['send']>) {
    const [first, second] = [await send(), await send()];
    expect(second.status).toBe(first.status);
    expect(second.text).toBe(first.text);
    return first;
  }

  it("the web app's product card and catalogue page, as it sends them", async () => {
    const card = await twice(() => member.send(appOperation('ProductCard', { gtin: '5901234123457' })));
    expect(card.body.data).toMatchObject({ product: { __typename: 'Product', gtin: '05901234123457' } });
    const page = await twice(() => member.send(appOperation('CatalogSearch', { filter: { name: 'a' }, offset: 0, limit: 15 })));
    expect((page.body.data as { catalogSearch: { products: unknown[] } }).catalogSearch.products).toHaveLength(15);
  });

  it('defaults of variables and of input fields, skip and include, aliases and abstract types', async () => {
    const query = `query($f: CatalogFilter!, $o: Int! = 0, $full: Boolean! = false) {
      catalogSearch(filter: $f, offset: $o) { __typename ... on CatalogPage { offset first: products { gtin } n: totalCount @skip(if: $full) } ... on Problem { code } }
      rateLimit { __typename }
    }`;
    const page = await twice(() => member.gql(query, { f: { name: 'pierogi' } }));
    expect(page.body.data).toMatchObject({ catalogSearch: { __typename: 'CatalogPage', offset: 0, n: expect.any(Number) } });
    // `rememberMe: Boolean! = false` is an input field's default: absent, the login goes through.
    const login = await twice(() => new Browser(stack.gateway.url).gql(`mutation($i: LoginInput!) { login(input: $i) { __typename } }`, { i: { email: 'firma@demo.test', password: 'zle-haslo' } }));
    expect(login.body.data).toEqual({ login: { __typename: 'InvalidCredentials' } });
  });

  it("a variable of the wrong type: graphql-js's words and Apollo's 400", async () => {
    const wrong = await twice(() => member.gql(`query($g: String!) { product(gtin: $g) { __typename } }`, { g: 5901234123457 }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Variable "\$g" got invalid value/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('an upstream failure: the generic message with its path and code, nothing of the cause', async () => {
    await stack.legacy.dev('/faults', { errorRate: { '/api/v1/products/': 1 } });
    try {
      const failed = await twice(() => member.gql(`{ catalogSearch(filter: { name: "pierogi" }) { __typename } }`));
      expect(failed.status).toBe(200);
      expect(failed.body.errors).toEqual([{ message: 'Coś poszło nie tak, spróbuj ponownie', path: ['catalogSearch'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
    } finally {
      await stack.legacy.dev('/faults', undefined, 'DELETE');
    }
  });
});
