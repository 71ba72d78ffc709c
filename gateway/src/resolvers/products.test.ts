import { DEMO } from 'legacy-api/testing';
import { gtinCheckDigit } from 'schema/validation';
import { describe, expect, it } from 'vitest';
import { bearerToken, stackForTests } from '../test/harness';

const PRODUCTS = /* GraphQL */ `
  query Products($gtins: [String!]!) {
    products(gtins: $gtins) {
      __typename
      ... on ProductLookups { lookups { gtin result { __typename ... on Product { gtin } ... on Problem { code } } } }
      ... on Problem { code message field }
      ... on TooManyGtins { max }
      ... on RateLimited { resetsAt }
    }
  }
`;

type Lookup = { gtin: string; result: { __typename: string; gtin?: string; code?: string } };
type Products = { products: { __typename: string; lookups?: Lookup[]; code?: string; message?: string; field?: string[]; max?: number } };
type Cost = { cost: { points: number; remaining: number } };

/** `count` valid GTINs of the demo company's range (590123412…), the first few seeded, the others never assigned. */
const ownGtins = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const body = `5901234${String(12345 + i).padStart(5, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  });

describe('products: many GTINs in one field, over real HTTP', () => {
  const stack = stackForTests({ gatewayEnv: { RATE_LIMIT_BEARER: '150/1m' } });
  let ip = 0;
  /** An integrator's token, from its own address (each address has its own ceiling). */
  const integrator = async () => {
    const token = await bearerToken(stack.legacy, DEMO.users.company);
    const address = `198.51.100.${++ip}`;
    return async <T = Products>(gtins: string[], query = PRODUCTS) => {
      const res = await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address },
        body: JSON.stringify({ query, variables: { gtins } }),
      });
      return (await res.json()) as { data?: T; errors?: unknown[]; extensions: Cost };
    };
  };
  const lookupCalls = async () =>
    Object.entries((await stack.legacy.stats()).requests)
      .filter(([route]) => route.includes('/products/get_products/:gtin/') || route.includes('/global_registry/'))
      .reduce((sum, [, count]) => sum + count, 0);

  it('answers each GTIN as product does, in the order asked, each valid one one lookup upstream', async () => {
    const ask = await integrator();
    const gtins = [DEMO.gtins.unknown, DEMO.gtins.active, '123', DEMO.gtins.globalUnknown, DEMO.gtins.global, DEMO.gtins.withdrawn, DEMO.gtins.active];
    await stack.legacy.dev('/stats/reset', {});
    const res = await ask(gtins);
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.lookups).toEqual([
      { gtin: DEMO.gtins.unknown, result: { __typename: 'ProductNotFound', code: 'NOT_FOUND' } },
      { gtin: DEMO.gtins.active, result: { __typename: 'Product', gtin: `0${DEMO.gtins.active}` } },
      { gtin: '123', result: { __typename: 'InvalidGtin', code: 'INVALID_GTIN' } },
      { gtin: DEMO.gtins.globalUnknown, result: { __typename: 'NotFromOrganisation', code: 'NOT_FROM_ORGANISATION' } },
      { gtin: DEMO.gtins.global, result: { __typename: 'Product', gtin: `0${DEMO.gtins.global}` } },
      { gtin: DEMO.gtins.withdrawn, result: { __typename: 'Product', gtin: `0${DEMO.gtins.withdrawn}` } },
      { gtin: DEMO.gtins.active, result: { __typename: 'Product', gtin: `0${DEMO.gtins.active}` } },
    ]);
    // Five distinct valid GTINs: five lookups (the invalid one asks nothing, the repeated one is asked once).
    expect(await lookupCalls()).toBe(5);
  });

  it('keeps the order of a full list of 100, answered in parallel', async () => {
    const ask = await integrator();
    const gtins = ownGtins(100).reverse();
    const res = await ask(gtins);
    expect(res.data?.products.lookups?.map((lookup) => lookup.gtin)).toEqual(gtins);
    const found = res.data?.products.lookups?.filter((lookup) => lookup.result.__typename === 'Product') ?? [];
    expect(found.length).toBeGreaterThan(0);
    for (const lookup of found) expect(lookup.result.gtin).toBe(`0${lookup.gtin}`);
  });

  it('takes one point per GTIN from the caller’s budget, as that many product fields would', async () => {
    const ask = await integrator();
    const first = await ask(ownGtins(7));
    expect(first.extensions.cost).toMatchObject({ points: 7, remaining: 150 - 7 });
    const rateLimit = await ask<{ rateLimit: { cost: number; remaining: number } }>(ownGtins(3), `query($gtins: [String!]!) { products(gtins: $gtins) { __typename } rateLimit { cost remaining } }`);
    expect(rateLimit.data?.rateLimit).toEqual({ cost: 3, remaining: 150 - 10 });
  });

  it('refuses a list the budget cannot pay for as a whole, asking the catalogue nothing', async () => {
    const ask = await integrator();
    await ask(ownGtins(100));
    await stack.legacy.dev('/stats/reset', {});
    const res = await ask(ownGtins(51));
    expect(res.data?.products).toMatchObject({ __typename: 'RateLimited', code: 'RATE_LIMITED', resetsAt: expect.any(String) });
    expect(await lookupCalls()).toBe(0);
  });

  it('refuses more than 100 GTINs with TooManyGtins, for one point and no lookup', async () => {
    const ask = await integrator();
    await stack.legacy.dev('/stats/reset', {});
    const res = await ask(ownGtins(101));
    expect(res.data?.products).toEqual({
      __typename: 'TooManyGtins',
      code: 'TOO_MANY_GTINS',
      message: 'Za dużo numerów GTIN: w jednym zapytaniu najwyżej 100. Podziel listę.',
      field: ['gtins'],
      max: 100,
    });
    expect(res.extensions.cost.points).toBe(1);
    expect(await lookupCalls()).toBe(0);
  });
});
