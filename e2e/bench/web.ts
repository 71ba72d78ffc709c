/**
 * What the web app costs a visitor, measured on the built app (`web/dist`) and through the running gateway:
 *   - `routeScripts()`: per route of `web/src/app/routes.tsx`, the JavaScript the browser downloads on arrival (the
 *     entry, the app it imports, the route's lazy chunk, and their static imports), raw, gzip and brotli, from the
 *     build's manifest;
 *   - `scriptsUntilIdle()` (transfer.ts): per route, the JavaScript a first visit transfers until the network is idle;
 *   - `lighthouseScores()` (lighthouse.ts): Lighthouse mobile (default emulation, simulated throttling) in Debian's
 *     Chromium for the pages issue 24 scores: performance, accessibility, Total Blocking Time, medians of 3 rounds.
 * `pnpm bench` calls `webCost`; `pnpm --filter e2e bench:web` runs it alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import ts from 'typescript';
import { lighthouseScores, pageLabel, type LighthouseFigures } from './lighthouse';
import { nodeServer, productionBehindProxy, type NodeServer } from './servers';
import { scriptsUntilIdle, type RouteTransfer } from './transfer';
import { visitorCookies } from './visitors';

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
  /** Whether the page is drawn with Chakra, so its route loads Chakra's style system with it (`page(…)`, not `plainPage(…)`). */
  styled: boolean;
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

/**
 * The module of Chakra's style system, which a route made with `page(…)` loads beside its page (routes.tsx, through
 * components/ui/styleSystem.ts); a `plainPage(…)` does not. A checkout before decision 041 (`BENCH_ROOT`, to measure
 * before and after) has it in app/.
 */
const STYLE_SYSTEMS = ['src/components/ui/theme.ts', 'src/app/theme.ts'];

/** Every route of the router that loads a page lazily, with the page module it loads (read from the source). */
export function lazyRoutes(source = readFileSync(routesFile, 'utf8')): { route: string; page: string; styled: boolean }[] {
  const file = ts.createSourceFile(routesFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { route: string; page: string; styled: boolean }[] = [];
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
      const helper = ts.isPropertyAssignment(lazy) && ts.isCallExpression(lazy.initializer) ? lazy.initializer.expression.getText(file) : '';
      // Checkouts from before the style system was loaded per page (decision 026) only had `page`, which did not load it.
      const styled = helper === 'page' && source.includes('loadStyleSystem');
      if (helper !== 'page' && helper !== 'plainPage') throw new Error(`${where(lazy)}: a route's lazy must be page(…) or plainPage(…)`);
      found.push({ route, page: pageModule(specifier), styled });
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

/** Per route, the built files the browser downloads on arrival (see the module's comment), from `dist/.vite/manifest.json`. */
export function routeFiles(dist = path.join(webRoot, 'dist')): { route: string; page: string; styled: boolean; files: Set<string> }[] {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`pnpm build\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return lazyRoutes().map(({ route, page, styled }) => {
    // The entry only waits for the first paint, then always imports the app (src/main.tsx): both are on arrival.
    const entry = staticClosure(manifest, 'index.html');
    for (const booted of manifest['index.html']?.dynamicImports ?? []) staticClosure(manifest, booted, entry);
    if (styled) staticClosure(manifest, STYLE_SYSTEMS.find((key) => key in manifest) ?? STYLE_SYSTEMS[0]!, entry);
    return { route, page, styled, files: staticClosure(manifest, page, entry) };
  });
}

/** Per route, the size of what the browser downloads on arrival. */
export function routeScripts(dist = path.join(webRoot, 'dist')): RouteScripts[] {
  return routeFiles(dist).map(({ route, page, styled, files }) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(path.join(dist, file));
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    return { route, page, styled, files: files.size, ...total, budget: route === '/' ? SCRIPT_BUDGET.home : SCRIPT_BUDGET.other };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface WebFigures {
  routes: RouteScripts[];
  transfer: RouteTransfer[];
  lighthouse: LighthouseFigures;
}

/** Prints the figures as tables: per route on arrival and until idle, then Lighthouse per page. */
export function printWebFigures({ routes, transfer, lighthouse }: WebFigures) {
  const untilIdle = new Map(transfer.map((t) => [t.route, t]));
  console.table(
    routes.map((r) => ({
      route: r.route,
      files: r.files,
      raw: kb(r.raw),
      gzip: kb(r.gzip),
      brotli: kb(r.brotli),
      budget: kb(r.budget),
      within: r.brotli <= r.budget,
      'until idle': untilIdle.has(r.route) ? `${kb(untilIdle.get(r.route)!.bytes)} (${untilIdle.get(r.route)!.files} files, ${untilIdle.get(r.route)!.visitor})` : '',
    })),
  );
  console.table(
    lighthouse.pages.map((p) => ({
      page: pageLabel(p),
      performance: `${p.performance} (${p.performanceRange.join('–')})`,
      accessibility: p.accessibility,
      'TBT ms': `${p.tbtMs} (${p.tbtRange.join('–')})`,
      'LCP ms': p.lcpMs,
      'FCP ms': p.fcpMs,
      CLS: p.cls,
      scripts: `${p.scriptFiles} files, ${kb(p.scriptBytes)}`,
      CPU: p.benchmarkIndex,
    })),
  );
  console.log(`Lighthouse: ${lighthouse.pages[0]?.runs.length ?? 0} rounds; load average ${lighthouse.load.before.toFixed(2)} before, ${lighthouse.load.after.toFixed(2)} after`);
}

/** The web figures against a stand-in and a gateway of their own (compiled, production mode behind a TLS proxy). */
export async function webCost(): Promise<WebFigures> {
  const routes = routeScripts();
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '100000' });
  let gateway: NodeServer | undefined;
  try {
    gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy });
    const cookies = await visitorCookies(gateway.url, legacy.url);
    const transfer = await scriptsUntilIdle(
      gateway.url,
      legacy.url,
      routes.map((r) => r.route),
      cookies,
    );
    const lighthouse = await lighthouseScores(gateway.url, cookies, { rounds: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
    return { routes, transfer, lighthouse };
  } finally {
    await gateway?.stop();
    await legacy.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  webCost()
    .then(printWebFigures)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
