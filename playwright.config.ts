import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Browser journeys against the built app and the real gateway (tests/e2e/support/gateways.ts: started once
 * for the run). `npm run test:e2e` builds first. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The secret scan of the run (tests/e2e/support/secretScan.ts): an evidence folder first, the scan after every worker has stopped.
  // Then the gateway bundled once and the run's shared gateways started (tests/e2e/support/gateways.ts); they
  // stop after the last worker, before the scan.
  globalSetup: ['./tests/e2e/support/secretScanSetup.ts', './tests/e2e/support/gatewaysSetup.ts'],
  globalTeardown: './tests/e2e/support/secretScanTeardown.ts',
  // A journey on two workers sharing CI's two cores takes about twice its time on a quiet machine (the purchase
  // journeys 30–36 s there, 12–16 s alone); 60 s leaves room without letting a hang run long.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two workers (one per core of CI's machine), sharing the run's gateways; every spec file uses the one fixture
  // set of tests/e2e/support/fixtures.ts, so a worker goes on from file to file without being replaced.
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
    // A trace records a screencast of the whole test, which costs CI's two busy cores a sixth of the run's time:
    // there, only the retry of a failed test is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
