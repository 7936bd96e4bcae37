import type { Selectable } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { OrderTable, PaymentTable } from './tables.ts';

type MillisKeys =
  | 'created_at'
  | 'updated_at'
  | 'expires_at'
  | 'authorized_until'
  | 'next_step_at'
  | 'delivering_at'
  | 'delivered_at';

/** An order row with its times as numbers (PostgreSQL returns bigint columns as strings). */
export type Order = Omit<Selectable<OrderTable>, MillisKeys> & {
  created_at: number;
  updated_at: number;
  expires_at: number;
  authorized_until: number | null;
  next_step_at: number | null;
  delivering_at: number | null;
  delivered_at: number | null;
};

const optNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function toOrder(row: Selectable<OrderTable>): Order {
  return {
    ...row,
    version: Number(row.version),
    step_ms: Number(row.step_ms),
    identity_required: Number(row.identity_required),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    expires_at: Number(row.expires_at),
    authorized_until: optNumber(row.authorized_until),
    next_step_at: optNumber(row.next_step_at),
    delivering_at: optNumber(row.delivering_at),
    delivered_at: optNumber(row.delivered_at),
  };
}

export async function findOrder(db: Db, orderNo: string): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  return row && toOrder(row);
}

/**
 * The payment that took (or holds) each order's buyer's money (card charge, pre-authorization or transfer),
 * the newest of each, for several orders in one read: the scheduler's captures, voids and refunds name it.
 */
export async function findTakingPayments(
  db: Db,
  orderNos: string[],
): Promise<Map<string, Selectable<PaymentTable>>> {
  const found = new Map<string, Selectable<PaymentTable>>();
  if (orderNos.length === 0) return found;
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_no', 'in', orderNos)
    .where('outcome', 'in', ['succeeded', 'authorized'])
    .orderBy('created_at', 'desc')
    .execute();
  for (const row of rows) if (!found.has(row.order_no)) found.set(row.order_no, row);
  return found;
}

export async function orderHistory(db: Db, orderNo: string) {
  const rows = await db
    .selectFrom('order_events')
    .select(['status', 'reason', 'at'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ status: row.status, reason: row.reason, at: Number(row.at) }));
}
