/**
 * Bundles a server package (`gateway`, `legacy-api`) into `<package>/dist/main.js`, so production runs compiled
 * JavaScript and loads no TypeScript transpiler. A worker thread's entry, any `<name>-worker.ts` under `src/`, becomes
 * `dist/<name>-worker.js` beside main.js (where the code that starts it looks for it). Workspace packages (`schema`)
 * are bundled in, with the GraphQL SDL inlined (its `.graphql` files are read here, at build time); npm dependencies stay external and load from
 * `node_modules` as usual. Usage: `tsx scripts/build-server.ts gateway legacy-api`.
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

for (const name of process.argv.slice(2)) {
  const dir = path.join(root, name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !version.startsWith('workspace:'))
    .map(([dependency]) => dependency);
  const workers = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-worker.ts'))
    .map((file) => ({ in: path.join(dir, 'src', file), out: path.basename(file, '.ts') }));
  const started = performance.now();
  await build({
    entryPoints: [{ in: path.join(dir, 'src/main.ts'), out: 'main' }, ...workers],
    outdir: path.join(dir, 'dist'),
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
  console.log(`${name}/dist/main.js built in ${Math.round(performance.now() - started)} ms`);
}
