/**
 * The JavaScript a first visit to each route transfers until the network is idle (what a phone on a metered plan pays:
 * the on-arrival scripts, and then whatever the page loads by itself, such as the captcha's widget or a dialog's code),
 * in Chromium through the running gateway, each route in a fresh browser context (empty cache), as the visitor who may
 * see it. Bytes are the response bodies as transferred (brotli where the gateway served brotli).
 */
import { chromium, type Request } from '@playwright/test';
import { secureHeaders } from './servers';
import { appOperation } from '../app-operations';
import { browserCookie, gql, type Visitor, type VisitorCookies } from './visitors';

export interface RouteTransfer {
  route: string;
  url: string;
  visitor: Visitor;
  files: number;
  bytes: number;
}

/**
 * The address each route of `routes.tsx` is loaded at, and as whom. `:user` stands for the representative's own
 * user id, `:reset` for a fresh password-reset link's id (`linkIds`). A route missing here fails the bench, so a new
 * screen gets measured too.
 */
const ROUTE_VISITS: Record<string, { url: string; visitor: Visitor }> = {
  '/': { url: '/', visitor: 'anonymous' },
  '/catalog': { url: '/catalog', visitor: 'anonymous' },
  '/catalog/:gtin': { url: '/catalog/05901234123457', visitor: 'captcha' },
  '/login': { url: '/login', visitor: 'anonymous' },
  '/about_us': { url: '/about_us', visitor: 'anonymous' },
  '/contact': { url: '/contact', visitor: 'anonymous' },
  '/terms': { url: '/terms', visitor: 'anonymous' },
  '/privacy': { url: '/privacy', visitor: 'anonymous' },
  '/cookies': { url: '/cookies', visitor: 'anonymous' },
  '/pricing': { url: '/pricing', visitor: 'anonymous' },
  '/verify_data': { url: '/verify_data', visitor: 'anonymous' },
  '/how_it_works': { url: '/how_it_works', visitor: 'anonymous' },
  '/user_data/:id': { url: '/user_data/:user', visitor: 'firma' },
  '/verify_data/upload': { url: '/verify_data/upload', visitor: 'firma' },
  '/my_products': { url: '/my_products', visitor: 'firma' },
  '/generator_2d': { url: '/generator_2d', visitor: 'firma' },
  '/sentry-test': { url: '/sentry-test', visitor: 'anonymous' },
  '/companies': { url: '/companies', visitor: 'admin' },
  '/companies/:id': { url: '/companies/2', visitor: 'admin' },
  '/repository': { url: '/repository', visitor: 'admin' },
  '/repository/issue_file/:id': { url: '/repository/issue_file/1', visitor: 'admin' },
  '/cms': { url: '/cms', visitor: 'admin' },
  '/homepage_cms': { url: '/homepage_cms', visitor: 'admin' },
  '/how_it_works_cms': { url: '/how_it_works_cms', visitor: 'admin' },
  '/verify_data_cms': { url: '/verify_data_cms', visitor: 'admin' },
  '/services': { url: '/services', visitor: 'firma' },
  '/products/database/:id': { url: '/products/database/2', visitor: 'firma' },
  '/registration': { url: '/registration', visitor: 'anonymous' },
  '/assign_to_company': { url: '/assign_to_company', visitor: 'anonymous' },
  '/confirm/email/:activationId': { url: '/confirm/email/bench-activation', visitor: 'anonymous' },
  '/reset_password': { url: '/reset_password', visitor: 'anonymous' },
  '/reset_password/:id': { url: '/reset_password/:reset', visitor: 'anonymous' },
  '/user_data/:id/change_password': { url: '/user_data/:user/change_password', visitor: 'firma' },
  '/users': { url: '/users', visitor: 'firma' },
};

/** A script of the page or of a worker it starts (a worker's own script is not of the `script` type). */
const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/** The ids the addresses above stand for: the representative's user id, and a reset link e-mailed by the stand-in. */
async function linkIds(gateway: string, legacy: string, cookies: VisitorCookies): Promise<{ user: string; reset: string }> {
  const viewer = await gql(gateway, cookies.firma, appOperation('AppViewer'));
  const user = (viewer.body.data.viewer as unknown as { user: { id: string } } | null)?.user.id;
  const email = 'pracownik@demo.test';
  await gql(gateway, null, appOperation('RequestPasswordReset', { input: { email } }));
  const mails = (await (await fetch(`${legacy}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { link: string | null; kind: string }[];
  const reset = mails.find((mail) => mail.kind === 'password_reset' && mail.link)?.link?.split('/').pop();
  if (!user || !reset) throw new Error(`no user id (${JSON.stringify(viewer.body)}) or reset link (${JSON.stringify(mails)})`);
  return { user, reset };
}

/** Per route (`routes`, as the build's route manifest lists them), the scripts a first visit transfers until the network is idle. */
export async function scriptsUntilIdle(gateway: string, legacy: string, routes: readonly string[], cookies: VisitorCookies): Promise<RouteTransfer[]> {
  const missing = routes.filter((route) => !ROUTE_VISITS[route]);
  if (missing.length) throw new Error(`bench/transfer.ts has no address for ${missing.join(', ')}`);
  const ids = await linkIds(gateway, legacy, cookies);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const figures: RouteTransfer[] = [];
    for (const route of routes) {
      const { url: pattern, visitor } = ROUTE_VISITS[route]!;
      const url = pattern.replace(':user', ids.user).replace(':reset', ids.reset);
      const context = await browser.newContext({ extraHTTPHeaders: secureHeaders });
      const cookie = cookies[visitor];
      if (cookie) await context.addCookies([browserCookie(gateway, cookie)]);
      const scripts: Request[] = [];
      context.on('requestfinished', (request) => {
        if (isScript(request)) scripts.push(request);
      });
      const page = await context.newPage();
      await page.goto(new URL(url, gateway).href, { waitUntil: 'networkidle' });
      // A guard that sent the visitor elsewhere would measure another page.
      if (new URL(page.url()).pathname !== url) throw new Error(`${url} as ${visitor} ended at ${page.url()}`);
      const sizes = await Promise.all(scripts.map((request) => request.sizes()));
      figures.push({ route, url, visitor, files: scripts.length, bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0) });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
