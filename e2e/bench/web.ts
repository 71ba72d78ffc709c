/**
 * What the web app costs a visitor, measured on the built app (`web/dist`) and through the running gateway:
 *   - `routeScripts()`: per route of `web/src/app/routes.tsx`, the JavaScript the browser downloads on arrival (the
 *     entry, the app it imports, the route's lazy chunk, and their static imports), raw, gzip and brotli, from the
 *     build's manifest;
 *   - `lighthouseScores()`: Lighthouse mobile (default emulation, simulated throttling) in Debian's Chromium for the
 *     home page, the catalogue and a product card: performance, accessibility, LCP and the scripts transferred.
 * `pnpm bench` calls `webCost`; `pnpm --filter e2e bench:web` runs it alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import ts from 'typescript';
import { nodeServer, productionBehindProxy, secureHeaders, type NodeServer } from './servers';

/** This checkout's web app, or `BENCH_ROOT`'s (see servers.ts). */
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '../..'));
const webRoot = path.join(root, 'web');
const routesFile = path.join(webRoot, 'src/app/routes.tsx');

/**
 * Budgets of issue 12, in bytes of JavaScript compressed as served: brotli, which every browser the app supports asks
 * for (Chromium does even over plain HTTP) and the gateway sends from the build's copies. The home page is the first
 * thing most visitors load.
 */
export const SCRIPT_BUDGET = { home: 150 * 1024, other: 200 * 1024 } as const;

export interface RouteScripts {
  /** The route's path as the router matches it, e.g. `/catalog/:gtin`. */
  route: string;
  /** The page module the route loads lazily, relative to `web/`. */
  page: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  budget: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every route of the router that loads a page lazily, with the page module it loads (read from the source). */
export function lazyRoutes(source = readFileSync(routesFile, 'utf8')): { route: string; page: string }[] {
  const file = ts.createSourceFile(routesFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { route: string; page: string }[] = [];
  // Where each lazy import was read: a mapped list of paths reads one import for several routes.
  const importsRead = new Set<number>();
  const join = (base: string, segment: string) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);
  const where = (node: ts.Node) => `routes.tsx:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);

  const importOf = (node: ts.Node): string | undefined => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) return specifier.text;
      throw new Error(`${where(node)}: a route's import() needs a literal path`);
    }
    return ts.forEachChild(node, importOf);
  };

  const visitRoute = (object: ts.ObjectLiteralExpression, base: string, mappedPath?: string) => {
    const pathProp = property(object, 'path');
    let route = base;
    if (pathProp && ts.isPropertyAssignment(pathProp) && ts.isStringLiteral(pathProp.initializer)) route = join(base, pathProp.initializer.text);
    else if (pathProp && mappedPath !== undefined) route = join(base, mappedPath);
    else if (pathProp) throw new Error(`${where(pathProp)}: a route path must be a string literal or come from a mapped list of them`);
    const lazy = property(object, 'lazy');
    const specifier = lazy && importOf(lazy);
    if (specifier) {
      found.push({ route, page: pageModule(specifier) });
      importsRead.add(lazy.getStart());
    }
    const children = property(object, 'children');
    if (children && ts.isPropertyAssignment(children)) visitList(children.initializer, route);
  };

  const visitList = (node: ts.Expression, base: string) => {
    if (!ts.isArrayLiteralExpression(node)) throw new Error(`${where(node)}: route children must be an array literal`);
    for (const element of node.elements) {
      if (ts.isObjectLiteralExpression(element)) visitRoute(element, base);
      else if (ts.isSpreadElement(element)) visitMapped(element.expression, base);
      else throw new Error(`${where(element)}: unreadable route entry`);
    }
  };

  // `...['a', 'b'].map((path) => ({ path, lazy: … }))`: one route per listed path.
  const visitMapped = (node: ts.Expression, base: string) => {
    const call = ts.isCallExpression(node) ? node : undefined;
    const callee = call && ts.isPropertyAccessExpression(call.expression) ? call.expression : undefined;
    const list = callee && ts.isArrayLiteralExpression(callee.expression) ? callee.expression : undefined;
    const mapper = call?.arguments[0];
    const body = mapper && ts.isArrowFunction(mapper) ? mapper.body : undefined;
    const object = body && ts.isParenthesizedExpression(body) ? body.expression : body;
    if (!list || callee?.name.text !== 'map' || !object || !ts.isObjectLiteralExpression(object)) throw new Error(`${where(node)}: unreadable spread of routes`);
    for (const item of list.elements) {
      if (!ts.isStringLiteral(item)) throw new Error(`${where(item)}: mapped route paths must be string literals`);
      visitRoute(object, base, item.text);
    }
  };

  const visitStatement = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routes' && node.initializer) visitList(node.initializer, '');
    else ts.forEachChild(node, visitStatement);
  };
  visitStatement(file);

  const imports = (source.match(/import\(\s*['"]/g) ?? []).length;
  if (imports !== importsRead.size) throw new Error(`routes.tsx has ${imports} lazy imports but ${importsRead.size} were read as routes`);
  return found;
}

/** `../features/home/HomePage` (relative to routes.tsx) → `src/features/home/HomePage.tsx`, the manifest's key. */
function pageModule(specifier: string): string {
  const base = path.resolve(path.dirname(routesFile), specifier);
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!file) throw new Error(`routes.tsx imports ${specifier}, which does not exist`);
  return path.relative(webRoot, file).split(path.sep).join('/');
}

/** The chunk files a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: run \`pnpm build\``);
  if (!into.has(chunk.file)) {
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  }
  return into;
}

const compressedSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
/** Sizes of one built file, compressed as the build compresses it (gzip level 9, brotli quality 11). */
function sizesOf(file: string) {
  let sizes = compressedSizes.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressedSizes.set(file, sizes);
  }
  return sizes;
}

/** Per route, what the browser downloads on arrival (see the module's comment), from `dist/.vite/manifest.json`. */
export function routeScripts(dist = path.join(webRoot, 'dist')): RouteScripts[] {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`pnpm build\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return lazyRoutes().map(({ route, page }) => {
    // The entry only waits for the first paint, then always imports the app (src/main.tsx): both are on arrival.
    const entry = staticClosure(manifest, 'index.html');
    for (const booted of manifest['index.html']?.dynamicImports ?? []) staticClosure(manifest, booted, entry);
    const files = staticClosure(manifest, page, entry);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(path.join(dist, file));
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    return { route, page, files: files.size, ...total, budget: route === '/' ? SCRIPT_BUDGET.home : SCRIPT_BUDGET.other };
  });
}

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts the page really transferred (what the server sent, compressed or not) and how many. */
  scriptBytes: number;
  scriptFiles: number;
  /** Lighthouse's CPU benchmark of this machine during the run (lower = a busier or slower CPU; the scores depend on it). */
  benchmarkIndex: number;
}

/**
 * The three pages issue 12 scores: the home page and the catalogue as a first-time visitor sees them (no session, so
 * the catalogue shows its captcha), and a product card as a visitor who has solved the captcha sees it (without one
 * the card is the captcha dialog).
 */
export const LIGHTHOUSE_PAGES: readonly { path: string; captchaSolved?: boolean }[] = [
  { path: '/' },
  { path: '/catalog' },
  { path: '/catalog/05901234123457', captchaSolved: true },
];

const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and 4× CPU) of each page, `runs` times; the run
 * with the median performance score is reported. `captchaCookie` is the session of a visitor who solved the captcha
 * (see `anonymousWithCaptcha`), sent for the pages that need one.
 */
export async function lighthouseScores(
  baseUrl: string,
  options: { pages?: typeof LIGHTHOUSE_PAGES; runs?: number; captchaCookie?: string } = {},
): Promise<PageScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  try {
    const scores: PageScore[] = [];
    for (const { path: page, captchaSolved } of options.pages ?? LIGHTHOUSE_PAGES) {
      if (captchaSolved && !options.captchaCookie) throw new Error(`${page} needs a captchaCookie`);
      const runs: PageScore[] = [];
      for (let run = 0; run < (options.runs ?? 3); run++) {
        const measure = () =>
          lighthouse(new URL(page, baseUrl).href, {
            port: chrome.port,
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
            // As through the TLS proxy the README puts in front of the gateway in production.
            extraHeaders: { ...secureHeaders, ...(captchaSolved ? { Cookie: options.captchaCookie! } : {}) },
          });
        let result = await measure();
        // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART) and asks to be run again.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) result = await measure();
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits, runtimeError, environment } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse on ${page}: ${runtimeError.message}`);
        const scripts = (audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] } | undefined)?.items.filter(
          (item) => item.resourceType === 'Script',
        ) ?? [];
        runs.push({
          page,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          scriptFiles: scripts.length,
          benchmarkIndex: Math.round(environment.benchmarkIndex),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      scores.push(runs[Math.floor(runs.length / 2)]!);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints both measurements as tables. */
export function printWebFigures(routes: RouteScripts[], pages: PageScore[]) {
  console.table(
    routes.map((r) => ({ route: r.route, files: r.files, raw: kb(r.raw), gzip: kb(r.gzip), brotli: kb(r.brotli), budget: kb(r.budget), within: r.brotli <= r.budget })),
  );
  console.table(
    pages.map((p) => ({ page: p.page, performance: p.performance, accessibility: p.accessibility, 'LCP ms': p.lcpMs, 'FCP ms': p.fcpMs, 'TBT ms': p.tbtMs, CLS: p.cls, scripts: `${p.scriptFiles} files, ${kb(p.scriptBytes)}`, CPU: p.benchmarkIndex })),
  );
}

/** The web figures against a stand-in and a gateway of their own (compiled, production mode behind a TLS proxy). */
export async function webCost(): Promise<{ routes: RouteScripts[]; pages: PageScore[] }> {
  const routes = routeScripts();
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '100000' });
  let gateway: NodeServer | undefined;
  try {
    gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy });
    const captchaCookie = await anonymousWithCaptcha(gateway.url, legacy.url);
    const pages = await lighthouseScores(gateway.url, { captchaCookie, runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
    return { routes, pages };
  } finally {
    await gateway?.stop();
    await legacy.stop();
  }
}

/** The session cookie of an anonymous visitor who solved the captcha: the catalogue and the card then show products. */
export async function anonymousWithCaptcha(gateway: string, legacy: string): Promise<string> {
  const { solveCaptchaForTests } = await import('legacy-api/testing');
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { ...secureHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($t: String!) { submitCaptcha(token: $t) { __typename } }',
      variables: { t: await solveCaptchaForTests(`${legacy}/api/v1`) },
    }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`the gateway set no session cookie: ${await res.text()}`);
  return cookie;
}

if (process.argv[1] === import.meta.filename) {
  webCost()
    .then(({ routes, pages }) => printWebFigures(routes, pages))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
