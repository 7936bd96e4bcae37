import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../storage/database.ts';
import type { Deliver, OutboxRow } from '../outbox/dispatcher.ts';
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

/**
 * Delivers one outbox row of kind 'webhook' (one event to one endpoint): signed per Standard Webhooks with
 * the endpoint's secret, the event's id as webhook-id on every attempt, each attempt recorded (HTTP status,
 * latency, the first bytes of the answer). A 2xx is delivered; anything else is retried by the outbox with
 * back-off until giveUpMs, after which the endpoint is marked failing and its deliveries are held.
 */
export function webhookDelivery(options: WebhookDeliveryOptions): Deliver {
  const { db, now, rules, timeoutMs, giveUpMs, log } = options;
  return async (row: OutboxRow) => {
    const { eventId } = JSON.parse(row.payload) as { eventId: string };
    const [event, endpoint] = await Promise.all([
      db.selectFrom('partner_events').selectAll().where('id', '=', eventId).executeTakeFirst(),
      db.selectFrom('webhook_endpoints').selectAll().where('id', '=', row.recipient).executeTakeFirst(),
    ]);
    if (!event) return { abandon: 'event not found' };
    if (!endpoint || endpoint.state === 'disabled') return { abandon: 'endpoint removed' };
    if (endpoint.state === 'failing') return { hold: 'held: endpoint failing' };

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
    await db
      .insertInto('webhook_attempts')
      .values({
        id: randomUUID(),
        delivery_id: row.id,
        event_id: event.id,
        endpoint_id: endpoint.id,
        started_at: startedAt,
        status_code: result.status ?? null,
        latency_ms: result.latencyMs,
        error: result.error ?? null,
        response: result.answer ?? null,
      })
      .execute();
    if (result.status !== undefined && result.status >= 200 && result.status < 300) return { sent: true };

    const reason = result.error ?? `HTTP ${result.status}`;
    if (now() - Number(row.created_at) >= giveUpMs) {
      await markFailing(db, endpoint.id, now());
      log.warn({ endpointId: endpoint.id, eventId: event.id, reason }, 'webhook endpoint marked failing');
      return { hold: `held: endpoint failing (${reason})`.slice(0, 500) };
    }
    throw new Error(reason);
  };
}
