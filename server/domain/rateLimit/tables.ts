import type { ColumnType } from 'kysely';

/** Requests counted per key (an IP) in a fixed window; shared by every gateway process on the database. */
export interface RateLimitCounterTable {
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends and the count starts again. */
  reset_at: ColumnType<number | string, number, number>;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCounterTable;
}
