import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../storage/database.ts';
import type { OrderTable, PaymentTable } from './tables.ts';
import { enqueueOrderMail, MAILED_STATUSES } from '../mail/orderMails.ts';
import { changeEvents, recordPartnerEvents } from '../partners/events.ts';

export interface OrderChange {
  set: Omit<Updateable<OrderTable>, 'order_no' | 'version' | 'updated_at'>;
  /** A payment movement recorded with the change (a capture, a void, a refund …). */
  payment?: Omit<Insertable<PaymentTable>, 'id' | 'order_no' | 'created_at'>;
}

/**
 * Applies a change to an order only if nobody changed it since it was read (optimistic claim on `version`):
 * two scheduler processes or two payment forms can never both step the same order. The status history,
 * the payment row, the buyer's status mail and the partner's events (outbox) are written in the same transaction. Returns false when the claim was lost.
 */
export async function changeOrder(
  db: Db,
  order: Pick<OrderTable, 'order_no' | 'version' | 'status'> &
    Partial<Pick<OrderTable, 'payment_result' | 'status_reason'>>,
  change: OrderChange,
  nowMs: number,
): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => changeOrder(trx, order, change, nowMs));
  const result = await db
    .updateTable('orders')
    .set({ ...change.set, version: order.version + 1, updated_at: nowMs })
    .where('order_no', '=', order.order_no)
    .where('version', '=', order.version)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  if (change.set.status && change.set.status !== order.status) {
    await recordStatus(
      db,
      order.order_no,
      order.version + 1,
      change.set.status,
      change.set.status_reason ?? null,
      nowMs,
    );
    // The buyer's mail about the new status, in this transaction (the outbox delivers it).
    const mail = MAILED_STATUSES[change.set.status];
    if (mail) await enqueueOrderMail(db, order.order_no, mail, nowMs);
  }
  if (change.payment) {
    await db
      .insertInto('payments')
      .values({ ...change.payment, id: randomUUID(), order_no: order.order_no, created_at: nowMs })
      .execute();
  }
  // The partner's webhooks about this change (payment result, status, identity), in this transaction.
  await recordPartnerEvents(db, order.order_no, changeEvents(order, change), nowMs);
  return true;
}

/** One line of an order's status history; ids sort in the order the changes happened (by order version). */
export async function recordStatus(
  db: Db,
  orderNo: string,
  version: number,
  status: OrderTable['status'],
  reason: OrderTable['status_reason'],
  nowMs: number,
) {
  const id = `${orderNo}:${String(version).padStart(6, '0')}`;
  await db.insertInto('order_events').values({ id, order_no: orderNo, status, reason, at: nowMs }).execute();
}
