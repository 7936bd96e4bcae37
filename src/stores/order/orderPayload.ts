import type { AcceptedQuote, OfferSummary, WalletChoice } from './types.ts';

/** The offer whose orders go through coinOrder instead of cryptoOrder (SPEC §7). */
export const RAMPEASY = 'rampeasy';

export type OrderEndpoint = 'cryptoOrder' | 'coinOrder';

export const orderEndpointFor = (offerType: string): OrderEndpoint =>
  offerType === RAMPEASY ? 'coinOrder' : 'cryptoOrder';

export interface OrderPayloadInput {
  quote: AcceptedQuote;
  offer: OfferSummary;
  address: string;
  saveAddress: boolean;
  wallet: WalletChoice;
  /** The order the buyer was referred from (session item 'referer_order'), '' when none. */
  refererOrder: string;
  /** Where the provider's checkout returns to. */
  redirectUrl: string;
}

/**
 * SPEC §3 "Order creation payload": the inquiry fields of the accepted quote, the chosen offer, and where
 * the crypto goes. The client adds authToken for a logged-in buyer. The same input always gives the same
 * payload, which is what lets the gateway recognise a retry as the same order.
 */
export function buildOrderPayload(input: OrderPayloadInput) {
  const { offer, wallet } = input;
  const { inquiry } = input.quote;
  return {
    ...inquiry,
    offerType: offer.offerType,
    address: input.address.trim(),
    referer_order: input.refererOrder,
    saveAddress: input.saveAddress ? '1' : '0',
    redirectUrl: input.redirectUrl,
    walletType: wallet.walletType ?? '',
    exchangeName: wallet.walletType === 'exchange' ? (wallet.exchangeName ?? '') : '',
  };
}

export type OrderPayload = ReturnType<typeof buildOrderPayload>;
