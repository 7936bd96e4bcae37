import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';

export interface TrackingPoint {
  type: string;
  orderId: string;
  /** The browser's fingerprint visitor id. */
  userId: string;
  /** The page URL. */
  place: string;
  extras: Record<string, string | number | boolean>;
}

export async function addTrackingPoint(db: Db, point: TrackingPoint, nowMs: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('tracking_points')
    .values({
      id,
      type: point.type,
      order_id: point.orderId,
      user_id: point.userId,
      place: point.place,
      extras: JSON.stringify(point.extras),
      created_at: nowMs,
    })
    .execute();
  return id;
}
