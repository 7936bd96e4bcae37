import type { ColumnType } from 'kysely';
import type { Millis } from '../orders/tables.ts';

type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/** What an outbox row is delivered as: a mail, or a partner's webhook (server/domain/partners/deliver.ts). */
export type OutboxKind = 'mail' | 'webhook';

/** One message to the outside world, from the change that caused it until it is delivered (or given up). */
export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  /** What happened, e.g. order.created, order.delivered, login.code, identity.result. */
  topic: string;
  /** The order it reports on, if any. */
  order_no: string | null;
  /** Where it goes: an e-mail address, or a webhook endpoint's id. */
  recipient: string;
  /** JSON of what the delivery needs (mails: the template's data and the buyer's locale; webhooks: the event's id). */
  payload: string;
  /** Delivery attempts started so far. */
  attempts: number;
  /** When the row is next due; null once sent or given up, or while held (a failing webhook endpoint's deliveries). */
  next_attempt_at: OptMillis;
  /** The claim of the gateway delivering it (a random id per claim) and until when that claim holds. */
  claimed_by: string | null;
  claimed_until: OptMillis;
  sent_at: OptMillis;
  /** Given up: too many attempts, too old, or no longer worth sending (an expired login code). */
  abandoned_at: OptMillis;
  last_error: string | null;
  /** When written; a held webhook delivery released by re-enabling its endpoint starts its retry schedule again from then. */
  created_at: Millis;
}

export interface OutboxTables {
  outbox: OutboxTable;
}
