/** Block explorers by network code (server/data/networks.json), for the link beside a transaction hash. */
const EXPLORERS: Record<string, string> = {
  BTC: 'https://mempool.space/tx/',
  ETH: 'https://etherscan.io/tx/',
  BSC: 'https://bscscan.com/tx/',
  POLYGON: 'https://polygonscan.com/tx/',
  ARBITRUM: 'https://arbiscan.io/tx/',
  OPTIMISM: 'https://optimistic.etherscan.io/tx/',
  BASE: 'https://basescan.org/tx/',
  AVAXC: 'https://snowtrace.io/tx/',
  TRON: 'https://tronscan.org/#/transaction/',
  SOL: 'https://solscan.io/tx/',
  LTC: 'https://blockchair.com/litecoin/transaction/',
  DOGE: 'https://blockchair.com/dogecoin/transaction/',
  XRP: 'https://xrpscan.com/tx/',
  ADA: 'https://cardanoscan.io/transaction/',
  DOT: 'https://polkadot.subscan.io/extrinsic/',
  ATOM: 'https://www.mintscan.io/cosmos/tx/',
  XLM: 'https://stellar.expert/explorer/public/tx/',
};

export function explorerUrl(network: string, txHash: string | null): string | undefined {
  if (!txHash) return undefined;
  const base = EXPLORERS[network.trim().toUpperCase()];
  return base ? `${base}${txHash}` : undefined;
}

/** Confirmations after which a delivery counts as final, by network (others: 12). */
const REQUIRED_CONFIRMATIONS: Record<string, number> = {
  BTC: 2,
  LTC: 6,
  DOGE: 6,
  ETH: 12,
  TRON: 19,
  SOL: 32,
};
export const requiredConfirmations = (network: string) =>
  REQUIRED_CONFIRMATIONS[network.trim().toUpperCase()] ?? 12;
