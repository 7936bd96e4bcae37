import type { Kysely, Migration } from 'kysely';

/** Per-IP request counters of the API rate limit (5001), shared by all gateway processes. */
export const rateLimitCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_reset_at')
      .on('rate_limit_counters')
      .column('reset_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').ifExists().execute();
  },
};
