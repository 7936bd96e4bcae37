import type { Fiat, GetToken, PayMethod } from '../reference/catalog.ts';
import BigJs from 'big.js';
import { ceilTo, decimal, truncateTo, type Decimal } from '../../../src/lib/money.ts';
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

/** A provider's terms for one pay method at one market moment: the same for every amount quoted then. */
interface Terms {
  /** Processing fee as a fraction of the send amount (provider's percent plus the pay method's). */
  pct: Decimal;
  fixedFee: Decimal;
  networkFee: Decimal;
  /** Price of one token unit the provider charges, in the fiat. */
  rate: Decimal;
  /** 1 − pct: the part of a send amount left after the percent fee. */
  keep: Decimal;
  rateNumber: number;
  networkFeeNumber: number;
  minSend: number;
  maxSend: number;
}

/** Terms by provider, pay method and market moment (prices move once a minute); forgotten all at once when full. */
const termsCache = new Map<string, Terms>();
const TERMS_CACHED = 2_000;

function termsOf(provider: Provider, payMethod: PayMethod, market: Market): Terms {
  const { fiat, token, fiatPerUsd, midPrice } = market;
  const key = `${provider.offerType}|${payMethod.id}|${payMethod.feePct}|${fiat.code}|${fiat.decimals}|${token.symbol}|${fiatPerUsd}|${midPrice}`;
  const cached = termsCache.get(key);
  if (cached) return cached;
  const pct = decimal(provider.processingFeePct).plus(payMethod.feePct).div(100);
  const networkFee = ceilTo(
    decimal(provider.networkFeesUsd[token.network.code]).times(fiatPerUsd),
    fiat.decimals,
  );
  const rate = decimal(midPrice).times(decimal(provider.spreadPct).div(100).plus(1));
  const terms: Terms = {
    pct,
    fixedFee: decimal(provider.fixedFeeUsd).times(fiatPerUsd),
    networkFee,
    rate,
    keep: decimal(1).minus(pct),
    rateNumber: rate.toNumber(),
    networkFeeNumber: networkFee.toNumber(),
    minSend: decimal(provider.minUsd).times(fiatPerUsd).toNumber(),
    maxSend: decimal(provider.maxUsd).times(fiatPerUsd).toNumber(),
  };
  if (termsCache.size >= TERMS_CACHED) termsCache.clear();
  termsCache.set(key, terms);
  return terms;
}

/**
 * The quotient a ÷ b cut to `decimals` places in one direction (down: towards zero, up: away from it), exact:
 * big.js stops the division at those places and rounds by the remainder, instead of computing the 40 places
 * of money.ts's divisions and rounding them afterwards (the same digits, at a fraction of the cost).
 */
const Directed = BigJs();
Directed.NE = -1e6;
Directed.PE = 1e6;
function directedQuotient(a: Decimal, b: Decimal, decimals: number, direction: 'down' | 'up'): Decimal {
  Directed.DP = decimals;
  Directed.RM = direction === 'down' ? Directed.roundDown : Directed.roundUp;
  return decimal(new Directed(a).div(b));
}

/**
 * Prices one provider for one pay method. Pay side: the send amount is given and the get amount is what
 * remains after the processing and network fees at the provider's rate. Get side: the get amount is given
 * and the send amount is the smallest (in the fiat's decimals) that covers it and its fees.
 */
export function priceOffer(
  provider: Provider,
  payMethod: PayMethod,
  market: Market,
  side: Side,
  amount: number,
): OfferFit {
  const { fiat, token } = market;
  const { pct, fixedFee, networkFee, rate, keep, ...numbers } = termsOf(provider, payMethod, market);
  const feeOn = (send: Decimal) => ceilTo(send.times(pct).plus(fixedFee), fiat.decimals);
  const left = (send: Decimal) => send.minus(feeOn(send)).minus(networkFee);

  let sendAmount: Decimal;
  let getAmount: Decimal;
  if (side === 'pay') {
    sendAmount = decimal(amount);
    getAmount = directedQuotient(left(sendAmount), rate, token.decimals, 'down');
    if (getAmount.lt(0)) getAmount = decimal(0);
  } else {
    getAmount = truncateTo(amount, token.decimals);
    const needed = getAmount.times(rate);
    sendAmount = directedQuotient(needed.plus(networkFee).plus(fixedFee), keep, fiat.decimals, 'up');
    // Rounding the fee up can leave the buyer a fraction short: add cents until the get amount is covered
    // (a few at most, since the fee grows by less than a cent per cent).
    const cent = decimal(1).div(10 ** fiat.decimals);
    for (let i = 0; i < 100 && left(sendAmount).lt(needed); i++) sendAmount = sendAmount.plus(cent);
  }

  const offer: PricedOffer = {
    provider,
    payMethod,
    sendAmount: sendAmount.toNumber(),
    getAmount: getAmount.toNumber(),
    processingFee: feeOn(sendAmount).toNumber(),
    networkFee: numbers.networkFeeNumber,
    rate: numbers.rateNumber,
    minSend: numbers.minSend,
    maxSend: numbers.maxSend,
  };
  if (offer.sendAmount < offer.minSend || offer.getAmount <= 0) return { offer, fit: 'below' };
  if (offer.sendAmount > offer.maxSend) return { offer, fit: 'above' };
  return { offer, fit: 'ok' };
}

/** Best first: the most crypto for the money on the pay side, the least money for the crypto on the get side. */
export const bestFirst = (side: Side) => (a: PricedOffer, b: PricedOffer) =>
  side === 'pay' ? b.getAmount - a.getAmount : a.sendAmount - b.sendAmount;
