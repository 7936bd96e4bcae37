import type { ColumnType } from 'kysely';

/** A tracking point sent by the app (addPoint). */
export interface TrackingPointTable {
  id: string;
  type: string;
  order_id: string;
  user_id: string;
  place: string;
  /** JSON object of the caller's extra fields. */
  extras: string;
  /** Epoch milliseconds. */
  created_at: ColumnType<number | string, number, number>;
}

export interface TrackingTables {
  tracking_points: TrackingPointTable;
}
