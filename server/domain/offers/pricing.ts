import type { Fiat, GetToken, PayMethod } from '../reference/catalog.ts';
import { ceilTo, decimal } from '../../../src/lib/money.ts';
import {
  compare,
  fixedOf,
  fixedOfNumber,
  fixedText,
  minus,
  plus,
  quotient,
  roundTo,
  times,
  type Fixed,
} from './fixedPoint.ts';
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
  /** The exact amounts as decimal text (no trailing zeros), as the quote shows them. */
  shown: { sendAmount: string; getAmount: string; processingFee: string };
}

/** A priced offer and whether the provider takes that send amount. */
export type OfferFit = { offer: PricedOffer; fit: 'ok' | 'below' | 'above' };

/** A provider's terms for one pay method at one market moment: the same for every amount quoted then. */
interface Terms {
  /** Processing fee as a fraction of the send amount (provider's percent plus the pay method's). */
  pct: Fixed;
  fixedFee: Fixed;
  networkFee: Fixed;
  /** Price of one token unit the provider charges, in the fiat. */
  rate: Fixed;
  /** 1 − pct: the part of a send amount left after the percent fee. */
  keep: Fixed;
  rateNumber: number;
  networkFeeNumber: number;
  minSend: number;
  maxSend: number;
}

/**
 * Terms by market moment (a Market is one object while its prices hold: inquiry.ts's marketOf), provider
 * and pay method: made once per moment, forgotten with it.
 */
const termsByMarket = new WeakMap<Market, Map<Provider, Map<PayMethod, Terms>>>();

function termsOf(provider: Provider, payMethod: PayMethod, market: Market): Terms {
  let byProvider = termsByMarket.get(market);
  if (!byProvider) termsByMarket.set(market, (byProvider = new Map()));
  let byMethod = byProvider.get(provider);
  if (!byMethod) byProvider.set(provider, (byMethod = new Map()));
  let terms = byMethod.get(payMethod);
  if (!terms) byMethod.set(payMethod, (terms = termsAt(provider, payMethod, market)));
  return terms;
}

function termsAt(provider: Provider, payMethod: PayMethod, market: Market): Terms {
  const { fiat, token, fiatPerUsd, midPrice } = market;
  const pct = decimal(provider.processingFeePct).plus(payMethod.feePct).div(100);
  const networkFee = ceilTo(
    decimal(provider.networkFeesUsd[token.network.code]).times(fiatPerUsd),
    fiat.decimals,
  );
  const rate = decimal(midPrice).times(decimal(provider.spreadPct).div(100).plus(1));
  return {
    pct: fixedOf(pct),
    fixedFee: fixedOf(decimal(provider.fixedFeeUsd).times(fiatPerUsd)),
    networkFee: fixedOf(networkFee),
    rate: fixedOf(rate),
    keep: fixedOf(decimal(1).minus(pct)),
    rateNumber: rate.toNumber(),
    networkFeeNumber: networkFee.toNumber(),
    minSend: decimal(provider.minUsd).times(fiatPerUsd).toNumber(),
    maxSend: decimal(provider.maxUsd).times(fiatPerUsd).toNumber(),
  };
}

/** The processing fee of a send amount, rounded up to the fiat's decimals. */
const feeOn = (send: Fixed, terms: Terms, fiatDecimals: number) =>
  roundTo(plus(times(send, terms.pct), terms.fixedFee), fiatDecimals, 'ceil');

/** What is left of a send amount for the token after its fees. */
const leftOf = (send: Fixed, fee: Fixed, terms: Terms) => minus(minus(send, fee), terms.networkFee);

/** The amount typed, exactly as the decimal it prints as, and its text: read once for every offer of an inquiry. */
export interface TypedAmount {
  fixed: Fixed;
  text: string;
}

export function typedAmount(amount: number): TypedAmount {
  const fixed = fixedOfNumber(amount) ?? fixedOf(decimal(amount));
  return { fixed, text: fixedText(fixed) };
}

/**
 * Prices one provider for one pay method. Pay side: the send amount is given and the get amount is what
 * remains after the processing and network fees at the provider's rate, cut down to the token's decimals.
 * Get side: the get amount is given (cut to the token's decimals) and the send amount is the smallest (in
 * the fiat's decimals) that covers it and its fees. Fees are rounded up to the fiat's decimals.
 */
export function priceOffer(
  provider: Provider,
  payMethod: PayMethod,
  market: Market,
  side: Side,
  amount: TypedAmount,
): OfferFit {
  const { fiat, token } = market;
  const terms = termsOf(provider, payMethod, market);

  let sendAmount: Fixed;
  let getAmount: Fixed;
  let fee: Fixed;
  if (side === 'pay') {
    sendAmount = amount.fixed;
    fee = feeOn(sendAmount, terms, fiat.decimals);
    getAmount = quotient(leftOf(sendAmount, fee, terms), terms.rate, token.decimals, 'down');
    if (getAmount.units < 0n) getAmount = ZERO;
  } else {
    getAmount = roundTo(amount.fixed, token.decimals, 'down');
    const needed = times(getAmount, terms.rate);
    const covered = plus(plus(needed, terms.networkFee), terms.fixedFee);
    sendAmount = quotient(covered, terms.keep, fiat.decimals, 'up');
    fee = feeOn(sendAmount, terms, fiat.decimals);
    // Rounding the fee up can leave the buyer a fraction short: add cents until the get amount is covered
    // (a few at most, since the fee grows by less than a cent per cent).
    const cent = { units: 1n, scale: fiat.decimals };
    for (let i = 0; i < 100 && compare(leftOf(sendAmount, fee, terms), needed) < 0; i++) {
      sendAmount = plus(sendAmount, cent);
      fee = feeOn(sendAmount, terms, fiat.decimals);
    }
  }

  const shown = {
    // A Pay side's send amount is the amount typed, whose text is made once per inquiry.
    sendAmount: sendAmount === amount.fixed ? amount.text : fixedText(sendAmount),
    getAmount: fixedText(getAmount),
    processingFee: fixedText(fee),
  };
  const offer: PricedOffer = {
    provider,
    payMethod,
    sendAmount: Number(shown.sendAmount),
    getAmount: Number(shown.getAmount),
    processingFee: Number(shown.processingFee),
    networkFee: terms.networkFeeNumber,
    rate: terms.rateNumber,
    minSend: terms.minSend,
    maxSend: terms.maxSend,
    shown,
  };
  if (offer.sendAmount < offer.minSend || offer.getAmount <= 0) return { offer, fit: 'below' };
  if (offer.sendAmount > offer.maxSend) return { offer, fit: 'above' };
  return { offer, fit: 'ok' };
}

const ZERO: Fixed = { units: 0n, scale: 0 };

/** Best first: the most crypto for the money on the pay side, the least money for the crypto on the get side. */
export const bestFirst = (side: Side) => (a: PricedOffer, b: PricedOffer) =>
  side === 'pay' ? b.getAmount - a.getAmount : a.sendAmount - b.sendAmount;
