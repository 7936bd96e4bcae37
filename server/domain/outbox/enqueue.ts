import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PostgresAdapter, sql } from 'kysely';
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

/** The PostgreSQL channel told (at commit) that due outbox rows were written: every gateway on the database listens. */
export const OUTBOX_CHANNEL = 'outbox_due';

/** One signal per database handle (a gateway instance's): two gateways in one process stay apart. */
const signals = new WeakMap<object, EventEmitter>();
/** Transactions that already NOTIFY at their commit. */
const notifying = new WeakSet<Db>();

/**
 * The signal of `db`'s gateway (the same for its transactions: they share its adapter), told when due rows
 * were written, inside their transaction (not yet committed): its dispatcher looks for them at once. On
 * SQLite the look waits for the commit anyway (one connection); on PostgreSQL the dispatcher listens for
 * the NOTIFY that comes with the commit, and uses this signal only while it has no listening connection.
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
 * Tells the dispatchers that due rows were written with `db`: this gateway's at once, and on PostgreSQL
 * every gateway of the database by a NOTIFY sent when `db`'s transaction commits (once per transaction).
 */
export async function signalOutbox(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter && !notifying.has(db)) {
    if (db.isTransaction) notifying.add(db);
    await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
  }
  outboxSignalOf(db).emit('written');
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
      next_attempt_at: entry.held ? null : nowMs + (entry.sentByCallerWithinMs ?? 0),
      claimed_by: null,
      claimed_until: null,
      sent_at: null,
      abandoned_at: null,
      last_error: entry.held ? 'held: endpoint failing' : null,
      created_at: nowMs,
    })
    .execute();
  if (!entry.held && !entry.sentByCallerWithinMs) await signalOutbox(db);
  return id;
}
