import type { Db } from '../../storage/database.ts';
import { countRequest, countRequests, type Count } from './counter.ts';

interface Known {
  /** The key's count in the database as last answered (every gateway's requests). */
  hits: number;
  resetAt: number;
  windowMs: number;
  /** This gateway's requests counted since and not written yet. */
  unsent: number;
}

/** Keys remembered before the ones whose window is over are forgotten. */
const FORGET_ABOVE = 10_000;
/** How long a request far from its limit may stay counted here only, before it is written with the others. */
const FLUSH_MS = 100;
/** Keys per statement (3 bound values each, well under SQLite's and PostgreSQL's limits). */
const KEYS_PER_WRITE = 1_000;

/**
 * The database counters (countRequests), without a write per request: a key whose last known count (all
 * gateways) plus this gateway's unwritten requests stays within half the limit is let through at once, its
 * request counted here and written within FLUSH_MS, in one statement with every other key counted meanwhile.
 * Nearer the limit, and for a key this gateway has not counted in the window yet, the request and the key's
 * unwritten ones are written at once and the request waits for the database's count, so the limit itself is
 * exact across gateways (between them, at most half the limit goes uncounted for at most FLUSH_MS).
 */
export class SharedCounter {
  private readonly known = new Map<string, Known>();
  private readonly unsentKeys = new Set<string>();
  /**
   * Each key's requests being written now (sent, the database's count not back yet): a request let through
   * here counts them too, else a burst whose writes are in flight reads the count from before them.
   */
  private readonly inFlight = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onLateError: (error: Error) => void,
  ) {}

  async count(key: string, windowMs: number, nowMs: number, max: number): Promise<Count> {
    const known = this.known.get(key);
    const live = known !== undefined && nowMs < known.resetAt;
    if (live && known.hits + (this.inFlight.get(key) ?? 0) + known.unsent + 1 <= max / 2) {
      known.unsent += 1;
      this.unsentKeys.add(key);
      if (!this.timer) {
        this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
        this.timer.unref();
      }
      return { current: known.hits + known.unsent, ttl: known.resetAt - nowMs };
    }
    const hits = 1 + (live ? known.unsent : 0);
    if (known) known.unsent = 0;
    this.unsentKeys.delete(key);
    this.sending(key, hits);
    try {
      const count = await countRequest(this.db, key, windowMs, nowMs, hits);
      this.remember(key, windowMs, count, nowMs);
      return count;
    } catch (error) {
      if (live) this.unsend(key, hits - 1);
      throw error;
    } finally {
      this.sending(key, -hits);
    }
  }

  private sending(key: string, hits: number) {
    const now = (this.inFlight.get(key) ?? 0) + hits;
    if (now > 0) this.inFlight.set(key, now);
    else this.inFlight.delete(key);
  }

  /** Writes every request counted here so far; resolves when they are in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const nowMs = this.now();
    const byWindow = new Map<number, Map<string, number>>();
    for (const key of this.unsentKeys) {
      const known = this.known.get(key);
      if (!known) continue;
      // Requests of a window that is over no longer count.
      if (known.unsent > 0 && nowMs < known.resetAt) {
        let hits = byWindow.get(known.windowMs);
        if (!hits) byWindow.set(known.windowMs, (hits = new Map()));
        hits.set(key, known.unsent);
      }
      known.unsent = 0;
    }
    this.unsentKeys.clear();
    const writes: Promise<void>[] = [];
    for (const [windowMs, hits] of byWindow) {
      const entries = [...hits];
      for (let start = 0; start < entries.length; start += KEYS_PER_WRITE)
        writes.push(this.write(new Map(entries.slice(start, start + KEYS_PER_WRITE)), windowMs, nowMs));
    }
    this.writing = this.writing.then(() => Promise.all(writes)).then(() => undefined);
    return this.writing;
  }

  private async write(hits: Map<string, number>, windowMs: number, nowMs: number): Promise<void> {
    for (const [key, sent] of hits) this.sending(key, sent);
    try {
      const counts = await countRequests(this.db, hits, windowMs, nowMs);
      for (const [key, count] of counts) this.remember(key, windowMs, count, nowMs);
    } catch (error) {
      // Kept for the next write.
      for (const [key, unsent] of hits) this.unsend(key, unsent);
      this.onLateError(error as Error);
    } finally {
      for (const [key, sent] of hits) this.sending(key, -sent);
    }
  }

  private unsend(key: string, hits: number) {
    const known = this.known.get(key);
    if (!known || hits === 0) return;
    known.unsent += hits;
    this.unsentKeys.add(key);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS * 10);
      this.timer.unref();
    }
  }

  private remember(key: string, windowMs: number, count: Count, nowMs: number) {
    const known = this.known.get(key);
    const resetAt = nowMs + count.ttl;
    if (known && known.resetAt === resetAt) known.hits = Math.max(known.hits, count.current);
    else this.known.set(key, { hits: count.current, resetAt, windowMs, unsent: known?.unsent ?? 0 });
    if (this.known.size > FORGET_ABOVE) {
      for (const [name, entry] of this.known)
        if (entry.resetAt <= nowMs && entry.unsent === 0) this.known.delete(name);
    }
  }
}
