import { sql } from 'kysely';
import type { Db } from '../../storage/database.ts';

export interface Count {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request for a key in a fixed window, atomically in the database (one upsert), so every
 * gateway process on the same database sees the same count.
 */
export async function countRequest(db: Db, key: string, windowMs: number, nowMs: number): Promise<Count> {
  const expired = sql<boolean>`rate_limit_counters.reset_at <= ${nowMs}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, reset_at: nowMs + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
        reset_at: sql<number>`case when ${expired} then ${nowMs + windowMs} else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - nowMs) };
}

/** Drops the counters of windows that have ended. */
export async function purgeCounters(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', nowMs).execute();
}
