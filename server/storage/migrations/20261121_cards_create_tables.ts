import type { Kysely, Migration } from 'kysely';

/** Saved cards (tokens only) and the billing address. */
export const cardsCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cards')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('provider_token', 'varchar(64)', (c) => c.notNull())
      .addColumn('brand', 'varchar(32)', (c) => c.notNull())
      .addColumn('last4', 'varchar(4)', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('cards_user_card', ['user_id', 'brand', 'last4', 'exp_month', 'exp_year'])
      .execute();
    await db.schema
      .createIndex('cards_user_created')
      .on('cards')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('billing_addresses')
      .addColumn('user_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('country', 'varchar(2)', (c) => c.notNull())
      .addColumn('city', 'varchar(80)', (c) => c.notNull())
      .addColumn('zip_code', 'varchar(12)', (c) => c.notNull())
      .addColumn('address', 'varchar(120)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('billing_addresses').ifExists().execute();
    await db.schema.dropTable('cards').ifExists().execute();
  },
};
