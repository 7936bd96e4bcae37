import type { Kysely, Migration } from 'kysely';

/** Quotes given by offerInquiry (looked up by token until they expire). */
export const quoteCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('quotes')
      .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('side', 'varchar(8)', (c) => c.notNull())
      .addColumn('send_currency', 'varchar(10)', (c) => c.notNull())
      .addColumn('send_amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('get_currency', 'varchar(32)', (c) => c.notNull())
      .addColumn('get_amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('network', 'varchar(20)', (c) => c.notNull())
      .addColumn('pay_method', 'varchar(32)', (c) => c.notNull())
      .addColumn('offer_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('processing_fee', 'varchar(40)', (c) => c.notNull())
      .addColumn('network_fee', 'varchar(40)', (c) => c.notNull())
      .addColumn('fee_currency', 'varchar(10)', (c) => c.notNull())
      .addColumn('offers', 'text', (c) => c.notNull())
      .addColumn('method_list', 'text', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('quotes_expire_time').on('quotes').column('expire_time').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('quotes').ifExists().execute();
  },
};
