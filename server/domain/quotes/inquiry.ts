import { QuoteRespCode, type Inquiry } from '../../../schemas/api/quote.ts';
import { BusinessError } from '../../http/errors.ts';
import { priceIn, type PriceSource } from '../market/index.ts';
import {
  bestFirst,
  priceOffer,
  typedAmount,
  type Market,
  type OfferFit,
  type PricedOffer,
  type Side,
} from '../offers/pricing.ts';
import { serves, type Provider } from '../offers/providers.ts';
import type { Catalog, Fiat, GetToken, PayMethod } from '../reference/catalog.ts';
import { checkPairLimits, offerLimitError } from './limits.ts';

/** A priced inquiry: the chosen pay method and offer, every offer for it, and the best offer per method. */
export interface PricedInquiry {
  side: Side;
  market: Market;
  payMethod: PayMethod;
  chosen: PricedOffer;
  /** Offers that take the amount with the chosen pay method, best first. */
  offers: PricedOffer[];
  /** Per pay method some provider takes the amount with, in display order: the asked-for provider's offer, else the best. */
  methods: PricedOffer[];
}

const amountOf = (value: string | number | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * Which side the buyer typed: a send amount makes a Pay-side quote (it wins when both are given, as in
 * SPEC §4), else a get amount makes a Get-side one.
 */
function sideOf(inquiry: Inquiry): { side: Side; amount: number } {
  const send = amountOf(inquiry.sendCurrencyAmount);
  const get = amountOf(inquiry.getCurrencyAmount);
  if (send !== undefined) return { side: 'pay', amount: send };
  if (get !== undefined) return { side: 'get', amount: get };
  return { side: 'pay', amount: 0 };
}

/** The latest market of each pair: one object while its prices hold, so what is priced from it is made once. */
const markets = new WeakMap<Fiat, Map<GetToken, Market>>();

function sameMarket(fiat: Fiat, token: GetToken, fiatPerUsd: number, midPrice: number): Market {
  let byToken = markets.get(fiat);
  if (!byToken) markets.set(fiat, (byToken = new Map()));
  const known = byToken.get(token);
  if (known && known.fiatPerUsd === fiatPerUsd && known.midPrice === midPrice) return known;
  const market = { fiat, token, fiatPerUsd, midPrice };
  byToken.set(token, market);
  return market;
}

function marketOf(inquiry: Inquiry, catalog: Catalog, prices: PriceSource, nowMs: number): Market {
  const fiat = catalog.fiat(inquiry.sendCurrency);
  if (!fiat)
    throw new BusinessError(QuoteRespCode.paySide, 'quote.unsupportedPayCurrency', {
      currency: inquiry.sendCurrency,
    });
  const token = catalog.token(inquiry.getCurrency);
  if (!token)
    throw new BusinessError(QuoteRespCode.getSide, 'quote.unsupportedToken', {
      currency: inquiry.getCurrency,
    });
  const fiatPerUsd = prices.fiatPerUsd(fiat.code, nowMs);
  const midPrice = priceIn(prices, token.currency, fiat.code, nowMs);
  if (fiatPerUsd === undefined || midPrice === undefined) {
    throw new BusinessError(QuoteRespCode.getSide, 'quote.noPrice', {
      token: token.currency,
      fiat: fiat.code,
    });
  }
  return sameMarket(fiat, token, fiatPerUsd, midPrice);
}

/** The offers of a pay method that take the amount, best first. */
function takersOf(fits: OfferFit[], side: Side): PricedOffer[] {
  const takers = [];
  for (const { offer, fit } of fits) if (fit === 'ok') takers.push(offer);
  return takers.sort(bestFirst(side));
}

/** A provider fixed by the link (offerType) prices every method it takes, so tiles and totals agree. */
const preferred = (candidates: PricedOffer[], offerType: string | undefined) =>
  candidates.find((o) => o.provider.offerType === offerType) ?? candidates[0];

/** Priced inquiries kept per market moment (and providers), each list cleared when it reaches this size. */
const PRICED_KEPT = 1_000;

/**
 * The inquiries priced at a market moment, by providers and by what else decides their prices (side, amount,
 * pay method, provider): an inquiry asked again while the prices hold (the app's first quote, a popular
 * amount) is priced once, not once per buyer. A PricedInquiry is read, never changed, by whoever gets it.
 */
const pricedByMarket = new WeakMap<Market, Map<Provider[], Map<string, PricedInquiry>>>();

function pricedAt(market: Market, providers: Provider[]): Map<string, PricedInquiry> {
  let byProviders = pricedByMarket.get(market);
  if (!byProviders) pricedByMarket.set(market, (byProviders = new Map()));
  let priced = byProviders.get(providers);
  if (!priced) byProviders.set(providers, (priced = new Map()));
  if (priced.size >= PRICED_KEPT) priced.clear();
  return priced;
}

/** Prices an inquiry with every provider and pay method; throws the spec's respCodes for amount problems. */
export function priceInquiry(
  inquiry: Inquiry,
  catalog: Catalog,
  providers: Provider[],
  prices: PriceSource,
  nowMs: number,
): PricedInquiry {
  const market = marketOf(inquiry, catalog, prices, nowMs);
  const { side, amount } = sideOf(inquiry);
  if (!(amount > 0)) {
    throw new BusinessError(
      side === 'pay' ? QuoteRespCode.paySide : QuoteRespCode.getSide,
      'quote.enterAmount',
    );
  }
  const priced = pricedAt(market, providers);
  // The pay method's length keeps the key unambiguous whatever the two texts hold.
  const payMethod = inquiry.payMethod ?? '';
  const key = `${side}|${amount}|${payMethod.length}:${payMethod}|${inquiry.offerType ?? ''}`;
  let found = priced.get(key);
  if (!found) {
    found = priceAmount(inquiry, catalog, providers, market, side, amount);
    priced.set(key, found);
  }
  return found;
}

function priceAmount(
  inquiry: Inquiry,
  catalog: Catalog,
  providers: Provider[],
  market: Market,
  side: Side,
  amount: number,
): PricedInquiry {
  checkPairLimits(side, market, amount);

  const network = market.token.network.code;
  const typed = typedAmount(amount);
  const byMethod = [];
  for (const method of catalog.payMethodsFor(market.fiat.code)) {
    const fits = [];
    for (const provider of providers)
      if (serves(provider, method.id, network)) fits.push(priceOffer(provider, method, market, side, typed));
    if (fits.length > 0) byMethod.push({ method, fits, takers: takersOf(fits, side) });
  }
  if (byMethod.length === 0) {
    throw new BusinessError(QuoteRespCode.paySide, 'quote.noPayMethod', {
      fiat: market.fiat.code,
      token: market.token.symbol,
    });
  }
  const usable = byMethod.filter(({ takers }) => takers.length > 0);

  // An asked-for method the buyer can use is honoured; otherwise the first usable one in display order.
  const asked = byMethod.find(({ method }) => method.id === inquiry.payMethod);
  const picked = asked ?? usable[0];
  const offers = picked ? picked.takers : [];
  if (offers.length === 0) {
    throw offerLimitError(
      side,
      market,
      amount,
      (asked ?? { fits: byMethod.flatMap(({ fits }) => fits) }).fits,
    );
  }
  return {
    side,
    market,
    payMethod: picked.method,
    chosen: preferred(offers, inquiry.offerType),
    offers,
    methods: usable.map(({ takers }) => preferred(takers, inquiry.offerType)),
  };
}
