import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';
import { enqueue, signalOutbox } from '../outbox/enqueue.ts';
import { checkTarget, type AddressRules } from './addressGuard.ts';
import type { EndpointState } from './tables.ts';

export interface EndpointListing {
  id: string;
  partnerId: string;
  url: string;
  state: EndpointState;
  failingSince: string | null;
  createdAt: string;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A Standard Webhooks signing secret: whsec_ and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Endpoints a partner may hold (enabled or failing). */
export const MAX_ENDPOINTS = 10;

export class EndpointRefused extends Error {}

/**
 * Registers a partner's webhook endpoint with a new signing secret (answered once here; kept in the
 * database only). The URL must pass the same checks as every delivery: https, a public address (its name
 * is resolved now and again at each delivery), unless the gateway's rules allow loopback or a network.
 */
export async function addEndpoint(
  db: Db,
  partnerId: string,
  url: string,
  rules: AddressRules,
  nowMs: number,
): Promise<EndpointListing & { secret: string }> {
  try {
    await checkTarget(url, rules);
  } catch (error) {
    throw new EndpointRefused((error as Error).message);
  }
  const held = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('partner_id', '=', partnerId)
    .where('state', '!=', 'disabled')
    .executeTakeFirst();
  if (Number(held?.count ?? 0) >= MAX_ENDPOINTS)
    throw new EndpointRefused(`at most ${MAX_ENDPOINTS} endpoints`);
  const row = {
    id: `ep_${randomUUID().replaceAll('-', '')}`,
    partner_id: partnerId,
    url,
    secret: newSigningSecret(),
    state: 'enabled' as const,
    failing_since: null,
    created_at: nowMs,
    updated_at: nowMs,
  };
  await db.insertInto('webhook_endpoints').values(row).execute();
  return { ...listing(row), secret: row.secret };
}

const listing = (row: {
  id: string;
  partner_id: string;
  url: string;
  state: EndpointState;
  failing_since: number | string | null;
  created_at: number | string;
}): EndpointListing => ({
  id: row.id,
  partnerId: row.partner_id,
  url: row.url,
  state: row.state,
  failingSince: iso(row.failing_since),
  createdAt: iso(row.created_at) as string,
});

/** A partner's endpoints (removed ones too when asked), oldest first; never their secrets. */
export async function listEndpoints(db: Db, partnerId?: string): Promise<EndpointListing[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at');
  if (partnerId) query = query.where('partner_id', '=', partnerId);
  return (await query.execute()).map(listing);
}

export async function findEndpoint(db: Db, partnerId: string, id: string) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row && listing(row);
}

/** Undelivered, not given up deliveries of an endpoint. */
const pendingOf = (db: Db, endpointId: string) =>
  db
    .updateTable('outbox')
    .where('kind', '=', 'webhook')
    .where('recipient', '=', endpointId)
    .where('sent_at', 'is', null)
    .where('abandoned_at', 'is', null);

/**
 * Marks an endpoint failing (its delivery failed for the whole retry schedule): its other deliveries are
 * held, and no more are tried until the partner re-enables it.
 */
export async function markFailing(db: Db, endpointId: string, nowMs: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ state: 'failing', failing_since: nowMs, updated_at: nowMs })
    .where('id', '=', endpointId)
    .where('state', '=', 'enabled')
    .execute();
  await pendingOf(db, endpointId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowMs)]))
    .set({ next_attempt_at: null, last_error: 'held: endpoint failing' })
    .execute();
}

/**
 * Re-enables a partner's endpoint: its held deliveries are due at once, each with a new retry schedule
 * (from now). Undefined when the partner has no such endpoint (or removed it).
 */
export async function enableEndpoint(db: Db, partnerId: string, id: string, nowMs: number) {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhook_endpoints')
      .set({ state: 'enabled', failing_since: null, updated_at: nowMs })
      .where('id', '=', id)
      .where('partner_id', '=', partnerId)
      .where('state', '!=', 'disabled')
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return undefined;
    const released = await pendingOf(trx, id)
      .where('next_attempt_at', 'is', null)
      .set({ next_attempt_at: nowMs, created_at: nowMs, last_error: null })
      .executeTakeFirst();
    signalOutbox(trx);
    return { endpoint: await findEndpoint(trx, partnerId, id), released: Number(released.numUpdatedRows) };
  });
}

/** Removes an endpoint: nothing more is delivered to it (its pending deliveries are given up when next due). */
export async function removeEndpoint(db: Db, partnerId: string, id: string, nowMs: number) {
  const updated = await db
    .updateTable('webhook_endpoints')
    .set({ state: 'disabled', updated_at: nowMs })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('state', '!=', 'disabled')
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) return false;
  await pendingOf(db, id)
    .where('next_attempt_at', 'is', null)
    .set({ abandoned_at: nowMs, last_error: 'endpoint removed' })
    .execute();
  return true;
}

/**
 * Sends an event again, with the same webhook-id, to one of the partner's enabled endpoints or to all of
 * them: a delivery still pending is made due now (one event is never delivered twice at once to an
 * endpoint); otherwise a new delivery is written. Undefined when the partner has no such event.
 */
export async function replayEvent(
  db: Db,
  partnerId: string,
  eventId: string,
  endpointId: string | undefined,
  nowMs: number,
): Promise<{ deliveryIds: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('partner_events')
      .select(['id', 'order_no', 'type'])
      .where('id', '=', eventId)
      .where('partner_id', '=', partnerId)
      .executeTakeFirst();
    if (!event) return undefined;
    let endpoints = trx
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('partner_id', '=', partnerId)
      .where('state', '=', 'enabled');
    if (endpointId) endpoints = endpoints.where('id', '=', endpointId);
    const deliveryIds: string[] = [];
    for (const { id } of await endpoints.execute()) {
      const pending = await trx
        .selectFrom('outbox')
        .select(['id', 'next_attempt_at'])
        .where('kind', '=', 'webhook')
        .where('recipient', '=', id)
        .where('payload', '=', JSON.stringify({ eventId }))
        .where('sent_at', 'is', null)
        .where('abandoned_at', 'is', null)
        .executeTakeFirst();
      if (pending) {
        await trx
          .updateTable('outbox')
          .set({ next_attempt_at: nowMs })
          .where('id', '=', pending.id)
          .where('next_attempt_at', 'is not', null)
          .execute();
        deliveryIds.push(pending.id);
        continue;
      }
      deliveryIds.push(
        await enqueue(
          trx,
          {
            kind: 'webhook',
            topic: event.type,
            orderNo: event.order_no,
            recipient: id,
            payload: { eventId },
          },
          nowMs,
        ),
      );
    }
    signalOutbox(trx);
    return { deliveryIds };
  });
}
