import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../storage/database.ts';
import { quoteInsert, saveQuotes, type IssuedQuote } from './store.ts';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './writerThread.ts';

/** Where QuoteBook's batches go. */
export interface QuoteWriter {
  /** Resolves when the quotes are in the database, rejects when they could not be written. */
  write(batch: IssuedQuote[]): Promise<void>;
  /** Stops the writer (QuoteBook has flushed before). */
  close(): Promise<void>;
}

/** Rows per INSERT (17 columns each, well under SQLite's limit on bound values). */
const BATCH_ROWS = 500;
/** How often the writer thread checkpoints the WAL whatever its size (the gateway's writes, without quotes). */
const CHECKPOINT_MS = 10_000;
/** How long a closing writer thread has to finish before it is stopped. */
const CLOSE_MS = 5_000;
/** SQLite's default, given back to the gateway's connection when it writes quotes itself again. */
const AUTOCHECKPOINT_PAGES = 1_000;

const THREAD_ENTRY = new URL('./writerThread.ts', import.meta.url);

/** Writes on the gateway's own connection: PostgreSQL's driver is asynchronous, its writes do not stall. */
export const writeOnEventLoop = (db: Db): QuoteWriter => ({
  async write(batch) {
    for (let start = 0; start < batch.length; start += BATCH_ROWS)
      await saveQuotes(db, batch.slice(start, start + BATCH_ROWS));
  },
  close: async () => {},
});

/** The gateway's writer: a thread of its own on SQLite (a file), the event loop on PostgreSQL. */
export const quoteWriterFor = (db: Db, sqliteFile: string | undefined, log: FastifyBaseLogger) =>
  sqliteFile ? new ThreadQuoteWriter(db, sqliteFile, log) : writeOnEventLoop(db);

interface Waiting {
  batch: IssuedQuote[];
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Writes quotes to the SQLite file from a thread of its own (writerThread.ts, started at the first batch) with
 * its own connection: better-sqlite3 is synchronous, and each batch stalled the event loop a few ms, the
 * WAL checkpoints inside those commits 30–100 ms. The thread checkpoints the WAL too (writerThread.ts), and
 * the gateway's connection no longer does. WAL lets one writer at a time: a transaction of the gateway waits
 * at its BEGIN IMMEDIATE for a batch being written (busy_timeout), and the thread for the gateway's.
 *
 * A thread that stops (it crashed, or could not start) is logged, and the gateway writes its quotes itself
 * from then on, the batches the thread had not confirmed first (a row already there is left as it is).
 */
export class ThreadQuoteWriter implements QuoteWriter {
  private thread: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private insert: ReturnType<typeof quoteInsert> | undefined;
  /** The gateway's own writes, once the thread has stopped or the writer is closing. */
  private fallback: QuoteWriter | undefined;
  private closing = false;
  private ready = false;
  private started: Promise<boolean> = Promise.resolve(false);
  private startedAs: (ready: boolean) => void = () => {};
  private readonly onEventLoop: QuoteWriter;

  constructor(
    private readonly db: Db,
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
    /** The thread's module (tests give one that fails). */
    private readonly entry: URL = THREAD_ENTRY,
  ) {
    this.onEventLoop = writeOnEventLoop(db);
  }

  write(batch: IssuedQuote[]): Promise<void> {
    if (batch.length === 0) return Promise.resolve();
    if (this.fallback) return this.fallback.write(batch);
    this.insert ??= quoteInsert(this.db, batch[0]);
    const thread = this.thread ?? this.start(this.insert.sql);
    // Until the thread has started (a few hundred ms, more on a busy machine), the gateway writes: an order
    // on another gateway waits only PEER_WAIT_MS for the row.
    if (!this.ready) return this.onEventLoop.write(batch);
    const rows = batch.map(this.insert.parameters);
    return new Promise((resolve, reject) => {
      const id = ++this.lastId;
      this.waiting.set(id, { batch, resolve, reject });
      // The process stays up while a batch is on its way, not for an idle thread.
      if (this.waiting.size === 1) thread.ref();
      thread.postMessage({ kind: 'write', id, rows } satisfies ToWriterThread);
    });
  }

  /** Whether the thread, started by the first batch, now writes the batches (false: it stopped). */
  threadStarted(): Promise<boolean> {
    return this.started;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.fallback ??= this.onEventLoop;
    const thread = this.thread;
    if (!thread) return;
    const exited = once(thread, 'exit');
    thread.postMessage({ kind: 'close' } satisfies ToWriterThread);
    const timeout = new AbortController();
    await Promise.race([
      exited,
      sleep(CLOSE_MS, undefined, { signal: timeout.signal }).then(() => thread.terminate()),
    ]).finally(() => timeout.abort());
  }

  private start(insert: string): Worker {
    const data: WriterThreadData = { file: this.file, insert, checkpointMs: CHECKPOINT_MS };
    // Node 20 does not hand tsx's loader (`tsx server/main.ts`, or Vitest's) to a thread: it registers it first.
    const thread = new Worker(
      `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
        .then((tsx) => { tsx.register(); return import(${JSON.stringify(this.entry.href)}); })`,
      { eval: true, workerData: data },
    );
    thread.unref();
    let failure: Error | undefined;
    thread.on('message', (message: FromWriterThread) => this.answered(message));
    thread.on('error', (error) => (failure = error));
    thread.on('exit', (code) => this.stopped(code, failure));
    this.thread = thread;
    this.started = new Promise((resolve) => (this.startedAs = resolve));
    return thread;
  }

  private answered(message: FromWriterThread) {
    if (message.kind === 'ready') {
      this.ready = true;
      this.setAutocheckpoint(0);
      this.startedAs(true);
      return;
    }
    if (message.kind === 'checkpoint') {
      this.log.warn({ reason: message.error }, 'quote writer thread: checkpoint failed');
      return;
    }
    const { id, error } = message;
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.thread?.unref();
    if (error === undefined) waiting.resolve();
    else waiting.reject(new Error(error));
  }

  private stopped(code: number, failure: Error | undefined) {
    this.thread = undefined;
    this.ready = false;
    this.startedAs(false);
    this.fallback ??= this.onEventLoop;
    if (!this.closing) {
      this.log.error(
        { reason: failure?.message ?? `exit code ${code}`, unconfirmed: this.waiting.size },
        'quote writer thread stopped: the gateway writes its quotes itself from now on',
      );
      this.setAutocheckpoint(AUTOCHECKPOINT_PAGES);
    }
    const unconfirmed = [...this.waiting.values()];
    this.waiting.clear();
    for (const { batch, resolve, reject } of unconfirmed) this.fallback.write(batch).then(resolve, reject);
  }

  /** The gateway's connection checkpoints after its commits only while it writes the quotes itself. */
  private setAutocheckpoint(pages: number) {
    sql`pragma wal_autocheckpoint = ${sql.raw(String(pages))}`
      .execute(this.db)
      .catch((error: Error) => this.log.warn({ reason: error.message }, 'wal_autocheckpoint not set'));
  }
}
