import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    // jsdom UI tests share two cores with the server suites; in CI a test that fails once is run once more (the
    // report still names it), like Playwright's CI retry. Locally every failure counts at once.
    retry: process.env.CI ? 1 : 0,
  },
});
