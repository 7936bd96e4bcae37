import type { InsertQueryNode, Selectable } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { PricedInquiry } from './inquiry.ts';
import type { QuoteTable } from './tables.ts';
import { offerEntry, priceEntry, shownNetworkFee, type OfferEntry, type PriceEntry } from './present.ts';
import {
  methodPricesText,
  methodsOf,
  offerPricesText,
  offersOf,
  type PricesContext,
} from './storedPrices.ts';

/** Where a stored quote's offers and pay methods find their names and icons again (storedPrices.ts). */
export type QuoteLookups = Pick<PricesContext, 'provider' | 'payMethodOf'>;

/** A quote as given to the buyer and honoured by orders until expireTime (epoch seconds). */
export interface StoredQuote {
  token: string;
  side: 'pay' | 'get';
  sendCurrency: string;
  sendCurrencyAmount: string;
  /** The get token's unique symbol (e.g. 'USDT_TRC20'). */
  getCurrency: string;
  getCurrencyAmount: string;
  network: string;
  payMethod: string;
  offerType: string;
  partnerId: string;
  /** The partner's reference and the referring page, as the inquiry sent them ('' when none). */
  reference: string;
  refererUrl: string;
  expireTime: number;
  processingFee: string;
  transNetworkFee: string;
  feeCurrency: string;
  /** Offers for the quote's pay method, best first. */
  offers: OfferEntry[];
  /** The price of every pay method. */
  methodList: PriceEntry[];
}

/** Who brought the buyer, as the inquiry said (a bare string: the partner id alone). */
export interface QuoteAttribution {
  partnerId: string;
  reference?: string;
  refererUrl?: string;
}

export const EXPIRED_MESSAGE = 'The price has expired, please get a new quote';

/** What a quote shows of a priced inquiry, made once per PricedInquiry (inquiry.ts keeps those per market moment). */
interface Shown {
  offers: OfferEntry[];
  methodList: PriceEntry[];
  transNetworkFee: string;
}
const shownOf = new WeakMap<PricedInquiry, Shown>();

function shown(priced: PricedInquiry): Shown {
  let entries = shownOf.get(priced);
  if (!entries) {
    const { market, chosen } = priced;
    entries = {
      offers: priced.offers.map((o) => offerEntry(o, market)),
      methodList: priced.methods.map((o) => priceEntry(o, market)),
      transNetworkFee: shownNetworkFee(chosen, market),
    };
    shownOf.set(priced, entries);
  }
  return entries;
}

/**
 * Turns a priced inquiry into a quote that lives at least ttlSeconds (the expiry is rounded up to the next
 * whole second), its token made by `sign` from that expiry.
 */
export function issueQuote(
  priced: PricedInquiry,
  given: QuoteAttribution | string,
  nowMs: number,
  ttlSeconds: number,
  sign: (expireTime: number) => string,
): StoredQuote {
  const { market, chosen } = priced;
  const attribution = typeof given === 'string' ? { partnerId: given } : given;
  const expireTime = Math.ceil((nowMs + ttlSeconds * 1000) / 1000);
  const { offers, methodList, transNetworkFee } = shown(priced);
  return {
    token: sign(expireTime),
    side: priced.side,
    sendCurrency: market.fiat.code,
    sendCurrencyAmount: chosen.shown.sendAmount,
    getCurrency: market.token.symbol,
    getCurrencyAmount: chosen.shown.getAmount,
    network: market.token.network.code,
    payMethod: priced.payMethod.id,
    offerType: chosen.provider.offerType,
    partnerId: attribution.partnerId,
    reference: attribution.reference?.trim() ?? '',
    refererUrl: attribution.refererUrl?.trim() ?? '',
    expireTime,
    processingFee: chosen.shown.processingFee,
    transNetworkFee,
    feeCurrency: market.fiat.code,
    offers,
    methodList,
  };
}

/** A quote as issued, with when (epoch milliseconds): what QuoteBook writes behind the answer. */
export interface IssuedQuote {
  quote: StoredQuote;
  createdAt: number;
}

/** A quote as its row (created_at in epoch milliseconds). */
const quoteRow = (quote: StoredQuote, createdAt: number) => ({
  token: quote.token,
  side: quote.side,
  send_currency: quote.sendCurrency,
  send_amount: quote.sendCurrencyAmount,
  get_currency: quote.getCurrency,
  get_amount: quote.getCurrencyAmount,
  network: quote.network,
  pay_method: quote.payMethod,
  offer_type: quote.offerType,
  partner_id: quote.partnerId,
  reference: quote.reference,
  referer_url: quote.refererUrl,
  processing_fee: quote.processingFee,
  network_fee: quote.transNetworkFee,
  fee_currency: quote.feeCurrency,
  offer_prices: offerPricesText(quote.offers),
  method_prices: methodPricesText(quote.methodList),
  expire_time: quote.expireTime,
  created_at: createdAt,
});

const insertQuotes = (db: Db, rows: ReturnType<typeof quoteRow>[]) =>
  db
    .insertInto('quotes')
    .values(rows)
    .onConflict((conflict) => conflict.column('token').doNothing());

/** Stores quotes in one statement (the write-behind batch of QuoteBook). */
export async function saveQuotes(db: Db, quotes: IssuedQuote[]): Promise<void> {
  if (quotes.length === 0) return;
  await insertQuotes(
    db,
    quotes.map(({ quote, createdAt }) => quoteRow(quote, createdAt)),
  ).execute();
}

/**
 * The SQL of saveQuotes for one row, and that row's parameters for any quote, for a connection outside
 * Kysely (the writer thread, writer.ts). A quote already stored is left as it is.
 */
export function quoteInsert(db: Db, sample: IssuedQuote) {
  const compiled = insertQuotes(db, [quoteRow(sample.quote, sample.createdAt)]).compile();
  const columns = (compiled.query as InsertQueryNode).columns!.map((node) => node.column.name);
  return {
    sql: compiled.sql,
    parameters: ({ quote, createdAt }: IssuedQuote): unknown[] => {
      const row: Record<string, unknown> = quoteRow(quote, createdAt);
      return columns.map((column) => row[column]);
    },
  };
}

/** The stored quote of a token, expired or not; undefined when there is no row (yet). */
export async function readQuote(
  db: Db,
  token: string,
  lookups: QuoteLookups,
): Promise<StoredQuote | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('token', '=', token).executeTakeFirst();
  return row && quoteOfRow(row, lookups);
}

/** A quote as its row holds it (read by readQuote, or by a caller's statement of its own). */
export function quoteOfRow(row: Selectable<QuoteTable>, lookups: QuoteLookups): StoredQuote {
  const context = {
    ...lookups,
    payMethod: row.pay_method,
    sendCurrency: row.send_currency,
    getCurrency: row.get_currency,
    feeCurrency: row.fee_currency,
  };
  return {
    token: row.token,
    side: row.side === 'get' ? 'get' : 'pay',
    sendCurrency: row.send_currency,
    sendCurrencyAmount: row.send_amount,
    getCurrency: row.get_currency,
    getCurrencyAmount: row.get_amount,
    network: row.network,
    payMethod: row.pay_method,
    offerType: row.offer_type,
    partnerId: row.partner_id,
    reference: row.reference ?? '',
    refererUrl: row.referer_url ?? '',
    expireTime: Number(row.expire_time),
    processingFee: row.processing_fee,
    transNetworkFee: row.network_fee,
    feeCurrency: row.fee_currency,
    offers: offersOf(row.offer_prices, context),
    methodList: methodsOf(row.method_prices, context),
  };
}

/** Deletes quotes that expired more than keepMs ago. */
export async function purgeQuotes(db: Db, nowMs: number, keepMs: number): Promise<void> {
  await db
    .deleteFrom('quotes')
    .where('expire_time', '<', Math.floor((nowMs - keepMs) / 1000))
    .execute();
}
