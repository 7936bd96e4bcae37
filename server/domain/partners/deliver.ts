import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../storage/database.ts';
import type { Insertable } from 'kysely';
import type { BatchOutcome, Deliver, DeliveryOutcome, OutboxRow } from '../outbox/dispatcher.ts';
import type { WebhookAttemptTable } from './tables.ts';
import { checkTarget, type AddressRules } from './addressGuard.ts';
import { markFailing } from './endpoints.ts';
import { postWebhook } from './send.ts';

export interface WebhookDeliveryOptions {
  db: Db;
  /** The gateway's clock (the retry schedule); signatures carry the wall time the receiver checks. */
  now: () => number;
  rules: AddressRules;
  timeoutMs: number;
  /** A delivery still failing this long after its event (or its release) marks its endpoint failing. */
  giveUpMs: number;
  log: { warn: (obj: object, msg: string) => void };
}

const USER_AGENT = 'buy-crypto-webhooks/1';

/** Webhooks of one batch in flight at once (each endpoint's connections are kept alive, send.ts). */
const IN_FLIGHT = 64;
/** Ids looked up, or attempts written, by one statement. */
const CHUNK = 200;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Delivers outbox rows of kind 'webhook' (each one event to one endpoint): signed per Standard Webhooks
 * with the endpoint's secret, the event's id as webhook-id on every attempt, each attempt recorded (HTTP
 * status, latency, the first bytes of the answer). A 2xx is delivered; anything else is retried by the
 * outbox with back-off until giveUpMs, after which the endpoint is marked failing and its deliveries are
 * held. A batch shares its look-ups and writes its attempts in one statement; an order's events to one
 * endpoint in the batch go one after the other in their sequence, the rest side by side.
 */
export function webhookDelivery(options: WebhookDeliveryOptions): Deliver {
  const { db, now, rules, timeoutMs, giveUpMs, log } = options;

  const many = async (rows: OutboxRow[]): Promise<BatchOutcome[]> => {
    const eventIds = [
      ...new Set(rows.map((row) => (JSON.parse(row.payload) as { eventId: string }).eventId)),
    ];
    const endpointIds = [...new Set(rows.map((row) => row.recipient))];
    const [events, endpoints] = await Promise.all([
      Promise.all(
        chunks(eventIds).map((ids) =>
          db.selectFrom('partner_events').selectAll().where('id', 'in', ids).execute(),
        ),
      ),
      Promise.all(
        chunks(endpointIds).map((ids) =>
          db.selectFrom('webhook_endpoints').selectAll().where('id', 'in', ids).execute(),
        ),
      ),
    ]);
    const eventOf = new Map(events.flat().map((event) => [event.id, event]));
    const endpointOf = new Map(endpoints.flat().map((endpoint) => [endpoint.id, endpoint]));

    const outcomes = new Map<OutboxRow, BatchOutcome>();
    const attempts: Insertable<WebhookAttemptTable>[] = [];
    const failed: Array<{ row: OutboxRow; reason: string; endpointId: string; eventId: string }> = [];
    const send = async (row: OutboxRow) => {
      const { eventId } = JSON.parse(row.payload) as { eventId: string };
      const event = eventOf.get(eventId);
      const endpoint = endpointOf.get(row.recipient);
      if (!event) return void outcomes.set(row, { abandon: 'event not found' });
      if (!endpoint || endpoint.state === 'disabled')
        return void outcomes.set(row, { abandon: 'endpoint removed' });
      if (endpoint.state === 'failing') return void outcomes.set(row, { hold: 'held: endpoint failing' });

      const startedAt = now();
      const timestamp = new Date();
      const signature = new Webhook(endpoint.secret).sign(event.id, timestamp, event.payload);
      const headers = {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      };
      let result;
      try {
        const target = await checkTarget(endpoint.url, rules);
        result = await postWebhook(target, headers, event.payload, timeoutMs);
      } catch (error) {
        result = { error: (error as Error).message.slice(0, 300), latencyMs: Math.max(0, now() - startedAt) };
      }
      attempts.push({
        id: randomUUID(),
        delivery_id: row.id,
        event_id: event.id,
        endpoint_id: endpoint.id,
        started_at: startedAt,
        status_code: result.status ?? null,
        latency_ms: result.latencyMs,
        error: result.error ?? null,
        response: result.answer ?? null,
      });
      if (result.status !== undefined && result.status >= 200 && result.status < 300)
        outcomes.set(row, { sent: true });
      else
        failed.push({
          row,
          reason: result.error ?? `HTTP ${result.status}`,
          endpointId: endpoint.id,
          eventId: event.id,
        });
    };

    // An order's events to one endpoint, in their sequence; the groups side by side.
    const groups = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const key = `${row.recipient} ${row.order_no ?? row.id}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const seqOf = (row: OutboxRow) =>
      Number(eventOf.get((JSON.parse(row.payload) as { eventId: string }).eventId)?.seq ?? 0);
    const queue = [...groups.values()].map((group) => group.sort((a, b) => seqOf(a) - seqOf(b)));
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, async () => {
        while (next < queue.length) for (const row of queue[next++]) await send(row);
      }),
    );

    for (const part of chunks(attempts)) await db.insertInto('webhook_attempts').values(part).execute();
    for (const { row, reason, endpointId, eventId } of failed) {
      if (now() - Number(row.created_at) >= giveUpMs) {
        await markFailing(db, endpointId, now());
        log.warn({ endpointId, eventId, reason }, 'webhook endpoint marked failing');
        outcomes.set(row, { hold: `held: endpoint failing (${reason})`.slice(0, 500) });
      } else outcomes.set(row, { failed: new Error(reason) });
    }
    return rows.map((row) => outcomes.get(row) ?? { failed: new Error('not delivered') });
  };

  const one = async (row: OutboxRow): Promise<DeliveryOutcome> => {
    const [outcome] = await many([row]);
    if ('failed' in outcome) throw outcome.failed;
    return outcome;
  };
  return Object.assign(one, { many });
}
