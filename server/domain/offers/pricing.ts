import type { Fiat, GetToken, PayMethod } from '../reference/catalog.ts';
import { ceilTo, truncateTo } from './money.ts';
import type { Provider } from './providers.ts';

export type Side = 'pay' | 'get';

/** What a quote is priced against: the pair and the market at one moment. */
export interface Market {
  fiat: Fiat;
  token: GetToken;
  /** Units of the fiat one USD buys. */
  fiatPerUsd: number;
  /** Market price of one unit of the token's asset, in the fiat. */
  midPrice: number;
}

/** One provider's price for one pay method: amounts in the fiat (fees rounded up) and the token. */
export interface PricedOffer {
  provider: Provider;
  payMethod: PayMethod;
  sendAmount: number;
  getAmount: number;
  processingFee: number;
  networkFee: number;
  /** Price of one token unit the provider charges, in the fiat. */
  rate: number;
  /** The provider's own limits, in the fiat. */
  minSend: number;
  maxSend: number;
}

/** A priced offer and whether the provider takes that send amount. */
export type OfferFit = { offer: PricedOffer; fit: 'ok' | 'below' | 'above' };

/**
 * Prices one provider for one pay method. Pay side: the send amount is given and the get amount is what
 * remains after the processing and network fees at the provider's rate. Get side: the get amount is given
 * and the send amount is the smallest (in the fiat's decimals) that covers it and its fees.
 */
export function priceOffer(provider: Provider, payMethod: PayMethod, market: Market, side: Side, amount: number): OfferFit {
  const { fiat, token, fiatPerUsd, midPrice } = market;
  const cent = 10 ** -fiat.decimals;
  const pct = (provider.processingFeePct + payMethod.feePct) / 100;
  const fixedFee = provider.fixedFeeUsd * fiatPerUsd;
  const networkFee = ceilTo(provider.networkFeesUsd[token.network.code] * fiatPerUsd, fiat.decimals);
  const rate = midPrice * (1 + provider.spreadPct / 100);
  const feeOn = (send: number) => ceilTo(send * pct + fixedFee, fiat.decimals);

  let sendAmount: number;
  let getAmount: number;
  if (side === 'pay') {
    sendAmount = amount;
    getAmount = Math.max(0, truncateTo((sendAmount - feeOn(sendAmount) - networkFee) / rate, token.decimals));
  } else {
    getAmount = amount;
    const needed = getAmount * rate;
    sendAmount = ceilTo((needed + networkFee + fixedFee) / (1 - pct), fiat.decimals);
    // Rounding the fee up can leave the buyer a fraction short: add cents until the get amount is covered
    // (a few at most, since the fee grows by less than a cent per cent).
    for (let i = 0; i < 100 && sendAmount - feeOn(sendAmount) - networkFee < needed - 1e-9; i++) {
      sendAmount = ceilTo(sendAmount + cent, fiat.decimals);
    }
  }

  const offer: PricedOffer = {
    provider,
    payMethod,
    sendAmount,
    getAmount,
    processingFee: feeOn(sendAmount),
    networkFee,
    rate,
    minSend: provider.minUsd * fiatPerUsd,
    maxSend: provider.maxUsd * fiatPerUsd,
  };
  if (sendAmount < offer.minSend || getAmount <= 0) return { offer, fit: 'below' };
  if (sendAmount > offer.maxSend) return { offer, fit: 'above' };
  return { offer, fit: 'ok' };
}

/** Best first: the most crypto for the money on the pay side, the least money for the crypto on the get side. */
export const bestFirst = (side: Side) => (a: PricedOffer, b: PricedOffer) =>
  side === 'pay' ? b.getAmount - a.getAmount : a.sendAmount - b.sendAmount;
