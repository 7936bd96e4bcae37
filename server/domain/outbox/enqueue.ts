import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';
import type { OutboxKind } from './tables.ts';

export interface OutboxEntry {
  kind: OutboxKind;
  topic: string;
  orderNo?: string;
  recipient: string;
  payload: unknown;
  /** Written held (not due) until released: a delivery to a webhook endpoint marked failing. */
  held?: boolean;
}

/**
 * Writes a message for the outside world. Call it with the transaction of the change it reports: the
 * message exists if and only if the change does. It is due at once; the dispatcher delivers it.
 */
export async function enqueue(db: Db, entry: OutboxEntry, nowMs: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox')
    .values({
      id,
      kind: entry.kind,
      topic: entry.topic,
      order_no: entry.orderNo ?? null,
      recipient: entry.recipient,
      payload: JSON.stringify(entry.payload),
      attempts: 0,
      next_attempt_at: entry.held ? null : nowMs,
      claimed_by: null,
      claimed_until: null,
      sent_at: null,
      abandoned_at: null,
      last_error: entry.held ? 'held: endpoint failing' : null,
      created_at: nowMs,
    })
    .execute();
  return id;
}
