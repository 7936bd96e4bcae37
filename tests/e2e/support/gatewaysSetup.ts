import { GATEWAY_BUNDLE_ENV, bundleGateway } from './gatewayBundle.ts';
import { GATEWAYS_ENV, startSharedGateways } from './gateways.ts';

/**
 * Playwright's global setup, after the evidence folder's (secretScanSetup.ts): the gateway bundled once
 * (gatewayBundle.ts), then the run's shared gateways started (gateways.ts). Both are named in the
 * environment, which the workers inherit. The function it returns runs after the last worker has stopped
 * and before the global teardown's secret scan: it stops the gateways (their databases go to the evidence
 * folder) and removes the bundle.
 */
export default async function gatewaysSetup(): Promise<() => Promise<void>> {
  const bundle = await bundleGateway();
  process.env[GATEWAY_BUNDLE_ENV] = bundle.file;
  try {
    const gateways = await startSharedGateways();
    process.env[GATEWAYS_ENV] = gateways.describe;
    return async () => {
      try {
        await gateways.stop();
      } finally {
        bundle.remove();
      }
    };
  } catch (error) {
    bundle.remove();
    throw error;
  }
}
