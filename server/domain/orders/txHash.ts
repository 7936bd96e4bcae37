import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';

const EVM_NETWORKS = new Set(['ETH', 'BSC', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'BASE', 'AVAXC']);
const BASE58_SIGNATURE_NETWORKS = new Set(['SOL']);

/** A simulated transaction hash shaped like the network's own (0x-hex on EVM chains, base58 on Solana, hex elsewhere). */
export function simulatedTxHash(network: string): string {
  const code = network.trim().toUpperCase();
  if (BASE58_SIGNATURE_NETWORKS.has(code)) return base58.encode(randomBytes(64));
  const hex = randomBytes(32).toString('hex');
  return EVM_NETWORKS.has(code) ? `0x${hex}` : hex;
}
