import { sql } from 'kysely';
import type { Db } from '../../storage/database.ts';

export interface Count {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `hits` requests for a key in a fixed window, atomically in the database (one upsert), so every
 * gateway process on the same database sees the same count.
 */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
  nowMs: number,
  hits = 1,
): Promise<Count> {
  return (await countRequests(db, new Map([[key, hits]]), windowMs, nowMs)).get(key)!;
}

/** countRequest for several keys at once, in one statement: each key's count after its hits. */
export async function countRequests(
  db: Db,
  hitsByKey: ReadonlyMap<string, number>,
  windowMs: number,
  nowMs: number,
): Promise<Map<string, Count>> {
  const counts = new Map<string, Count>();
  if (hitsByKey.size === 0) return counts;
  const expired = sql<boolean>`rate_limit_counters.reset_at <= ${nowMs}`;
  const rows = await db
    .insertInto('rate_limit_counters')
    .values([...hitsByKey].map(([key, hits]) => ({ key, hits, reset_at: nowMs + windowMs })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then excluded.hits else rate_limit_counters.hits + excluded.hits end`,
        reset_at: sql<number>`case when ${expired} then excluded.reset_at else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['key', 'hits', 'reset_at'])
    .execute();
  for (const row of rows)
    counts.set(row.key, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - nowMs) });
  return counts;
}

/** Drops the counters of windows that have ended. */
export async function purgeCounters(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', nowMs).execute();
}
