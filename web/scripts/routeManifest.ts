import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin, type Rolldown } from 'vite';
import { ROUTE_MANIFEST, type RouteManifestEntry } from './routeManifestFile';

const ROUTES_MODULE = 'src/app/routes.tsx';
const STYLE_SYSTEM_MODULE = 'src/components/ui/theme.ts';

/** A route read from the router's source: its path, the page module it loads (resolved id) and its helper. */
interface LazyRoute {
  route: string;
  pageId: string;
  styled: boolean;
}

/** A node of the syntax tree (ESTree, as the build's parser gives it), read by its fields. */
type AstNode = { type: string; start: number; [field: string]: unknown };
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const childrenOf = (node: AstNode): AstNode[] => Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
const stringOf = (node: unknown): string | undefined => (isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);

/**
 * Emits `dist/.vite/routes.json`: per route of `src/app/routes.tsx`, its page and the files it loads on arrival,
 * from the bundle the build has just made. The routes are read from the module's syntax tree: the `routes` array,
 * its `children`, and `...['a', 'b'].map((path) => ({ path, lazy: … }))` lists; each `lazy` is `page(() =>
 * import(…))` or `plainPage(…)`, resolved as the build resolves it. A route the build cannot read fails the build,
 * so the manifest never leaves one out.
 */
export function routeManifest(): Plugin {
  let root = '';
  return {
    name: 'route-manifest',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const routesId = path.join(root, ROUTES_MODULE);
      const fail = (message: string): never => this.error(`${ROUTES_MODULE}: ${message}`);
      const routes = await Promise.all(
        lazyRoutesOf(readFileSync(routesId, 'utf8'), fail).map(async ({ route, specifier, styled }) => {
          const resolved = await this.resolve(specifier, routesId);
          return { route, styled, pageId: resolved?.id ?? fail(`${route} imports ${specifier}, which does not resolve`) };
        }),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_MANIFEST, source: `${JSON.stringify(manifestOf(routes, bundle, root), null, 2)}\n` });
    },
  };
}

function lazyRoutesOf(source: string, fail: (message: string) => never): { route: string; specifier: string; styled: boolean }[] {
  const { program, errors } = parseSync(ROUTES_MODULE, source, { lang: 'tsx', preserveParens: false });
  if (errors.length) fail(errors[0]!.message);
  const found: { route: string; specifier: string; styled: boolean }[] = [];
  // Where each lazy import was read: a mapped list of paths reads one import for several routes.
  const importsRead = new Set<number>();
  const join = (base: string, segment: string) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);
  const property = (object: AstNode, name: string) =>
    (object.properties as AstNode[]).find((p) => p.type === 'Property' && isNode(p.key) && p.key.type === 'Identifier' && p.key.name === name)?.value as AstNode | undefined;
  const importIn = (node: AstNode): AstNode | undefined => (node.type === 'ImportExpression' ? node : childrenOf(node).map(importIn).find(Boolean));

  const visitRoute = (object: AstNode, base: string, mappedPath?: string) => {
    const pathValue = property(object, 'path');
    let route = base;
    if (stringOf(pathValue) !== undefined) route = join(base, stringOf(pathValue)!);
    else if (pathValue && mappedPath !== undefined) route = join(base, mappedPath);
    else if (pathValue) fail('a route path must be a string literal or come from a mapped list of them');
    const lazy = property(object, 'lazy');
    const imported = lazy && importIn(lazy);
    if (lazy && imported) {
      const callee = lazy.type === 'CallExpression' && isNode(lazy.callee) ? lazy.callee : undefined;
      const helper = callee?.type === 'Identifier' ? callee.name : '';
      if (helper !== 'page' && helper !== 'plainPage') fail(`${route}: a route's lazy must be page(…) or plainPage(…)`);
      found.push({ route, specifier: stringOf(imported.source) ?? fail("a route's import() needs a literal path"), styled: helper === 'page' });
      importsRead.add(imported.start);
    }
    const children = property(object, 'children');
    if (children) visitList(children, route);
  };

  const visitList = (node: AstNode, base: string) => {
    if (node.type !== 'ArrayExpression') fail('route children must be an array literal');
    for (const element of node.elements as (AstNode | null)[]) {
      if (element?.type === 'ObjectExpression') visitRoute(element, base);
      else if (element?.type === 'SpreadElement') visitMapped(element.argument as AstNode, base);
      else fail('unreadable route entry');
    }
  };

  // `...['a', 'b'].map((path) => ({ path, lazy: … }))`: one route per listed path.
  const visitMapped = (node: AstNode, base: string) => {
    const callee = node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'MemberExpression' ? node.callee : undefined;
    const list = callee && isNode(callee.object) && callee.object.type === 'ArrayExpression' ? callee.object : undefined;
    const mapper = (node.arguments as AstNode[] | undefined)?.[0];
    const object = mapper?.type === 'ArrowFunctionExpression' && isNode(mapper.body) ? mapper.body : undefined;
    const isMap = callee && isNode(callee.property) && callee.property.name === 'map';
    if (!list || !isMap || object?.type !== 'ObjectExpression') return fail('unreadable spread of routes');
    for (const item of list.elements as AstNode[]) visitRoute(object, base, stringOf(item) ?? fail('mapped route paths must be string literals'));
  };

  for (const statement of program.body as unknown as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      if (isNode(declarator.id) && declarator.id.name === 'routes' && isNode(declarator.init)) visitList(declarator.init, '');
    }
  }
  const imports = (source.match(/import\(\s*['"]/g) ?? []).length;
  if (imports !== importsRead.size) fail(`${imports} lazy imports, but ${importsRead.size} were read as routes`);
  return found;
}

/** Per route, the files it loads on arrival, from the written bundle's chunks. */
function manifestOf(routes: LazyRoute[], bundle: Rolldown.OutputBundle, root: string): RouteManifestEntry[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId && relative(c.facadeModuleId) === module);
    if (!chunk) throw new Error(`route manifest: no chunk is made from ${module}`);
    return chunk;
  };
  const closure = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) closure(byFile.get(imported)!, into);
    return into;
  };
  // The entry only waits for the first paint, then always imports the app (src/main.tsx): both load on arrival.
  const entry = chunkOf('index.html');
  const onArrival = closure(entry, new Set());
  for (const booted of entry.dynamicImports) closure(byFile.get(booted)!, onArrival);
  return routes.map(({ route, pageId, styled }) => {
    const files = new Set(onArrival);
    if (styled) closure(chunkOf(STYLE_SYSTEM_MODULE), files);
    closure(chunkOf(relative(pageId)), files);
    return { route, page: relative(pageId), styled, files: [...files] };
  });
}
