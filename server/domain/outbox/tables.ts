import type { ColumnType } from 'kysely';
import type { Millis } from '../orders/tables.ts';

type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/** What an outbox row is delivered as: a mail now; partner webhooks will add their kind. */
export type OutboxKind = 'mail';

/** One message to the outside world, from the change that caused it until it is delivered (or given up). */
export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  /** What happened, e.g. order.created, order.delivered, login.code, identity.result. */
  topic: string;
  /** The order it reports on, if any. */
  order_no: string | null;
  /** Where it goes: an e-mail address (a webhook endpoint's id later). */
  recipient: string;
  /** JSON of what the delivery needs (for mails: the template's data and the buyer's locale). */
  payload: string;
  /** Delivery attempts started so far. */
  attempts: number;
  /** When the row is next due; null once sent or given up. */
  next_attempt_at: OptMillis;
  /** The claim of the gateway delivering it (a random id per claim) and until when that claim holds. */
  claimed_by: string | null;
  claimed_until: OptMillis;
  sent_at: OptMillis;
  /** Given up: too many attempts, too old, or no longer worth sending (an expired login code). */
  abandoned_at: OptMillis;
  last_error: string | null;
  created_at: Millis;
}

export interface OutboxTables {
  outbox: OutboxTable;
}
