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
    // On CI the jsdom suite shares two cores with the servers' suites, and Chakra's state machines time their focus
    // and outside-click handling with timers and animation frames: a rare stall there (once in ~20 runs, not
    // reproducible locally) failed a whole run. One retry on CI; a test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
  },
});
