import { test as base } from '@playwright/test';
import { recordBrowser } from './evidence.ts';

/**
 * Playwright's test with the secret scan's recorder on every test's browser context (an automatic
 * fixture): the bodies it sends and the secrets it handles go to the run's evidence folder. Journeys and
 * fixtures build on this test instead of @playwright/test's own.
 */
export const test = base.extend<{ secretScanRecorder: void }>({
  secretScanRecorder: [
    async ({ context }, provide, testInfo) => {
      const finish = recordBrowser(context, testInfo.titlePath.join(' › '));
      await provide();
      await finish();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
