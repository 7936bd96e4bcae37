import type { Db } from '../../storage/database.ts';
import { toOrder } from '../orders/rows.ts';
import type { OrderStatus } from '../orders/statuses.ts';
import { partnerOrder, type PartnerOrder } from './view.ts';

export interface OrderFilters {
  status?: OrderStatus[];
  /** Epoch ms: created at or after. */
  from?: number;
  /** Epoch ms: created before. */
  to?: number;
  reference?: string;
  limit: number;
  cursor?: string;
}

/** The page boundary: the last order's created_at and order number (orders run newest first). */
const encodeCursor = (createdAt: number, orderNo: string) =>
  Buffer.from(`${createdAt}:${orderNo}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string): { createdAt: number; orderNo: string } | undefined {
  const match = /^(\d{1,15}):([0-9A-Za-z]{1,32})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { createdAt: Number(match[1]), orderNo: match[2] } : undefined;
}

/** A partner's orders, newest first, a page at a time (the cursor names where the previous page ended). */
export async function listPartnerOrders(
  db: Db,
  partnerId: string,
  filters: OrderFilters,
): Promise<{ orders: PartnerOrder[]; nextCursor: string | null }> {
  let query = db.selectFrom('orders').selectAll().where('partner_id', '=', partnerId);
  if (filters.status?.length) query = query.where('status', 'in', filters.status);
  if (filters.from !== undefined) query = query.where('created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('created_at', '<', filters.to);
  if (filters.reference !== undefined) query = query.where('reference', '=', filters.reference);
  const after = filters.cursor ? decodeCursor(filters.cursor) : undefined;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('order_no', '<', after.orderNo)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('order_no', 'desc')
    .limit(filters.limit + 1)
    .execute();
  const page = rows.slice(0, filters.limit).map(toOrder);
  const last = page.at(-1);
  return {
    orders: page.map(partnerOrder),
    nextCursor: rows.length > filters.limit && last ? encodeCursor(last.created_at, last.order_no) : null,
  };
}

/**
 * One of the partner's orders by its number, or its newest order with a reference; another partner's order
 * is not found.
 */
export async function findPartnerOrder(
  db: Db,
  partnerId: string,
  by: { orderNo: string } | { reference: string },
) {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .$call((query) =>
      'orderNo' in by
        ? query.where('order_no', '=', by.orderNo)
        : query.where('reference', '=', by.reference),
    )
    .orderBy('created_at', 'desc')
    .orderBy('order_no', 'desc')
    .executeTakeFirst();
  return row && partnerOrder(toOrder(row));
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

/** Events of the partner (of one order, or one event), each with its deliveries and their attempts. */
export async function partnerEvents(db: Db, partnerId: string, by: { orderNo?: string; eventId?: string }) {
  let query = db.selectFrom('partner_events').selectAll().where('partner_id', '=', partnerId);
  if (by.orderNo) query = query.where('order_no', '=', by.orderNo);
  if (by.eventId) query = query.where('id', '=', by.eventId);
  const events = await query.orderBy('order_no').orderBy('seq').limit(500).execute();
  if (events.length === 0) return [];
  const orderNos = [...new Set(events.map((event) => event.order_no))];
  const ids = new Set(events.map((event) => event.id));
  const [deliveries, attempts] = await Promise.all([
    db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'payload', 'next_attempt_at', 'sent_at', 'abandoned_at', 'created_at'])
      .where('kind', '=', 'webhook')
      .where('order_no', 'in', orderNos)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('event_id', 'in', [...ids])
      .orderBy('started_at')
      .execute(),
  ]);
  return events.map((event) => ({
    id: event.id,
    type: event.type,
    orderNo: event.order_no,
    sequence: Number(event.seq),
    createdAt: iso(event.created_at),
    payload: event.payload,
    deliveries: deliveries
      .filter((delivery) => (JSON.parse(delivery.payload) as { eventId: string }).eventId === event.id)
      .map((delivery) => ({
        id: delivery.id,
        endpointId: delivery.recipient,
        state:
          delivery.sent_at !== null
            ? 'delivered'
            : delivery.abandoned_at !== null
              ? 'abandoned'
              : delivery.next_attempt_at === null
                ? 'held'
                : 'pending',
        nextAttemptAt: isoOrNull(delivery.next_attempt_at),
        deliveredAt: isoOrNull(delivery.sent_at),
        attempts: attempts
          .filter((attempt) => attempt.delivery_id === delivery.id)
          .map((attempt) => ({
            at: iso(attempt.started_at),
            statusCode: attempt.status_code === null ? null : Number(attempt.status_code),
            latencyMs: Number(attempt.latency_ms),
            error: attempt.error,
            response: attempt.response,
          })),
      })),
  }));
}
