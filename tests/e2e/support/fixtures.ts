import { test as base, expect } from './recording.ts';
import type { AppServer } from './appServer.ts';
import { workerGateways, type GatewayKind } from './gateways.ts';

/**
 * Playwright's test with the app, for every journey: `app` is the built app and gateway the test runs
 * against (the run's shared gateway of the kind `test.use({ gateway })` names, 'default' unless told; see
 * gateways.ts) and every test's baseURL points at it. One fixture set for all spec files, so a worker goes
 * on from one file to the next instead of being replaced (a new browser and, before, a new gateway each time).
 */
export const test = base.extend<
  { gateway: GatewayKind; app: AppServer },
  { gateways: ReturnType<typeof workerGateways> }
>({
  gateway: ['default', { option: true }],
  gateways: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide) => {
      const gateways = workerGateways();
      await provide(gateways);
      await gateways.stopOwn();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  app: async ({ gateways, gateway }, provide) => provide(await gateways.get(gateway)),
  baseURL: async ({ app }, provide) => provide(app.origin),
});

export { expect };
