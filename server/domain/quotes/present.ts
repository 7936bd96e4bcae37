import type { Static } from 'typebox';
import type { OfferEntry, PriceEntry } from '../../../schemas/api/quote.ts';
import { formatAmount } from '../../../src/lib/money.ts';
import type { Market, PricedOffer } from '../offers/pricing.ts';
import { paysInApp } from '../offers/providers.ts';

export type OfferEntry = Static<typeof OfferEntry>;
export type PriceEntry = Static<typeof PriceEntry>;

/** Rates keep more decimals than amounts so a buyer can check the get amount against them. */
const RATE_DECIMALS = 10;

/** One provider's price as the API shows it: amounts as decimal text in their currency's decimals. */
export function offerEntry(offer: PricedOffer, { fiat, token }: Market): OfferEntry {
  return {
    offerType: offer.provider.offerType,
    name: offer.provider.name,
    image: offer.provider.logo,
    sendCurrencyAmount: formatAmount(offer.sendAmount, fiat.decimals),
    getCurrencyAmount: formatAmount(offer.getAmount, token.decimals),
    processingFee: formatAmount(offer.processingFee, fiat.decimals),
    networkFee: formatAmount(offer.networkFee, fiat.decimals),
    feeCurrency: fiat.code,
    rate: formatAmount(offer.rate, RATE_DECIMALS),
    payMethods: offer.provider.payMethods,
    inAppCard: offer.payMethod.id === 'card' && paysInApp(offer.provider, 'card'),
  };
}

/** A pay method's price entry (SPEC §3): the best offer that takes the method. */
export function priceEntry(offer: PricedOffer, { fiat, token }: Market): PriceEntry {
  return {
    payMethod: offer.payMethod.id,
    name: offer.payMethod.name,
    fee: formatAmount(offer.payMethod.feePct, 2),
    offerType: offer.provider.offerType,
    sendCurrencyAmount: formatAmount(offer.sendAmount, fiat.decimals),
    sendCurrency: fiat.code,
    getCurrencyAmount: formatAmount(offer.getAmount, token.decimals),
    getCurrency: token.symbol,
    transNetworkFee: formatAmount(offer.networkFee, fiat.decimals),
    processingFee: formatAmount(offer.processingFee, fiat.decimals),
    feeCurrency: fiat.code,
    image2: offer.payMethod.icon,
  };
}
