/**
 * `pnpm bench`: what a catalogue page and a card opened from it cost, measured through the real stack.
 * Starts the stand-in and the gateway on their own ports, then reports:
 *   - upstream calls per catalogue page (GraphQL, member and anonymous; target 1),
 *   - GraphQL requests and upstream calls when a card is opened from the results table in Chromium (target 0),
 *   - gateway overhead: a single lookup through the gateway against the same call made directly on the stand-in.
 * The numbers go to stdout and to e2e/bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer, stopServers, waitFor } from './servers';

const LEGACY = 'http://localhost:4210';
const GATEWAY = 'http://localhost:4200';

/** Upstream API calls since the last reset; pictures (`/media/…`, fetched by the browser itself) are counted apart. */
const stats = async (what: 'api' | 'media' = 'api'): Promise<number> => {
  const body = (await (await fetch(`${LEGACY}/__dev/stats`)).json()) as { requests: Record<string, number> };
  return Object.entries(body.requests)
    .filter(([route]) => route.includes('/media/') === (what === 'media'))
    .reduce((sum, [, count]) => sum + count, 0);
};
const resetStats = () => fetch(`${LEGACY}/__dev/stats/reset`, { method: 'POST' });

async function gql(cookie: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${GATEWAY}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
  return { body: (await res.json()) as { data: Record<string, { __typename: string }> }, cookie: setCookie };
}

const SEARCH = `query($filter: CatalogFilter!, $offset: Int!) { catalogSearch(filter: $filter, offset: $offset) { __typename ... on CatalogPage { totalCount } } }`;

async function upstreamPerPage(cookie: string | null, filter: Record<string, unknown>, pages: number) {
  await resetStats();
  for (let page = 0; page < pages; page++) {
    const { body } = await gql(cookie, SEARCH, { filter, offset: page * 15 });
    if (body.data.catalogSearch?.__typename !== 'CatalogPage') throw new Error(`page ${page}: ${JSON.stringify(body)}`);
  }
  return (await stats()) / pages;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeIt(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { median: median(times), p95: [...times].sort((a, b) => a - b)[Math.floor(runs * 0.95)]! };
}

async function main() {
  startServer('legacy-api', { LEGACY_API_PORT: '4210', LEGACY_API_DATA_DIR: '.data/bench-legacy', RESEED: '1', ANON_LOOKUP_LIMIT: '100000' });
  startServer('gateway', { PORT: '4200', LEGACY_API_URL: `${LEGACY}/api/v1`, LOG_LEVEL: 'warn' });
  await waitFor(`${LEGACY}/api/v1/products/product_count/`);
  await waitFor(`${GATEWAY}/healthz`);

  const login = await gql(null, `mutation { login(input: {email: "firma@demo.test", password: "Demo123!"}) { __typename } }`);
  const member = login.cookie;
  await gql(member, `{ viewer { user { id } } }`);
  const { solveCaptchaForTests } = await import('legacy-api/testing');
  const token = await solveCaptchaForTests(`${LEGACY}/api/v1`);
  const anonymous = (await gql(null, `mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: token })).cookie;

  const results: Record<string, unknown> = {
    upstreamCallsPerPage: {
      memberAdvancedName: await upstreamPerPage(member, { name: 'a' }, 10),
      memberAdvancedGpcSegment: await upstreamPerPage(member, { gpc: ['50000000'] }, 5),
      memberBasicListing: await upstreamPerPage(member, {}, 10),
      memberGtin: await upstreamPerPage(member, { gtin: '5901234123457' }, 1),
      anonymousBasicListing: await upstreamPerPage(anonymous, {}, 3),
      anonymousGtin: await upstreamPerPage(anonymous, { gtin: '5901234123457' }, 1),
    },
  };

  // A person opens a card from the results table: count what that costs.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  await context.addCookies([{ name: member!.split('=')[0]!, value: member!.split('=').slice(1).join('='), url: GATEWAY }]);
  const page = await context.newPage();
  await page.goto(`${GATEWAY}/catalog?name__contains=pierogi`);
  const firstLink = page.getByRole('table').getByRole('link').first();
  await firstLink.waitFor();
  let graphqlRequests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) graphqlRequests++;
  });
  await resetStats();
  await firstLink.click();
  await page.waitForURL(/\/catalog\/\d{14}$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  results.cardFromTable = { graphqlRequests, upstreamCalls: await stats(), pictureRequests: await stats('media') };
  await browser.close();

  // Gateway overhead on one lookup (member, own database), same stand-in.
  const tokens = (await (
    await fetch(`${LEGACY}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'firma@demo.test', password: 'Demo123!' }) })
  ).json()) as { access: string };
  const direct = await timeIt(200, () => fetch(`${LEGACY}/api/v1/products/get_products/05901234123457/`, { headers: { authorization: `Bearer ${tokens.access}` } }).then((r) => r.text()));
  const viaGateway = await timeIt(200, () => gql(member, `{ product(gtin: "5901234123457") { __typename ... on Product { gtin name } } }`));
  results.singleLookupMs = {
    direct: direct,
    gateway: viaGateway,
    overheadMedian: Number((viaGateway.median - direct.median).toFixed(2)),
  };

  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServers);
