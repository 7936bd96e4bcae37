import type { GatewayConfig } from '../../config.ts';
import type { PriceSource } from './priceSource.ts';
import { SimulatedMarket } from './simulated.ts';

export type { PriceSource } from './priceSource.ts';
export { priceIn, convertFiat } from './priceSource.ts';

const simulated = new Map<number, SimulatedMarket>();

/** One simulated market per seed, shared by every gateway of the process that uses that seed. */
export function simulatedMarket(seed: number): SimulatedMarket {
  let market = simulated.get(seed);
  if (!market) {
    market = new SimulatedMarket(seed);
    simulated.set(seed, market);
  }
  return market;
}

/** The gateway's price source. A real feed would be chosen here from the configuration. */
export const createPriceSource = (config: Pick<GatewayConfig, 'priceSeed'>): PriceSource =>
  simulatedMarket(config.priceSeed);
