import type { Kysely, Migration } from 'kysely';

/** Reference data: currencies, tokens, networks, countries, cities, pay methods, natures, exchanges, languages. */
export const referenceCreateTables: Migration = { up, down };

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fiat_currencies')
    .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('symbol', 'varchar(10)', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('flag', 'varchar(10)', (c) => c.notNull())
    .addColumn('img_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('min_amount', 'double precision', (c) => c.notNull())
    .addColumn('max_amount', 'double precision', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('networks')
    .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('address_format', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('crypto_tokens')
    .addColumn('symbol', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('currency', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('network', 'varchar(20)', (c) => c.notNull().references('networks.code'))
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('img_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_amount', 'double precision', (c) => c.notNull())
    .addColumn('max_amount', 'double precision', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('countries')
    .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('currency', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cities')
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull().references('countries.code'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cities_pk', ['country_code', 'name'])
    .execute();
  await db.schema
    .createTable('pay_methods')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('fee_pct', 'double precision', (c) => c.notNull())
    .addColumn('currencies', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('account_natures')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('exchanges')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('languages')
    .addColumn('local_name', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'languages',
    'exchanges',
    'account_natures',
    'pay_methods',
    'cities',
    'countries',
    'crypto_tokens',
    'networks',
    'fiat_currencies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
