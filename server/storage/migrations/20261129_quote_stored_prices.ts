import { sql, type Kysely, type Migration } from 'kysely';

interface OldOffer {
  offerType: string;
  sendCurrencyAmount: string;
  getCurrencyAmount: string;
  processingFee: string;
  networkFee: string;
  rate: string;
}
interface OldPrice {
  payMethod: string;
  fee: string;
  offerType: string;
  sendCurrencyAmount: string;
  getCurrencyAmount: string;
  transNetworkFee: string;
  processingFee: string;
}

/**
 * A quote's row keeps only the figures of its offers and pay-method prices (offer_prices, method_prices:
 * server/domain/quotes/storedPrices.ts, whose shape is copied here as it was) instead of the answer's whole
 * entries (offers, method_list), whose names and icons are put back from the providers and pay methods
 * when the quote is read. The quotes already written are carried over.
 */
export const quoteStoredPrices: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['offer_prices', 'method_prices'])
      await db.schema
        .alterTable('quotes')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    const rows = await sql<{ token: string; offers: string; method_list: string }>`
      select token, offers, method_list from quotes`.execute(db);
    for (const row of rows.rows) {
      const offers = (JSON.parse(row.offers) as OldOffer[]).map((o) => [
        o.offerType,
        o.sendCurrencyAmount,
        o.getCurrencyAmount,
        o.processingFee,
        o.networkFee,
        o.rate,
      ]);
      const methods = (JSON.parse(row.method_list) as OldPrice[]).map((m) => [
        m.payMethod,
        m.fee,
        m.offerType,
        m.sendCurrencyAmount,
        m.getCurrencyAmount,
        m.transNetworkFee,
        m.processingFee,
      ]);
      await sql`update quotes set offer_prices = ${JSON.stringify(offers)},
        method_prices = ${JSON.stringify(methods)} where token = ${row.token}`.execute(db);
    }
    for (const column of ['offers', 'method_list'])
      await db.schema.alterTable('quotes').dropColumn(column).execute();
  },
  /** The whole entries cannot be made again here (no providers, no catalog): the quotes are let go. */
  async down(db: Kysely<unknown>) {
    await sql`delete from quotes`.execute(db);
    for (const column of ['offers', 'method_list'])
      await db.schema
        .alterTable('quotes')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    for (const column of ['offer_prices', 'method_prices'])
      await db.schema.alterTable('quotes').dropColumn(column).execute();
  },
};
