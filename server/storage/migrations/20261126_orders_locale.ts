import type { Kysely, Migration } from 'kysely';

/**
 * The buyer's language when the order was made (its mails are written in it) and the public origin the
 * order was made on (the mails link to the order's status page there). Older orders: null (English, and
 * PUBLIC_ORIGIN).
 */
export const ordersLocale: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('locale', 'varchar(16)').execute();
    await db.schema.alterTable('orders').addColumn('origin', 'varchar(256)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('origin').execute();
    await db.schema.alterTable('orders').dropColumn('locale').execute();
  },
};
