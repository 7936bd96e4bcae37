import type { Kysely, Migration } from 'kysely';

/**
 * The outbox: every message the gateway sends to the outside world (mails now, partner webhooks later),
 * written in the same transaction as the change it reports and delivered by the dispatcher
 * (server/domain/outbox/dispatcher.ts) with retries. A row is due while next_attempt_at is set and at or
 * before now; claimed_until is the lease of the gateway delivering it; sent_at is set once, when delivered.
 */
export const outboxCreateTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('topic', 'varchar(48)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)')
      .addColumn('recipient', 'varchar(512)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('claimed_by', 'varchar(40)')
      .addColumn('claimed_until', 'bigint')
      .addColumn('sent_at', 'bigint')
      .addColumn('abandoned_at', 'bigint')
      .addColumn('last_error', 'varchar(512)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').execute();
    await db.schema.createIndex('outbox_order').on('outbox').columns(['order_no', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox').ifExists().execute();
  },
};
