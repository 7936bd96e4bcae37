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
 * Group commit on SQLite: better-sqlite3 syncs the WAL inside COMMIT on the event loop's thread, so one
 * synced commit per order let no more orders through a second than the disk syncs, and held every other
 * request meanwhile. The works that arrive while the loop is busy (gathered until the next setImmediate)
 * run one after another in one transaction, each in a SAVEPOINT of its own: a work that throws is rolled
 * back to its savepoint alone and its caller gets the error; the others are committed with one
 * synchronous=FULL COMMIT, and each caller is answered only once that COMMIT has returned.
 */
class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

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
        await this.db.connection().execute(async (connection) => {
          await sql`pragma synchronous = FULL`.execute(connection);
          try {
            await connection.transaction().execute(async (trx) => {
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
          } finally {
            await sql`pragma synchronous = NORMAL`.execute(connection);
          }
        });
      } catch (error) {
        // The COMMIT (or the transaction around the works) failed: nothing of the group was written.
        for (const { reject } of group) reject(error);
        continue;
      }
      group.forEach(({ resolve, reject }, index) => {
        const outcome = outcomes[index];
        if (outcome.ok) resolve(outcome.value);
        else reject(outcome.error);
      });
    }
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/**
 * Runs `work` in a transaction whose COMMIT returns only once it is on disk. On SQLite the connection runs
 * with synchronous=NORMAL (WAL: consistent after a crash, but the last commits may be lost on power loss);
 * these transactions are committed with synchronous=FULL (the WAL is synced before COMMIT returns, which also
 * makes every earlier commit durable), and NORMAL is back once they end; the works of one moment share one
 * such COMMIT, each in its own savepoint (GroupCommit). PostgreSQL commits durably anyway
 * (synchronous_commit on), one transaction per work.
 */
export async function durableTransaction<T>(
  db: Db,
  dialect: DbDialect,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.run(work);
}
