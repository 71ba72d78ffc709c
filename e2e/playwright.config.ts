import { defineConfig } from '@playwright/test';

// Ports apart from the development defaults, so a running `pnpm start` does not collide with the suite.
const LEGACY_PORT = Number(process.env.E2E_LEGACY_PORT ?? 4110);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4100);
const baseURL = `http://localhost:${GATEWAY_PORT}`;
// A development gateway beside it, for the playground's journeys with the browser's session (decision 030).
const DEVELOPMENT_GATEWAY_PORT = GATEWAY_PORT + 1;
/**
 * Every journey comes from one address, and the suite signs in and looks around far more often in 15 minutes than a
 * person would: the per-address and per-session budgets are lifted here (their own tests are the gateway's).
 */
const SUITE_BUDGETS = {
  RATE_LIMIT_LOGIN_ADDRESS: '100000/15m',
  RATE_LIMIT_ANONYMOUS: '100000/5m',
  RATE_LIMIT_SESSION: '100000/1m',
  RATE_LIMIT_USER: '100000/1m',
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // CI retries a failed journey once and records its trace then: recording every journey's trace made the suite about
  // a quarter slower (85–95 s against 112–162 s for the same eleven journeys). Locally: `--trace on` or `--retries 1`.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'pl-PL',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: 'pnpm --filter legacy-api start',
      url: `http://localhost:${LEGACY_PORT}/api/v1/products/product_count/`,
      env: { LEGACY_API_PORT: String(LEGACY_PORT), LEGACY_API_DATA_DIR: '.data/e2e-legacy', RESEED: '1' },
      cwd: '..',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm --filter gateway start',
      url: `${baseURL}/healthz`,
      // The journeys run as in production: the browser sends only the web app's documents, by id.
      env: { PORT: String(GATEWAY_PORT), LEGACY_API_URL: `http://localhost:${LEGACY_PORT}/api/v1`, LOG_LEVEL: 'warn', TRUSTED_DOCUMENTS: 'enforce', ...SUITE_BUDGETS },
      cwd: '..',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm --filter gateway start',
      url: `http://localhost:${DEVELOPMENT_GATEWAY_PORT}/healthz`,
      env: { PORT: String(DEVELOPMENT_GATEWAY_PORT), LEGACY_API_URL: `http://localhost:${LEGACY_PORT}/api/v1`, LOG_LEVEL: 'warn', TRUSTED_DOCUMENTS: 'off', ...SUITE_BUDGETS },
      cwd: '..',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
