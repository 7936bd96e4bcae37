import { sql, type Transaction } from 'kysely';
import type { Db, DbDialect } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Runs `work` in one transaction whose COMMIT returns only once it is on disk. On SQLite the connection runs
 * with synchronous=NORMAL (WAL: consistent after a crash, but the last commits may be lost on power loss);
 * this transaction is committed with synchronous=FULL (the WAL is synced before COMMIT returns, which also
 * makes every earlier commit durable), and NORMAL is back once it ends. The pragma cannot change inside a
 * transaction, so both run on the connection held for the whole of it. PostgreSQL commits durably anyway
 * (synchronous_commit on).
 */
export async function durableTransaction<T>(
  db: Db,
  dialect: DbDialect,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = FULL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(connection);
    }
  });
}
