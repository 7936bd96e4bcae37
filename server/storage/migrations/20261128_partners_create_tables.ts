import type { Kysely, Migration } from 'kysely';

/**
 * The partner API and its webhooks (issue 17): partners' API keys (hashed), their webhook endpoints (each
 * with its signing secret), the events of their orders (one row per event, numbered per order), and every
 * attempt to deliver one (the delivery itself is an outbox row of kind 'webhook'). Quotes keep the
 * partner's reference and the referring page beside the partner id, so offerInquiryInfo answers them.
 */
export const partnersCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('partner_api_keys')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('label', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('partner_api_keys_partner')
      .on('partner_api_keys')
      .column('partner_id')
      .execute();

    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('secret', 'varchar(128)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('failing_since', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_partner')
      .on('webhook_endpoints')
      .column('partner_id')
      .execute();

    await db.schema
      .createTable('partner_events')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(48)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('partner_events_order_seq', ['order_no', 'seq'])
      .execute();
    await db.schema
      .createIndex('partner_events_partner')
      .on('partner_events')
      .columns(['partner_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('delivery_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('endpoint_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('latency_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'varchar(512)')
      .addColumn('response', 'varchar(1024)')
      .execute();
    await db.schema.createIndex('webhook_attempts_event').on('webhook_attempts').column('event_id').execute();

    await db.schema
      .alterTable('quotes')
      .addColumn('reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('quotes')
      .addColumn('referer_url', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('quotes').dropColumn('referer_url').execute();
    await db.schema.alterTable('quotes').dropColumn('reference').execute();
    for (const table of ['webhook_attempts', 'partner_events', 'webhook_endpoints', 'partner_api_keys'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
