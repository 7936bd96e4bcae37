import type { Static } from 'typebox';
import type { OfferEntry, PriceEntry } from '../../../schemas/api/quote.ts';
import { formatAmount } from '../../../src/lib/money.ts';
import type { Market, PricedOffer } from '../offers/pricing.ts';
import { paysInApp } from '../offers/providers.ts';

export type OfferEntry = Static<typeof OfferEntry>;
export type PriceEntry = Static<typeof PriceEntry>;

/** Rates keep more decimals than amounts so a buyer can check the get amount against them. */
const RATE_DECIMALS = 10;

/**
 * The text of a figure that is the same for every quote of a market moment (a provider's rate and network
 * fee, a pay method's fee), made once: forgotten all at once when full.
 */
const termTexts = new Map<string, string>();
function termText(value: number, decimals: number): string {
  const key = `${value}|${decimals}`;
  let text = termTexts.get(key);
  if (text === undefined) {
    if (termTexts.size >= 2_000) termTexts.clear();
    text = formatAmount(value, decimals);
    termTexts.set(key, text);
  }
  return text;
}

/** An offer's network fee as the quote shows it. */
export const shownNetworkFee = (offer: PricedOffer, { fiat }: Pick<Market, 'fiat'>) =>
  termText(offer.networkFee, fiat.decimals);

/** One provider's price as the API shows it: amounts as decimal text in their currency's decimals. */
export function offerEntry(offer: PricedOffer, market: Market): OfferEntry {
  const { fiat } = market;
  return {
    offerType: offer.provider.offerType,
    name: offer.provider.name,
    image: offer.provider.logo,
    sendCurrencyAmount: offer.shown.sendAmount,
    getCurrencyAmount: offer.shown.getAmount,
    processingFee: offer.shown.processingFee,
    networkFee: shownNetworkFee(offer, market),
    feeCurrency: fiat.code,
    rate: termText(offer.rate, RATE_DECIMALS),
    payMethods: offer.provider.payMethods,
    inAppCard: offer.payMethod.id === 'card' && paysInApp(offer.provider, 'card'),
  };
}

/** A pay method's price entry (SPEC §3): the best offer that takes the method. */
export function priceEntry(offer: PricedOffer, { fiat, token }: Market): PriceEntry {
  return {
    payMethod: offer.payMethod.id,
    name: offer.payMethod.name,
    fee: termText(offer.payMethod.feePct, 2),
    offerType: offer.provider.offerType,
    sendCurrencyAmount: offer.shown.sendAmount,
    sendCurrency: fiat.code,
    getCurrencyAmount: offer.shown.getAmount,
    getCurrency: token.symbol,
    transNetworkFee: shownNetworkFee(offer, { fiat }),
    processingFee: offer.shown.processingFee,
    feeCurrency: fiat.code,
    image2: offer.payMethod.icon,
  };
}
