import { paysInApp, type Provider } from '../offers/providers.ts';
import type { PayMethod } from '../reference/catalog.ts';
import type { OfferEntry, PriceEntry } from './present.ts';

/**
 * A quote's offers and pay-method prices as its row keeps them: only the figures the buyer was quoted, one
 * array per entry. The names, logos and icons of the answer are the provider's and the pay method's own
 * (server/data, the reference tables) and are put back when the quote is read: written in full they were
 * most of each row (about 3.5 KB of JSON per quote, written behind every offerInquiry).
 */
type OfferPrices = [
  offerType: string,
  sendCurrencyAmount: string,
  getCurrencyAmount: string,
  processingFee: string,
  networkFee: string,
  rate: string,
];
type MethodPrices = [
  payMethod: string,
  fee: string,
  offerType: string,
  sendCurrencyAmount: string,
  getCurrencyAmount: string,
  transNetworkFee: string,
  processingFee: string,
];

/** What an entry is read back with: the quote's own fields and the lookups of its names and icons. */
export interface PricesContext {
  payMethod: string;
  sendCurrency: string;
  getCurrency: string;
  feeCurrency: string;
  provider: (offerType: string) => Provider | undefined;
  payMethodOf: (id: string) => PayMethod | undefined;
}

/**
 * The text of a list, made once per list: the quotes of one priced inquiry share their lists
 * (store.ts's issueQuote), and each quote's row is written with them.
 */
const texts = new WeakMap<object, string>();
function textOnce<T extends object>(list: T, make: (list: T) => string): string {
  let text = texts.get(list);
  if (text === undefined) texts.set(list, (text = make(list)));
  return text;
}

export const offerPricesText = (offers: OfferEntry[]) => textOnce(offers, offerPricesJson);
export const methodPricesText = (methods: PriceEntry[]) => textOnce(methods, methodPricesJson);

const offerPricesJson = (offers: OfferEntry[]) =>
  JSON.stringify(
    offers.map((o): OfferPrices => [
      o.offerType,
      o.sendCurrencyAmount,
      o.getCurrencyAmount,
      o.processingFee,
      o.networkFee,
      o.rate,
    ]),
  );

const methodPricesJson = (methods: PriceEntry[]) =>
  JSON.stringify(
    methods.map((m): MethodPrices => [
      m.payMethod,
      m.fee,
      m.offerType,
      m.sendCurrencyAmount,
      m.getCurrencyAmount,
      m.transNetworkFee,
      m.processingFee,
    ]),
  );

/** The offers as offerEntry (present.ts) made them, from their stored prices. */
export function offersOf(text: string, quote: PricesContext): OfferEntry[] {
  return (JSON.parse(text) as OfferPrices[]).map(
    ([offerType, sendCurrencyAmount, getCurrencyAmount, processingFee, networkFee, rate]) => {
      const provider = quote.provider(offerType);
      return {
        offerType,
        name: provider?.name ?? offerType,
        image: provider?.logo ?? '',
        sendCurrencyAmount,
        getCurrencyAmount,
        processingFee,
        networkFee,
        feeCurrency: quote.feeCurrency,
        rate,
        payMethods: provider?.payMethods ?? [],
        inAppCard: quote.payMethod === 'card' && paysInApp(provider, 'card'),
      };
    },
  );
}

/** The pay-method prices as priceEntry (present.ts) made them, from their stored prices. */
export function methodsOf(text: string, quote: PricesContext): PriceEntry[] {
  return (JSON.parse(text) as MethodPrices[]).map(
    ([payMethod, fee, offerType, sendCurrencyAmount, getCurrencyAmount, transNetworkFee, processingFee]) => {
      const method = quote.payMethodOf(payMethod);
      return {
        payMethod,
        name: method?.name ?? payMethod,
        fee,
        offerType,
        sendCurrencyAmount,
        sendCurrency: quote.sendCurrency,
        getCurrencyAmount,
        getCurrency: quote.getCurrency,
        transNetworkFee,
        processingFee,
        feeCurrency: quote.feeCurrency,
        image2: method?.icon ?? '',
      };
    },
  );
}
