import type { Kysely, Migration } from 'kysely';

/** The address book: saved receiving addresses, one list per user. */
export const addressBookCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('address_book')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('crypto', 'varchar(20)', (c) => c.notNull())
      .addColumn('network', 'varchar(20)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)', (c) => c.notNull())
      .addColumn('name', 'varchar(25)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('address_book_user_entry', ['user_id', 'crypto', 'network', 'address'])
      .execute();
    await db.schema
      .createIndex('address_book_user_created')
      .on('address_book')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('address_book').ifExists().execute();
  },
};
