/**
 * Vitest global setup of the gateway's tests: they start the stand-in some sixty times and the gateway's own process
 * a few, and `tsx src/main.ts` transpiles at each start (4–5 s against 2 s for compiled JavaScript). Both are built
 * once per run, each into `<package>/.test-bundle-<pid>/` (one folder deep in the package, where `dist/` is, so
 * dependencies and the paths the servers read relative to themselves resolve; one per run, so runs side by side keep
 * their own); `startStandInProcess` and `spawnGateway` run them.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './server-bundle.js';

const FOLDER = `.test-bundle-${process.pid}`;
const BUNDLES = { STAND_IN_BUNDLE: 'legacy-api', GATEWAY_BUNDLE: 'gateway' } as const;

export async function setup(): Promise<void> {
  await Promise.all(
    Object.entries(BUNDLES).map(async ([variable, name]) => {
      process.env[variable] = await bundleServer(name, FOLDER);
    }),
  );
}

export function teardown(): void {
  for (const name of Object.values(BUNDLES)) rmSync(path.resolve(import.meta.dirname, '..', name, FOLDER), { recursive: true, force: true });
}
