import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser journeys against the built app and the real gateway (tests/e2e/support/fixtures.ts starts one
 * per worker). `npm run test:e2e` builds first. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The secret scan of the run (tests/e2e/support/secretScan.ts): an evidence folder first, the scan after every worker has stopped.
  globalSetup: './tests/e2e/support/secretScanSetup.ts',
  globalTeardown: './tests/e2e/support/secretScanTeardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two workers, each with its own gateway: most journeys wait on the gateway's clocks (order expiry, quote
  // time-outs, the scheduler), so one worker per core halves the run (68 journeys no longer fit CI's 30 minutes on one).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where two workers share two cores: a journey that fails twice fails the run, and a retried one is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
