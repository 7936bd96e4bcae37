import fs from 'node:fs/promises';
import { sql, type Transaction } from 'kysely';
import type { Db, DbDialect } from './database.ts';
import type { Database } from './schema.ts';

type Work = (trx: Transaction<Database>) => Promise<unknown>;
interface Waiting {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Works committed together at most (each in a savepoint of its own). */
const GROUP_MAX = 64;

/**
 * Group commit on SQLite. better-sqlite3 runs COMMIT on the event loop's thread: with synchronous=FULL its
 * fsync of the WAL held every request, scheduler step and outbox claim meanwhile (one synced commit per
 * order let no more orders through a second than the disk syncs). The works that arrive while the loop is
 * busy (gathered until the next setImmediate) run one after another in one transaction, each in a SAVEPOINT
 * of its own: a work that throws is rolled back to its savepoint alone and its caller gets the error; the
 * others are committed together (synchronous=NORMAL: the WAL frames are written, not synced), and then the
 * WAL file is fsync'd on libuv's thread pool (WalSync) while the loop goes on. Each caller is answered only
 * once that fsync has returned: its commit is then on disk, as with FULL. (NORMAL's WAL stays consistent
 * after a crash: recovery stops at the first frame whose checksum chain breaks, so no later commit survives
 * without an earlier one.) The group's rows are readable from its COMMIT on: the outbox may send a partner
 * order.created during the sync, so a power loss in those milliseconds can undo an order a webhook told of
 * (the scheduler's steps, and their webhooks, were never synced at all).
 */
class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly synced: WalSync,
  ) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.running = this.running.then(() => this.commitWaiting());
        });
      }
    });
  }

  private async commitWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, GROUP_MAX);
      const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const [index, { work }] of group.entries()) {
            const name = sql.raw(`work_${index}`);
            await sql`savepoint ${name}`.execute(trx);
            try {
              outcomes.push({ ok: true, value: await work(trx) });
              await sql`release savepoint ${name}`.execute(trx);
            } catch (error) {
              await sql`rollback to savepoint ${name}`.execute(trx);
              await sql`release savepoint ${name}`.execute(trx);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The COMMIT (or the transaction around the works) failed: nothing of the group was written.
        for (const { reject } of group) reject(error);
        continue;
      }
      // The next group may commit while this one's WAL is synced; its callers wait for the sync alone.
      void this.synced.sync().then(
        () => this.answer(group, outcomes),
        (error: unknown) => {
          for (const { reject } of group) reject(error);
        },
      );
    }
  }

  private answer(
    group: Waiting[],
    outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }>,
  ) {
    group.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}

/**
 * fsync of a SQLite database's WAL file on libuv's thread pool (fsync makes every write of the file before
 * it durable, whoever wrote it). Calls that come while a sync runs share the one sync that follows it.
 */
class WalSync {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  /** The WAL file's path (read at once: later, the connection may be held by a transaction awaiting a sync). */
  private readonly walFile: Promise<string>;

  constructor(db: Db) {
    this.walFile = sql<{ file: string }>`select file from pragma_database_list where name = 'main'`
      .execute(db)
      .then(({ rows }) => (rows[0]?.file ? `${rows[0].file}-wal` : ''));
  }

  /** Resolves once everything written to the WAL before the call is on disk. */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.fsync().finally(() => (this.running = undefined));
      return this.running;
    }
    // A sync is running and may have started before the caller's writes: one more after it.
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.sync();
      });
    return this.next;
  }

  private async fsync(): Promise<void> {
    const wal = await this.walFile;
    if (!wal) return; // an in-memory or temporary database: nothing on disk to sync
    const file = await fs.open(wal, 'r');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/**
 * Runs `work` in a transaction whose caller is answered only once it is on disk. On SQLite the connection
 * runs with synchronous=NORMAL (WAL: consistent after a crash, but the last commits may be lost on power
 * loss); the works of one moment share one transaction, each in its own savepoint, and their callers are
 * answered once the WAL file has been fsync'd off the event loop (GroupCommit). PostgreSQL commits durably
 * anyway (synchronous_commit on), one transaction per work.
 */
export async function durableTransaction<T>(
  db: Db,
  dialect: DbDialect,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db, new WalSync(db));
    groups.set(db, group);
  }
  return group.run(work);
}
