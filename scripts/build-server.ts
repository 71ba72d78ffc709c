/**
 * Bundles server packages into `<package>/dist/main.js`, so production runs compiled JavaScript and loads no
 * TypeScript transpiler (see server-bundle.ts). Usage: `tsx scripts/build-server.ts gateway legacy-api`.
 */
import { bundleServer } from './server-bundle.js';

for (const name of process.argv.slice(2)) {
  const started = performance.now();
  await bundleServer(name);
  console.log(`${name}/dist/main.js built in ${Math.round(performance.now() - started)} ms`);
}
