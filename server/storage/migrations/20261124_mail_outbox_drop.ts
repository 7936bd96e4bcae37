import type { Kysely, Migration } from 'kysely';

/**
 * The dev outbox now lives in the gateway's memory (server/domain/mail/outbox.ts): the table held login
 * codes in plain text, so it goes, with every code an earlier version wrote into it.
 */
export const mailOutboxDrop: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_outbox').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(256)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mail_outbox_recipient')
      .on('mail_outbox')
      .columns(['recipient', 'created_at'])
      .execute();
  },
};
