import type { Kysely, Migration } from 'kysely';

/**
 * Orders above 700 EUR remember that their payment needs an approved identity: an order taken by card in
 * the app may be created before the buyer's identity check, and every way to pay it then checks (1 = needed).
 */
export const ordersIdentityRequired: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('identity_required', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('identity_required').execute();
  },
};
