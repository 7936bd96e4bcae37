import type { Db } from '../../storage/database.ts';
import { toOrder, type Order } from './rows.ts';

/** One page of a user's orders, newest first, with their status histories. */
export async function listOrders(db: Db, userId: string, pageNo: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const orders: Order[] = rows.map(toOrder);
  const events = orders.length
    ? await db
        .selectFrom('order_events')
        .select(['order_no', 'status', 'reason', 'at'])
        .where(
          'order_no',
          'in',
          orders.map((order) => order.order_no),
        )
        .orderBy('id')
        .execute()
    : [];
  const historyOf = (orderNo: string) =>
    events
      .filter((event) => event.order_no === orderNo)
      .map((event) => ({ status: event.status, reason: event.reason, at: Number(event.at) }));
  return {
    orders: orders.map((order) => ({ order, history: historyOf(order.order_no) })),
    total: Number(total.count),
  };
}

/** The last address a user received this crypto at, if any order of theirs was delivered. */
export async function lastDeliveredAddress(
  db: Db,
  userId: string,
  getCurrency: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('address')
    .where('user_id', '=', userId)
    .where('get_currency', '=', getCurrency)
    .where('status', '=', 'Delivered')
    .orderBy('delivered_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.address;
}
