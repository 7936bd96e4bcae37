import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * The checkout URL of an order carries a secret derived from this random nonce (domain/orders/checkoutSecret.ts):
 * the order number alone no longer opens the checkout. Existing orders get a nonce of their own.
 */
export const ordersCheckoutNonce: Migration = {
  async up(db: Kysely<{ orders: { order_no: string; checkout_nonce: string | null } }>) {
    await db.schema.alterTable('orders').addColumn('checkout_nonce', 'text').execute();
    const orders = await db
      .selectFrom('orders')
      .select('order_no')
      .where('checkout_nonce', 'is', null)
      .execute();
    for (const { order_no } of orders) {
      await db
        .updateTable('orders')
        .set({ checkout_nonce: randomBytes(16).toString('base64url') })
        .where('order_no', '=', order_no)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('checkout_nonce').execute();
  },
};
