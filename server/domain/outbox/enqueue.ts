import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { inStatementChunks } from '../../storage/chunks.ts';
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
  /**
   * Due only this many ms after it is written: the caller delivers it itself (deliverNow, while the buyer
   * waits for the login code); the dispatchers send it if that fails. No dispatcher is woken for it, so the
   * gateway the buyer waits on is the one that sends it.
   */
  sentByCallerWithinMs?: number;
}

/**
 * The PostgreSQL channel every gateway on the database listens on: told shortly after due rows were written
 * (server/domain/outbox/plugin.ts), so the other gateways share the delivering.
 */
export const OUTBOX_CHANNEL = 'outbox_due';

/** One signal per database handle (a gateway instance's): two gateways in one process stay apart. */
const signals = new WeakMap<object, EventEmitter>();

/**
 * The signal of `db`'s gateway (the same for its transactions: they share its adapter), told when due rows
 * were written, inside their transaction (not yet committed): its dispatcher looks for them at once and
 * again shortly after (the commit may come later), and on PostgreSQL the other gateways are told.
 */
export function outboxSignalOf(db: Db): EventEmitter {
  const key = db.getExecutor().adapter;
  let signal = signals.get(key);
  if (!signal) {
    signal = new EventEmitter();
    signal.setMaxListeners(0);
    signals.set(key, signal);
  }
  return signal;
}

/**
 * Tells the dispatchers that due rows were written with `db`. No NOTIFY inside the transaction: PostgreSQL
 * commits the transactions that sent one one at a time (a lock held until each commit is flushed), which at
 * 100 orders a second held a card payment's transaction 556 ms (p50; 241 ms without, bench/webhooks.ts).
 */
export function signalOutbox(db: Db): void {
  outboxSignalOf(db).emit('written');
}

/**
 * Writes a message for the outside world. Call it with the transaction of the change it reports: the
 * message exists if and only if the change does. It is due at once; the dispatcher delivers it.
 */
export async function enqueue(db: Db, entry: OutboxEntry, nowMs: number): Promise<string> {
  const [id] = await enqueueAll(db, [entry], nowMs);
  return id;
}

/** Writes several messages (enqueue's), in as few statements as the database takes; resolves to their ids. */
export async function enqueueAll(db: Db, entries: OutboxEntry[], nowMs: number): Promise<string[]> {
  const rows = entries.map((entry) => ({
    id: randomUUID(),
    kind: entry.kind,
    topic: entry.topic,
    order_no: entry.orderNo ?? null,
    recipient: entry.recipient,
    payload: JSON.stringify(entry.payload),
    attempts: 0,
    next_attempt_at: entry.held ? null : nowMs + (entry.sentByCallerWithinMs ?? 0),
    claimed_by: null,
    claimed_until: null,
    sent_at: null,
    abandoned_at: null,
    last_error: entry.held ? 'held: endpoint failing' : null,
    created_at: nowMs,
  }));
  for (const part of inStatementChunks(rows)) await db.insertInto('outbox').values(part).execute();
  if (entries.some((entry) => !entry.held && !entry.sentByCallerWithinMs)) signalOutbox(db);
  return rows.map((row) => row.id);
}
