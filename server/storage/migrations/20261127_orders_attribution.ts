import type { Kysely, Migration } from 'kysely';

/**
 * Who brought the order (issue 17): the partner's reference and the page the buyer came from, beside the
 * partner_id the orders kept already. Older orders: ''.
 */
export const ordersAttribution: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('referer_url', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('referer_url').execute();
    await db.schema.alterTable('orders').dropColumn('reference').execute();
  },
};
