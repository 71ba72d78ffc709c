import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql-js, as in production: Vite would pick its ES module build while Apollo loads the CommonJS one, and
    // errors and types made here would then fail Apollo's `instanceof` checks.
    alias: { graphql: createRequire(import.meta.url).resolve('graphql') },
  },
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../scripts/servers-for-tests.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
