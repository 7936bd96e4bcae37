import type { Db } from '../../storage/database.ts';
import { countRequest, type Count } from './counter.ts';

interface Known {
  /** The key's count in the database as last answered (every gateway's requests). */
  hits: number;
  resetAt: number;
  /** This gateway's requests counted since, whose writes have not answered yet. */
  unsent: number;
}

/** Keys remembered before the ones whose window is over are forgotten. */
const FORGET_ABOVE = 10_000;

/**
 * The database counters (countRequest), without making a request wait for its write while its key is far
 * from the limit: a key whose last known count (all gateways) plus this gateway's unanswered writes stays
 * within half the limit is let through at once and its write goes out behind it. Nearer the limit, and for
 * a key this gateway has not counted in the window yet, the request waits for the database's count, so
 * the limit itself is exact across gateways (between them, at most half the limit goes uncounted).
 */
export class SharedCounter {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly db: Db,
    private readonly onLateError: (error: Error) => void,
  ) {}

  async count(key: string, windowMs: number, nowMs: number, max: number): Promise<Count> {
    const known = this.known.get(key);
    if (known && nowMs < known.resetAt && known.hits + known.unsent + 1 <= max / 2) {
      known.unsent += 1;
      const current = known.hits + known.unsent;
      countRequest(this.db, key, windowMs, nowMs).then(
        (count) => {
          known.unsent -= 1;
          known.hits = Math.max(known.hits, count.current);
        },
        (error: Error) => {
          known.unsent -= 1;
          this.onLateError(error);
        },
      );
      return { current, ttl: known.resetAt - nowMs };
    }
    const count = await countRequest(this.db, key, windowMs, nowMs);
    this.remember(key, count, nowMs);
    return count;
  }

  private remember(key: string, count: Count, nowMs: number) {
    const known = this.known.get(key);
    const resetAt = nowMs + count.ttl;
    if (known && known.resetAt === resetAt) known.hits = Math.max(known.hits, count.current);
    else this.known.set(key, { hits: count.current, resetAt, unsent: known?.unsent ?? 0 });
    if (this.known.size > FORGET_ABOVE) {
      for (const [name, entry] of this.known) if (entry.resetAt <= nowMs) this.known.delete(name);
    }
  }
}
