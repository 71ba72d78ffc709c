/**
 * What a catalogue page and a card opened from it cost, measured through the real stack (issue 12 keeps these):
 *   - upstream calls per catalogue page (GraphQL, member and anonymous; target 1),
 *   - GraphQL requests and upstream calls when a card is opened from the results table in Chromium (target 0).
 * `pnpm bench` calls `catalogueCost`; `pnpm --filter e2e bench:catalogue` runs it alone.
 */
import { chromium } from '@playwright/test';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders, type NodeServer } from './servers';
import { browserCookie, gql, signedIn, solvedCaptcha } from './visitors';

export interface CatalogueFigures {
  upstreamCallsPerPage: Record<string, number>;
  cardFromTable: { graphqlRequests: number; upstreamCalls: number; pictureRequests: number };
}

/** Upstream API calls since the last reset; pictures (`/media/…`, fetched by the browser itself) are counted apart. */
async function stats(legacy: NodeServer, what: 'api' | 'media' = 'api'): Promise<number> {
  const body = (await legacy.dev('/stats', undefined, 'GET')) as { requests: Record<string, number> };
  return Object.entries(body.requests)
    .filter(([route]) => route.includes('/media/') === (what === 'media'))
    .reduce((sum, [, count]) => sum + count, 0);
}

const SEARCH = `query($filter: CatalogFilter!, $offset: Int!) { catalogSearch(filter: $filter, offset: $offset) { __typename ... on CatalogPage { totalCount } } }`;

export async function catalogueCost(): Promise<CatalogueFigures> {
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '100000' });
  let gatewayServer: NodeServer | undefined;
  try {
    gatewayServer = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy, ...ownDocuments });
    const gateway = gatewayServer.url;
    const upstreamPerPage = async (cookie: string | null, filter: Record<string, unknown>, pages: number) => {
      await legacy.dev('/stats/reset');
      for (let page = 0; page < pages; page++) {
        const { body } = await gql(gateway, cookie, { query: SEARCH, variables: { filter, offset: page * 15 } });
        if (body.data.catalogSearch?.__typename !== 'CatalogPage') throw new Error(`page ${page}: ${JSON.stringify(body)}`);
      }
      return (await stats(legacy)) / pages;
    };

    const member = await signedIn(gateway, 'firma@demo.test');
    const anonymous = await solvedCaptcha(gateway, legacy.url);

    const upstreamCallsPerPage = {
      memberAdvancedName: await upstreamPerPage(member, { name: 'a' }, 10),
      memberAdvancedGpcSegment: await upstreamPerPage(member, { gpc: ['50000000'] }, 5),
      memberBasicListing: await upstreamPerPage(member, {}, 10),
      memberGtin: await upstreamPerPage(member, { gtin: '5901234123457' }, 1),
      anonymousBasicListing: await upstreamPerPage(anonymous, {}, 3),
      anonymousGtin: await upstreamPerPage(anonymous, { gtin: '5901234123457' }, 1),
    };

    // A person opens a card from the results table: count what that costs.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext({ extraHTTPHeaders: secureHeaders });
      await context.addCookies([browserCookie(gateway, member)]);
      const page = await context.newPage();
      await page.goto(`${gateway}/catalog?name__contains=pierogi`);
      const firstLink = page.getByRole('table').getByRole('link').first();
      await firstLink.waitFor();
      let graphqlRequests = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/graphql')) graphqlRequests++;
      });
      await legacy.dev('/stats/reset');
      await firstLink.click();
      await page.waitForURL(/\/catalog\/\d{14}$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      return { upstreamCallsPerPage, cardFromTable: { graphqlRequests, upstreamCalls: await stats(legacy), pictureRequests: await stats(legacy, 'media') } };
    } finally {
      await browser.close();
    }
  } finally {
    await gatewayServer?.stop();
    await legacy.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  catalogueCost()
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
