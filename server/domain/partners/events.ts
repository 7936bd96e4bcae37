import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { DEFAULT_PARTNER_ID } from '../../../schemas/api/attribution.ts';
import { inStatementChunks } from '../../storage/chunks.ts';
import type { Db } from '../../storage/database.ts';
import { enqueueAll, type OutboxEntry } from '../outbox/enqueue.ts';
import type { OrderChange } from '../orders/changeOrder.ts';
import type { Order } from '../orders/rows.ts';
import type { OrderTable } from '../orders/tables.ts';
import type { PartnerEventTable } from './tables.ts';
import { partnerOrder, type PartnerOrder } from './view.ts';

/** Every event a partner's endpoints receive (README, "Partner quick start"). */
export const PARTNER_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'payment.result',
  'identity.required',
] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

/** What an event adds to the order it carries. */
export type EventDetails =
  | { type: 'order.created' }
  | { type: 'order.status_changed'; status: string; previousStatus: string; statusReason: string | null }
  | {
      type: 'payment.result';
      result: string;
      /** The payment movement of the change, if any: kind and outcome only (no card data). */
      payment: { kind: string; outcome: string; amount: string; currency: string } | null;
    }
  | {
      type: 'identity.required';
      /** preauthorization: the card was pre-authorized and waits for the check; threshold: above 700 EUR. */
      reason: 'preauthorization' | 'threshold';
      /** Until when a pre-authorization waits (ISO time), null otherwise. */
      authorizedUntil: string | null;
    };

/** The JSON body of a webhook (Standard Webhooks' recommended shape: type, timestamp, data). */
export interface PartnerEventBody {
  type: PartnerEventType;
  /** When the change happened (ISO 8601). */
  timestamp: string;
  data: {
    /** 1, 2, 3 … per order in the order its changes happened: sort by it, whatever order deliveries arrive in. */
    sequence: number;
    orderNo: string;
    reference: string;
    order: PartnerOrder;
  } & Omit<EventDetails, 'type'>;
}

/** The webhook-id of an event: the same for every delivery and retry of it. */
const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Writes the events of orders, each given as it is after its change, and one outbox delivery per endpoint
 * of its partner, with the caller's transaction (the events exist if and only if the change does): their
 * numbering, their partners' endpoints and the writes in a few statements whatever the number of orders
 * (the scheduler's steps of one transaction). Orders of partner '0' have no partner and no events. A failing
 * endpoint's deliveries are written held: they go out once the partner re-enables it.
 */
export async function recordOrdersEvents(
  db: Db,
  items: Array<{ order: Order; events: EventDetails[] }>,
  nowMs: number,
): Promise<void> {
  const ofPartners = items.filter(
    ({ order, events }) => events.length > 0 && order.partner_id !== DEFAULT_PARTNER_ID,
  );
  if (ofPartners.length === 0) return;
  const orderNos = [...new Set(ofPartners.map(({ order }) => order.order_no))];
  const partnerIds = [...new Set(ofPartners.map(({ order }) => order.partner_id))];
  // The orders' rows are locked by their change (PostgreSQL) or the database has one writer (SQLite): no
  // other transaction numbers these orders' events meanwhile; the unique (order_no, seq) would refuse it anyway.
  const lastSeq = new Map<string, number>();
  for (const part of inStatementChunks(orderNos)) {
    const rows = await db
      .selectFrom('partner_events')
      .select((eb) => ['order_no', eb.fn.max('seq').as('seq')])
      .where('order_no', 'in', part)
      .groupBy('order_no')
      .execute();
    for (const row of rows) lastSeq.set(row.order_no, Number(row.seq));
  }
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'state', 'partner_id'])
    .where('partner_id', 'in', partnerIds)
    .where('state', 'in', ['enabled', 'failing'])
    .orderBy('id')
    .execute();
  const timestamp = new Date(nowMs).toISOString();
  const eventRows: Array<Insertable<PartnerEventTable>> = [];
  const deliveries: OutboxEntry[] = [];
  for (const { order, events } of ofPartners) {
    const orderNo = order.order_no;
    const view = partnerOrder(order);
    const mine = endpoints.filter((endpoint) => endpoint.partner_id === order.partner_id);
    let seq = lastSeq.get(orderNo) ?? 0;
    for (const { type, ...details } of events) {
      seq += 1;
      const id = newEventId();
      const body = {
        type,
        timestamp,
        data: { sequence: seq, orderNo, reference: order.reference, ...details, order: view },
      } as PartnerEventBody;
      eventRows.push({
        id,
        partner_id: order.partner_id,
        order_no: orderNo,
        seq,
        type,
        payload: JSON.stringify(body),
        created_at: nowMs,
      });
      for (const endpoint of mine)
        deliveries.push({
          kind: 'webhook',
          topic: type,
          orderNo,
          recipient: endpoint.id,
          payload: { eventId: id },
          held: endpoint.state === 'failing',
        });
    }
    lastSeq.set(orderNo, seq);
  }
  for (const part of inStatementChunks(eventRows))
    await db.insertInto('partner_events').values(part).execute();
  if (deliveries.length > 0) await enqueueAll(db, deliveries, nowMs);
}

/** The events of a new order: order.created, and identity.required when it is above the identity threshold. */
export function creationEvents(order: Pick<Order, 'identity_required'>): EventDetails[] {
  return [
    { type: 'order.created' },
    ...(order.identity_required
      ? [{ type: 'identity.required' as const, reason: 'threshold' as const, authorizedUntil: null }]
      : []),
  ];
}

/**
 * The events of a change to an order (before: the order as the change read it): payment.result when a
 * payment moved or the order's payment result changed, order.status_changed with the previous status,
 * identity.required when a pre-authorization starts waiting for the buyer's identity.
 */
export function changeEvents(
  before: Pick<OrderTable, 'status'> & Partial<Pick<OrderTable, 'payment_result' | 'status_reason'>>,
  change: OrderChange,
): EventDetails[] {
  const { set, payment } = change;
  const events: EventDetails[] = [];
  if (set.payment_result !== undefined && (payment || set.payment_result !== before.payment_result)) {
    events.push({
      type: 'payment.result',
      result: set.payment_result,
      payment: payment
        ? {
            kind: payment.kind,
            outcome: payment.outcome,
            amount: payment.amount,
            currency: payment.currency,
          }
        : null,
    });
  }
  if (set.status && set.status !== before.status) {
    events.push({
      type: 'order.status_changed',
      status: set.status,
      previousStatus: before.status,
      statusReason: set.status_reason ?? null,
    });
  }
  if (set.status_reason === 'awaiting_identity' && before.status_reason !== 'awaiting_identity') {
    const until = set.authorized_until;
    events.push({
      type: 'identity.required',
      reason: 'preauthorization',
      authorizedUntil: typeof until === 'number' ? new Date(until).toISOString() : null,
    });
  }
  return events;
}
