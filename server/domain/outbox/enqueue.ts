import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
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
 * Told when a row was written (inside its transaction, not yet committed): this process's dispatchers look
 * for due rows a moment later instead of at their next poll. A look that comes before the commit finds
 * nothing and the row waits for the next poll (OUTBOX_POLL_MS) or the next signal.
 */
export const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);

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
  if (!entry.held) outboxSignal.emit('written');
  return id;
}
