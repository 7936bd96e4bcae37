import type { Kysely, Migration } from 'kysely';

/** Users, their login codes and sessions, and the development mail outbox. */
export const authCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('kyc_level', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('login_codes')
      .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
      .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
      .addColumn('salt', 'varchar(64)', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('auth_sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();

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
  async down(db: Kysely<unknown>) {
    for (const table of ['mail_outbox', 'auth_sessions', 'login_codes', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
