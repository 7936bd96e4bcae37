/**
 * The quote writer's thread (writer.ts): its own connection to the gateway's SQLite file, where it inserts
 * each batch of quote rows in one transaction and checkpoints the WAL, so neither stalls the gateway's event
 * loop. It imports only node and better-sqlite3: it is started by a small loader (tsx) in a thread of its own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface WriterThreadData {
  file: string;
  /** One row's INSERT, its parameters in the order of each row sent. */
  insert: string;
  checkpointMs: number;
}

export type ToWriterThread = { kind: 'write'; id: number; rows: unknown[][] } | { kind: 'close' };
/** Ready for batches; a batch written (or why not); a checkpoint that failed. */
export type FromWriterThread =
  { kind: 'ready' } | { kind: 'written'; id: number; error?: string } | { kind: 'checkpoint'; error: string };

const { file, insert, checkpointMs } = workerData as WriterThreadData;
const port = parentPort!;
const db = new SQLite(file);
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
// SQLite's default: a checkpoint after the commit that takes the WAL past 1,000 pages (4 MB), here, where
// the gateway does not wait for it. The gateway's own writes (orders) are checkpointed by the timer below.
db.pragma('wal_autocheckpoint = 1000');
const statement = db.prepare(insert);
const insertAll = db.transaction((rows: unknown[][]) => {
  for (const row of rows) statement.run(row);
});

// PASSIVE: copies what no reader still needs and never waits for the gateway's connection. Each one also
// syncs the database file, which durable order commits (synchronous=FULL) would queue behind if it ran often.
const checkpoints = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    port.postMessage({ kind: 'checkpoint', error: (error as Error).message } satisfies FromWriterThread);
  }
}, checkpointMs);

port.on('message', (message: ToWriterThread) => {
  if (message.kind === 'close') {
    clearInterval(checkpoints);
    db.close();
    port.close();
    return;
  }
  try {
    // IMMEDIATE, as the gateway's own transactions (storage/database.ts): the write lock is taken at BEGIN.
    insertAll.immediate(message.rows);
    port.postMessage({ kind: 'written', id: message.id } satisfies FromWriterThread);
  } catch (error) {
    const reason = (error as Error).message;
    port.postMessage({ kind: 'written', id: message.id, error: reason } satisfies FromWriterThread);
  }
});
port.postMessage({ kind: 'ready' } satisfies FromWriterThread);
