import type { KeyValueStorage } from '../deps.ts';
import type { WalletChoice, WalletType } from './types.ts';

/**
 * What this browser remembers of the buyer's last purchases (local storage), so a returning buyer's steps
 * start from their last choices: the provider, the destination wallet type (and exchange), the address used for each get
 * token (a get token names the crypto and its network, e.g. 'USDT_TRC20'), and the card last paid with.
 * Never anything of a card but the id the gateway gave its saved card.
 */
export const BUYER_MEMORY_KEY = 'lastPurchase';

export interface BuyerMemory {
  /** The provider of the last order. */
  offerType?: string;
  walletType?: WalletType;
  exchange?: string;
  /** The address of the last order per get token. */
  addresses: Record<string, string>;
  /** The saved card (its cardList id) last paid with. */
  cardId?: string;
}

const WALLET_TYPES: readonly string[] = ['exchange', 'selfHosted'] satisfies WalletType[];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The remembered choices; an unreadable entry counts as none (and is dropped). */
export function readBuyerMemory(local: KeyValueStorage | undefined): BuyerMemory {
  const raw = local?.getItem(BUYER_MEMORY_KEY);
  if (!raw) return { addresses: {} };
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const addresses: Record<string, string> = {};
    if (stored.addresses && typeof stored.addresses === 'object') {
      for (const [token, address] of Object.entries(stored.addresses as Record<string, unknown>)) {
        const kept = text(address);
        if (kept) addresses[token] = kept;
      }
    }
    const walletType = WALLET_TYPES.includes(stored.walletType as string)
      ? (stored.walletType as WalletType)
      : undefined;
    return {
      offerType: text(stored.offerType),
      walletType,
      exchange: walletType === 'exchange' ? text(stored.exchange) : undefined,
      addresses,
      cardId: text(stored.cardId),
    };
  } catch {
    local?.removeItem(BUYER_MEMORY_KEY);
    return { addresses: {} };
  }
}

function writeBuyerMemory(local: KeyValueStorage | undefined, memory: BuyerMemory): void {
  local?.setItem(BUYER_MEMORY_KEY, JSON.stringify(memory));
}

/** An order was made: its provider, wallet type and address (for its get token) are the ones to offer next time. */
export function rememberOrder(
  local: KeyValueStorage | undefined,
  order: { getCurrency: string; address: string; wallet: WalletChoice; offerType: string },
): void {
  const memory = readBuyerMemory(local);
  if (order.offerType) memory.offerType = order.offerType;
  if (order.getCurrency && order.address.trim()) memory.addresses[order.getCurrency] = order.address.trim();
  if (order.wallet.walletType) {
    memory.walletType = order.wallet.walletType;
    memory.exchange = order.wallet.walletType === 'exchange' ? order.wallet.exchangeName : undefined;
  }
  writeBuyerMemory(local, memory);
}

/** A saved card paid (or was tried): it is the one chosen next time. */
export function rememberCard(local: KeyValueStorage | undefined, cardId: string): void {
  writeBuyerMemory(local, { ...readBuyerMemory(local), cardId });
}

/** The wallet type to start Submit Address with: the last one used, with its exchange. */
export function lastWallet(memory: BuyerMemory): WalletChoice {
  if (!memory.walletType) return {};
  return memory.walletType === 'exchange'
    ? memory.exchange
      ? { walletType: 'exchange', exchangeName: memory.exchange }
      : { walletType: 'exchange' }
    : { walletType: memory.walletType };
}

/**
 * The saved address Submit Address starts with, among those offered (the buyer's address book entries for
 * the get token being bought, so of that crypto and network only): the one the gateway last delivered to
 * (isCreateWallet), else the one this browser last ordered to; none when neither is in the book.
 */
export function preselectedAddress(
  offered: readonly { address: string }[],
  lastUsed: { delivered?: string; ordered?: string },
): string | undefined {
  const inBook = (address: string | undefined) =>
    address ? offered.find((entry) => entry.address === address.trim())?.address : undefined;
  return inBook(lastUsed.delivered) ?? inBook(lastUsed.ordered);
}

/** The saved card Select Card starts with: the one last paid with, when it is still saved. */
export function preselectedCard(cards: readonly { id: string }[], memory: BuyerMemory): string | undefined {
  if (cards.length === 1) return cards[0].id;
  return cards.find((card) => card.id === memory.cardId)?.id;
}

/** The offer Select Offer starts with for a returning buyer: the provider of the last order, when offered. */
export function lastOffer(offers: readonly { offerType: string }[], memory: BuyerMemory): string | undefined {
  return offers.find((offer) => offer.offerType === memory.offerType)?.offerType;
}
