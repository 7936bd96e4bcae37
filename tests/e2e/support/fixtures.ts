import { test as base, expect } from './recording.ts';
import { startAppServer, type AppServer } from './appServer.ts';

/**
 * Playwright's test with the app: each worker starts its own built app + gateway (own port, own
 * temporary database) and every test's baseURL points at it. Journeys import { test, expect } from here.
 */
export const test = base.extend<object, { app: AppServer }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide) => {
      const app = await startAppServer();
      await provide(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.origin),
});

export { expect };
