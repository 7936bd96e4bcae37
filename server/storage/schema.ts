import type { OrdersTables } from '../domain/orders/tables.ts';

/** The gateway's tables, as Kysely sees them. Each area adds its table interfaces here. */
export interface Database {
  orders: OrdersTables['orders'];
  payments: OrdersTables['payments'];
  idempotency_keys: OrdersTables['idempotency_keys'];
  order_events: OrdersTables['order_events'];
}
