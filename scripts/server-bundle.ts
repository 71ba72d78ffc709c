/**
 * Bundles a server package (`gateway`, `legacy-api`) into `<package>/dist/main.js`, or another folder directly inside
 * the package (its npm dependencies resolve from the package's `node_modules`, and the files a server reads relative
 * to itself, such as the gateway's `../../docs`, from the same depth). A worker thread's entry, any
 * `<name>-worker.ts` under `src/`, becomes `<name>-worker.js` beside main.js (where the code that starts it looks for
 * it). Workspace packages (`schema`) are bundled in, with the GraphQL SDL inlined (its `.graphql` files are read here,
 * at build time); npm dependencies stay external and load from `node_modules` as usual.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { typeDefs } from 'schema/sdl';

const root = path.resolve(import.meta.dirname, '..');

/** `schema/sdl` reads its files next to itself at run time; in a bundle that folder is gone, so the text goes in. */
const inlineSdl: Plugin = {
  name: 'inline-sdl',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]schema[\\/]src[\\/]sdl\.ts$/ }, () => ({
      contents: `export const typeDefs = ${JSON.stringify(typeDefs)};`,
      loader: 'js',
    }));
  },
};

/** Builds `name` into `<name>/<folder>/main.js` and returns that file's path. */
export async function bundleServer(name: string, folder = 'dist'): Promise<string> {
  const dir = path.join(root, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([dependency]) => dependency);
  const workers = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-worker.ts'))
    .map((file) => ({ in: path.join(dir, 'src', file), out: path.basename(file, '.ts') }));
  await build({
    entryPoints: [{ in: path.join(dir, 'src/main.ts'), out: 'main' }, ...workers],
    outdir: path.join(dir, folder),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies and their subpaths (`express/…`, `@apollo/server/errors`) load from node_modules.
    external: external.flatMap((dependency) => [dependency, `${dependency}/*`]),
    sourcemap: 'linked',
    plugins: [inlineSdl],
    logLevel: 'warning',
  });
  return path.join(dir, folder, 'main.js');
}
