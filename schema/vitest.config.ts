import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql-js: Vite would pick its ES module build while GraphQL Inspector loads the CommonJS one, and the
    // schemas built here would then fail its `instanceof` checks.
    alias: { graphql: createRequire(import.meta.url).resolve('graphql') },
  },
  test: {
    name: 'schema',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
