import type { ColumnType } from 'kysely';

/** Epoch values: PostgreSQL's bigint comes back as a string, so readers go through Number(). */
type Epoch = ColumnType<number | string, number, number>;

/** A quote given by offerInquiry, kept until it expires so an order honours exactly what the buyer saw. */
export interface QuoteTable {
  token: string;
  side: string;
  send_currency: string;
  send_amount: string;
  get_currency: string;
  get_amount: string;
  network: string;
  pay_method: string;
  offer_type: string;
  partner_id: string;
  /** The partner's reference and the page the buyer came from, as the inquiry sent them ('' when none). */
  reference: ColumnType<string, string | undefined, string>;
  referer_url: ColumnType<string, string | undefined, string>;
  processing_fee: string;
  network_fee: string;
  fee_currency: string;
  /** JSON: the prices of the offers for the quote's pay method, best first (storedPrices.ts). */
  offer_prices: string;
  /** JSON: the price of each pay method (storedPrices.ts). */
  method_prices: string;
  /** Epoch seconds. */
  expire_time: Epoch;
  /** Epoch milliseconds. */
  created_at: Epoch;
}

export interface QuoteTables {
  quotes: QuoteTable;
}
