import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { GatewayConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

/** Opens the gateway's database: PostgreSQL when DATABASE_URL is set, else SQLite (WAL) under DATA_DIR. */
export function openDatabase(config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>): {
  db: Db;
  dialect: DbDialect;
  /** The SQLite file (undefined on PostgreSQL), for another connection to it (quotes/writer.ts). */
  file?: string;
} {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const fileName = path.join(config.dataDir, 'gateway.sqlite');
  const file = new SQLite(fileName);
  file.pragma('journal_mode = WAL');
  // With WAL, NORMAL keeps the database consistent after a crash and spares an fsync per transaction;
  // orders are committed with FULL (storage/durable.ts).
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(file) }) }),
    dialect: 'sqlite',
    file: fileName,
  };
}

/**
 * Kysely begins SQLite transactions DEFERRED. A deferred transaction that has read and then writes after
 * another gateway process committed fails at once with "database is locked": busy_timeout cannot help a
 * snapshot that must be upgraded (two gateways on one file, the scale-out test). The gateway's transactions
 * write, so each takes the write lock at BEGIN and waits its turn there.
 */
const BEGIN_WRITE = 'begin immediate';

/** Statements kept per SQLite database; the cache starts again when it is full (batch inserts vary in size). */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text compiled once: the driver prepares
 * every query again (SQLite parses and plans it each time), which cost more than running most of them.
 * A statement still being iterated (a streamed select) is busy; a new one is prepared for that text then.
 */
function preparedOnce(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      const text = query === 'begin' ? BEGIN_WRITE : query;
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = file.prepare(text);
      if (!kept) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => file.close(),
  };
}
