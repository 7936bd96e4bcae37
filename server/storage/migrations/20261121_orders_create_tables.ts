import type { Kysely, Migration } from 'kysely';

/** Orders, their payments and status history, and the idempotency keys of order creation. */
export const ordersCreateTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(64)')
      .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('quote_token', 'varchar(128)', (c) => c.notNull())
      .addColumn('offer_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('provider_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('provider_logo_url', 'varchar(512)', (c) => c.notNull())
      .addColumn('pay_method', 'varchar(64)', (c) => c.notNull())
      .addColumn('send_currency', 'varchar(32)', (c) => c.notNull())
      .addColumn('send_amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('get_currency', 'varchar(32)', (c) => c.notNull())
      .addColumn('get_symbol', 'varchar(32)', (c) => c.notNull())
      .addColumn('get_amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('network', 'varchar(64)', (c) => c.notNull())
      .addColumn('processing_fee', 'varchar(40)', (c) => c.notNull())
      .addColumn('network_fee', 'varchar(40)', (c) => c.notNull())
      .addColumn('fee_currency', 'varchar(32)', (c) => c.notNull())
      .addColumn('address', 'varchar(256)', (c) => c.notNull())
      .addColumn('wallet_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('exchange_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('referer_order', 'varchar(128)', (c) => c.notNull())
      .addColumn('redirect_url', 'varchar(1024)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('status_reason', 'varchar(32)')
      .addColumn('payment_result', 'varchar(16)', (c) => c.notNull())
      .addColumn('paid_amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('scenario', 'varchar(16)')
      .addColumn('tx_hash', 'varchar(128)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('authorized_until', 'bigint')
      .addColumn('next_step_at', 'bigint')
      .addColumn('delivering_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('orders_user_created')
      .on('orders')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('orders_address_created')
      .on('orders')
      .columns(['address', 'created_at'])
      .execute();
    await db.schema.createIndex('orders_next_step').on('orders').column('next_step_at').execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(32)', (c) =>
        c.notNull().references('orders.order_no').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount', 'varchar(40)', (c) => c.notNull())
      .addColumn('currency', 'varchar(32)', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('card_brand', 'varchar(32)')
      .addColumn('card_last4', 'varchar(4)')
      .addColumn('provider_token', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_order').on('payments').column('order_no').execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('order_events')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(32)', (c) =>
        c.notNull().references('orders.order_no').onDelete('cascade'),
      )
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_events_order')
      .on('order_events')
      .columns(['order_no', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['order_events', 'idempotency_keys', 'payments', 'orders']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
