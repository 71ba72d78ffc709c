/**
 * Issue 39: an integrator checking 100 GTINs, as one `products(gtins:)` request against 100 `product(gtin:)` requests
 * (one after another, as a script loops, and 10 at a time), with a bearer token, on the compiled build in production
 * mode behind a TLS proxy. Per way, alternating rounds (`BENCH_ROUNDS`, default 5): the wall time of the 100 lookups,
 * the gateway's CPU (from /proc) and the lookups the stand-in served (each GTIN is one either way). The GTINs are the
 * demo company's range from its first product on, some seeded, most not: found and not-found lookups both.
 *
 *   pnpm build:servers && pnpm --filter e2e bench:batch
 */
import { gtinCheckDigit } from 'schema/validation';
import { cpuMs } from './gateway';
import { spread } from './operations';
import { nodeServer, productionBehindProxy, secureHeaders } from './servers';
import { providerToken } from './visitors';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GTINS = Array.from({ length: 100 }, (_, i) => {
  const body = `5901234${String(12345 + i).padStart(5, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
});
const PRODUCT = 'query($gtin: String!) { product(gtin: $gtin) { __typename ... on Product { gtin name } ... on Problem { code } } }';
const PRODUCTS =
  'query($gtins: [String!]!) { products(gtins: $gtins) { __typename ... on ProductLookups { lookups { gtin result { __typename ... on Product { gtin name } ... on Problem { code } } } } } }';

const legacy = await nodeServer('legacy-api', { RESEED: '1' });
// The budgets would refuse the bench's own lookups long before it is done: they are not what is measured.
const gateway = await nodeServer('gateway', {
  LEGACY_API_URL: `${legacy.url}/api/v1`,
  LOG_LEVEL: 'warn',
  ...productionBehindProxy,
  RATE_LIMIT_BEARER: '1000000/1m',
  RATE_LIMIT_BEARER_ADDRESS: '1000000/1m',
});

try {
  const access = await providerToken(legacy.url);
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { ...secureHeaders, 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, { __typename: string; lookups?: unknown[] }>; errors?: unknown };
    if (!res.ok || body.errors) throw new Error(`the gateway answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.data!;
  };
  const one = (gtin: string) => post(PRODUCT, { gtin });
  const ways = {
    'one products request': async () => {
      const data = await post(PRODUCTS, { gtins: GTINS });
      if (data.products?.lookups?.length !== GTINS.length) throw new Error(`products answered ${JSON.stringify(data).slice(0, 300)}`);
    },
    '100 product requests, one after another': async () => {
      for (const gtin of GTINS) await one(gtin);
    },
    '100 product requests, 10 at a time': async () => {
      for (let i = 0; i < GTINS.length; i += 10) await Promise.all(GTINS.slice(i, i + 10).map(one));
    },
  };
  const lookupsServed = async () => {
    const stats = (await legacy.dev('/stats', undefined, 'GET')) as { requests: Record<string, number> };
    return Object.entries(stats.requests).filter(([route]) => route.includes('/products/get_products/:gtin/')).reduce((sum, [, n]) => sum + n, 0);
  };

  // Warm-up: the gateway compiles a document it has seen (GRAPHQL_COMPILE_AFTER), the pools open their connections.
  for (const run of Object.values(ways)) await run();
  const figures = Object.fromEntries(Object.keys(ways).map((name) => [name, { ms: [] as number[], cpuMs: [] as number[], lookups: 0 }]));
  const names = Object.keys(ways) as (keyof typeof ways)[];
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      await legacy.dev('/stats/reset', {});
      const cpuBefore = cpuMs(gateway.pid);
      const start = performance.now();
      await ways[name]();
      figures[name]!.ms.push(performance.now() - start);
      figures[name]!.cpuMs.push(cpuMs(gateway.pid) - cpuBefore);
      figures[name]!.lookups = await lookupsServed();
    }
  }
  console.log(`100 GTINs, a member's bearer token, medians of ${ROUNDS} rounds (min–max):`);
  for (const [name, f] of Object.entries(figures)) {
    const ms = spread(f.ms, 0);
    const cpu = spread(f.cpuMs, 0);
    console.log(`  ${name}: ${ms.median} ms (${ms.min}–${ms.max}), gateway CPU ${cpu.median} ms (${cpu.min}–${cpu.max}), ${f.lookups} lookups upstream`);
  }
} finally {
  await gateway.stop();
  await legacy.stop();
}
