import type { Kysely, Migration } from 'kysely';

/** The sandbox card vault: hashed tokens of the hosted card field and of saved cards (never a card number). */
export const cardVaultCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('card_vault')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('single_use', 'integer', (c) => c.notNull())
      .addColumn('brand', 'varchar(32)', (c) => c.notNull())
      .addColumn('last4', 'varchar(4)', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('scenario', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('card_vault_expires_at').on('card_vault').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('card_vault').ifExists().execute();
  },
};
