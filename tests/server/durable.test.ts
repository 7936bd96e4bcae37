import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/storage/database.ts';
import { durableTransaction } from '../../server/storage/durable.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh SQLite gateway database under a temporary directory, with one table of notes. */
async function notesDatabase(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durable-'));
  dirs.push(dataDir);
  const { db } = openDatabase({ databaseUrl: '', dataDir });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  return { db, dataDir };
}

const note = (db: Db, id: number, text: string) =>
  durableTransaction(db, 'sqlite', (trx) =>
    sql`insert into notes (id, text) values (${id}, ${text})`.execute(trx),
  );

describe('durable transactions on SQLite (group commit)', () => {
  it('commits the works of one moment together, a failing work alone rolled back and its caller told', async () => {
    const { db, dataDir } = await notesDatabase();
    const results = await Promise.allSettled([
      note(db, 1, 'first'),
      durableTransaction(db, 'sqlite', async (trx) => {
        await sql`insert into notes (id, text) values (2, 'second')`.execute(trx);
        throw new Error('refused');
      }),
      note(db, 3, 'third'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'refused' });
    await db.destroy();
    // What the callers were told is what a new connection finds in the file.
    const reopened = openDatabase({ databaseUrl: '', dataDir }).db;
    const { rows } = await sql<{ id: number }>`select id from notes order by id`.execute(reopened);
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
    await reopened.destroy();
  });

  it('answers each caller once its commit is synced, with other work going on meanwhile', async () => {
    const { db } = await notesDatabase();
    const syncs: number[] = [];
    const realOpen = fs.promises.open;
    // The WAL file's fsync (on the thread pool, not on the event loop) is what the callers wait for.
    fs.promises.open = (async (...args: Parameters<typeof realOpen>) => {
      const handle = await realOpen(...args);
      const realSync = handle.sync.bind(handle);
      handle.sync = async () => {
        await realSync();
        syncs.push(Date.now());
      };
      return handle;
    }) as typeof realOpen;
    try {
      const answered = await Promise.all(
        Array.from({ length: 20 }, (_, i) => note(db, i + 1, `note ${i}`).then(() => syncs.length)),
      );
      // Every caller was answered after a sync of the WAL had ended (one shared by many callers).
      expect(Math.min(...answered)).toBeGreaterThan(0);
      expect(syncs.length).toBeLessThanOrEqual(answered.length);
    } finally {
      fs.promises.open = realOpen;
      await db.destroy();
    }
  });
});
