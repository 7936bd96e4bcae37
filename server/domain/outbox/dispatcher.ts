import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { PostgresAdapter, sql, type Selectable, type WhereInterface } from 'kysely';
import type { Database } from '../../storage/schema.ts';
import type { Db } from '../../storage/database.ts';
import type { OutboxKind, OutboxTable } from './tables.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** What a delivery came to. Throwing counts as a failed attempt (retried with back-off). */
export type DeliveryOutcome =
  | {
      sent: true;
      /** The payload to keep once sent (secrets it carried removed); unchanged when absent. */ keep?: string;
    }
  | { abandon: string }
  /** Not due until something releases it (next_attempt_at set again); neither sent nor given up. */
  | { hold: string };

/** One row's outcome in a batch: what it came to, or why its attempt failed (retried with back-off). */
export type BatchOutcome = DeliveryOutcome | { failed: unknown };

/**
 * Delivers rows of one kind (mail, webhook). `many`, when given, delivers a claimed batch at once (shared
 * look-ups, one write for the records of every attempt), one outcome per row in the rows' order; without
 * it, rows go one by one, at most `concurrency` at a time.
 */
export type Deliver = ((row: OutboxRow) => Promise<DeliveryOutcome>) & {
  many?: (rows: OutboxRow[]) => Promise<BatchOutcome[]>;
  concurrency?: number;
};

export interface RetryPolicy {
  /** First retry after about this long; each further one waits twice as long … */
  baseMs: number;
  /** … up to this. */
  maxMs: number;
  /** A row still not delivered this long after it was written is given up (last_error says why). */
  giveUpMs: number;
  /** How long a claim holds: a gateway that dies mid-delivery leaves the row to others after it. */
  leaseMs: number;
  /** How often due rows are looked for (new rows are also delivered at once, see kick). */
  pollMs: number;
}

export interface DispatcherOptions {
  db: Db;
  /** The kinds this dispatcher delivers: rows of other kinds are left to dispatchers that do. */
  deliver: Partial<Record<OutboxKind, Deliver>>;
  policy: RetryPolicy;
  /** A kind's own back-off and give-up (webhooks retry for a day and more), over `policy`. */
  policies?: Partial<Record<OutboxKind, Partial<Pick<RetryPolicy, 'baseMs' | 'maxMs' | 'giveUpMs'>>>>;
  /** The gateway's clock (epoch ms). */
  now: () => number;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Rows one claim takes at most (one statement). */
  batch?: number;
  /** Lanes of runOnce (a pass in tests): claims side by side, each delivering its batch before the next. */
  lanes?: number;
  /** Rows being delivered at once by a started dispatcher (claims wait for room below this). */
  inFlight?: number;
  /**
   * Rows of one share being delivered at once (shareOf: a webhook endpoint's rows, or all of another kind's):
   * once a share holds this many, claims take none of its rows (so it holds fewer than this plus `batch`).
   * A slow or timing-out endpoint holds no more, and the next claims take other rows meanwhile.
   * Several claims of one share may be out together: a busy endpoint's next batch does not wait for the
   * round trips and writes of the one before it.
   */
  perShare?: number;
  /**
   * After a claim that took fewer than SMALL_CLAIM rows, how long from its start the next claim waits: the
   * rows written meanwhile (each commit wakes the dispatcher) go in one claim instead of one claim each.
   */
  claimPauseMs?: number;
}

/**
 * Exponential back-off with jitter: attempt n (1-based) failed → the next one after base·2^(n-1), capped
 * at max, each delay drawn between half and all of it so gateways that failed together do not retry in step.
 */
export function retryDelay(
  policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>,
  attempts: number,
  random = Math.random,
) {
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Rows marked sent by one statement (a bound parameter each, far under SQLite's and PostgreSQL's limits). */
const MARK_CHUNK = 500;

/**
 * A kick may come before the row's transaction has committed (an in-process signal from inside it, where
 * no NOTIFY tells of the commit): after the last kick the dispatcher looks again this long later, so a row
 * committed a little late waits tens of ms rather than a whole OUTBOX_POLL_MS.
 */
const RECHECK_MS = [20, 80, 300];

/** Told each claim's row ids and when (epoch ms): where a delivery's time goes (bench/webhooks.ts). */
export const claimedChannel = diagnostics.channel('buy-crypto:outbox:claimed');

/**
 * A claim this small is followed by a pause (claimPauseMs). At 100 orders a second (700 webhook rows a
 * second, bench/webhooks.ts) claims woken by every commit took 2.3 rows each, at 5 statements a claim.
 * While claims find rows the dispatcher claims again after each pause: rows are picked up within about
 * claimPauseMs of their commit, whenever it came.
 */
const SMALL_CLAIM = 16;
const CLAIM_PAUSE_MS = 20;

/** How long deliverNow waits for a delivery another lane claimed first (real time, not the gateway's clock). */
const DELIVER_NOW_WAIT_MS = 10_000;

type Claimed = OutboxRow & { claimed_by: string };

/** What a row's delivery counts against in a started dispatcher: its webhook endpoint, or its kind (mail). */
interface Share {
  key: string;
  kind: OutboxKind;
  /** The webhook endpoint; undefined for a kind's share. */
  endpoint?: string;
}
const shareOf = (row: OutboxRow): Share =>
  row.kind === 'webhook'
    ? { key: `webhook ${row.recipient}`, kind: row.kind, endpoint: row.recipient }
    : { key: row.kind, kind: row.kind };

type Result = 'sent' | 'failed' | 'abandoned' | 'held';

/** Runs `work` over `items`, at most `limit` at a time; resolves when all are done. */
async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Delivers the outbox. Started, it claims due rows (up to `batch` in one statement: a random claim id and
 * a lease; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so gateways sharing a database take
 * different rows and never wait on each other) whenever it is woken (a row written, a poll) and has room,
 * and delivers each claim without waiting for the ones before it: at most `inFlight` rows at once, at most
 * `perShare` of one webhook endpoint or of one other kind (a slow endpoint's rows are left in the table for
 * later claims while it holds its share). Each claim's delivered rows are marked sent in one statement
 * (only while its claim still holds). A failed attempt sets the next one after retryDelay; a row older than
 * giveUpMs is abandoned. A gateway that dies mid-delivery leaves its rows to others once the lease ends:
 * delivered at least once, idempotent by id.
 */
export class OutboxDispatcher {
  private stopped = true;
  /** Set while runOnce's lanes must finish their batch and claim no more (stop). */
  private stopping = false;
  /** The claim loop of a started dispatcher; resolves once it has stopped and its deliveries are done. */
  private loop: Promise<void> | undefined;
  /** Wakes the claim loop (a kick, a poll, room freed); set while it sleeps. */
  private wakeLoop: (() => void) | undefined;
  /** Woken since the loop's last claim began: it claims again before sleeping. */
  private woken = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private recheckTimers: NodeJS.Timeout[] = [];
  /** Rows being delivered, in all and per share (shareOf). */
  private busy = 0;
  private readonly busyFor = new Map<string, Share & { rows: number }>();
  /** Claims being delivered: their rows are never claimed again here, even once their lease has run out. */
  private readonly liveClaims = new Map<string, number>();
  private readonly deliveries = new Set<Promise<unknown>>();

  private readonly kinds: OutboxKind[];
  private readonly skipLocked: boolean;

  constructor(private readonly options: DispatcherOptions) {
    this.kinds = (Object.keys(options.deliver) as OutboxKind[]).filter((kind) => options.deliver[kind]);
    this.skipLocked = options.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.woken = true;
    this.loop = this.claimLoop();
    this.pollTimer = setInterval(() => this.wake(), this.options.policy.pollMs);
    this.pollTimer.unref?.();
  }

  async stop() {
    this.stopped = true;
    this.stopping = true;
    clearInterval(this.pollTimer);
    for (const timer of this.recheckTimers) clearTimeout(timer);
    this.recheckTimers = [];
    this.wake();
    await this.loop;
    this.stopping = false;
  }

  /**
   * Due rows were written (or released): claim them now, and look again shortly after (RECHECK_MS) in case
   * the kick came before their commit.
   */
  kick() {
    if (this.stopped) return;
    for (const timer of this.recheckTimers) clearTimeout(timer);
    this.recheckTimers = RECHECK_MS.map((ms) => {
      const timer = setTimeout(() => this.wake(), ms);
      timer.unref?.();
      return timer;
    });
    this.wake();
  }

  /** Due rows were committed (a NOTIFY after the commit): claim them now. */
  wake() {
    this.woken = true;
    const wake = this.wakeLoop;
    this.wakeLoop = undefined;
    wake?.();
  }

  private async claimLoop(): Promise<void> {
    // Two claims of one share at once: with one (64 of 64), a busy endpoint's webhooks waited for each batch's
    // round trips and writes, and at 100 orders a second with a core taken by another process the backlog
    // grew to p99 1.2 s (bench/webhooks.ts; 250 ms with two). Four such shares fill the room, as before.
    const { batch = 64, inFlight = 512, perShare = 128, claimPauseMs = CLAIM_PAUSE_MS, log } = this.options;
    /** performance.now() before which no claim starts (set after a small claim). */
    let pauseUntil = 0;
    while (!this.stopped) {
      const room = inFlight - this.busy;
      if (!this.woken || room <= 0) {
        await new Promise<void>((resolve) => (this.wakeLoop = resolve));
        continue;
      }
      const pause = pauseUntil - performance.now();
      if (pause > 0) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        continue;
      }
      this.woken = false;
      const claimStarted = performance.now();
      const full = [...this.busyFor.values()].filter((share) => share.rows >= perShare);
      let rows: Claimed[];
      try {
        rows = await this.claim(Math.min(batch, room), undefined, full, [...this.liveClaims.keys()]);
      } catch (error) {
        log.error({ reason: errorText(error) }, 'outbox claim failed');
        continue; // the next poll wakes it again
      }
      if (rows.length < SMALL_CLAIM) pauseUntil = claimStarted + claimPauseMs;
      if (rows.length === 0) continue;
      // More may be due than this claim took, or committed meanwhile: claim again as soon as there is room
      // (after the pause when this claim was small), until a claim finds none.
      this.woken = true;
      for (const [share, ofShare] of this.byShare(rows)) this.launch(share, ofShare);
    }
    await Promise.all(this.deliveries);
  }

  /** Rows by share (one endpoint's slow answers hold back only its own rows). */
  private byShare(rows: Claimed[]): Array<[Share, Claimed[]]> {
    const groups = new Map<string, [Share, Claimed[]]>();
    for (const row of rows) {
      const share = shareOf(row);
      const group = groups.get(share.key);
      if (group) group[1].push(row);
      else groups.set(share.key, [share, [row]]);
    }
    return [...groups.values()];
  }

  private launch(share: Share, rows: Claimed[]) {
    const token = rows[0].claimed_by;
    this.liveClaims.set(token, (this.liveClaims.get(token) ?? 0) + 1);
    this.busy += rows.length;
    const held = this.busyFor.get(share.key);
    this.busyFor.set(share.key, { ...share, rows: (held?.rows ?? 0) + rows.length });
    const delivery = this.deliverBatch(rows)
      .catch((error: unknown) =>
        this.options.log.error({ reason: errorText(error) }, 'outbox delivery could not be recorded'),
      )
      .finally(() => {
        this.deliveries.delete(delivery);
        const parts = (this.liveClaims.get(token) ?? 1) - 1;
        if (parts > 0) this.liveClaims.set(token, parts);
        else this.liveClaims.delete(token);
        this.busy -= rows.length;
        const left = (this.busyFor.get(share.key)?.rows ?? 0) - rows.length;
        if (left > 0) this.busyFor.set(share.key, { ...share, rows: left });
        else this.busyFor.delete(share.key);
        // Room again: due rows left behind (by the room or an endpoint's share) are claimed now.
        this.wake();
      });
    this.deliveries.add(delivery);
  }

  /**
   * Tries one row now (the login code: the buyer is waiting for it). True when it was delivered; false
   * when it failed (it stays due for its retries), was given up, or another delivery of it did not end
   * within DELIVER_NOW_WAIT_MS.
   */
  async deliverNow(id: string): Promise<boolean> {
    for (const until = Date.now() + DELIVER_NOW_WAIT_MS; ;) {
      const rows = await this.claim(1, id);
      if (rows.length > 0) return (await this.deliverBatch(rows))[0] === 'sent';
      // The row's own write woke a lane (of this gateway or another) that claimed it first: the buyer
      // waits for that delivery rather than being answered before the code is on its way. On PostgreSQL
      // that claim may still be uncommitted (its row locked, so skipped above, and read here as unclaimed):
      // a due, unclaimed row is claimed again on the next turn.
      const row = await this.options.db
        .selectFrom('outbox')
        .select(['sent_at', 'next_attempt_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row?.sent_at != null) return true;
      const waitsForRetry = row?.next_attempt_at == null || Number(row.next_attempt_at) > this.options.now();
      if (waitsForRetry || Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * One pass over the due rows (its lanes side by side, each claiming and delivering a batch until none is
   * left); resolves with how many were delivered. For tests and tools: a started dispatcher runs by itself.
   */
  async runOnce(): Promise<number> {
    const { batch = 64, lanes = 4 } = this.options;
    let delivered = 0;
    const lane = async () => {
      for (;;) {
        const rows = await this.claim(batch);
        if (rows.length === 0) return;
        delivered += (await this.deliverBatch(rows)).filter((result) => result === 'sent').length;
        if (this.stopping) return;
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    return delivered;
  }

  /**
   * Takes up to `limit` due rows (or the one row `id`) for one attempt each, in one statement: the rows
   * get a new claim id and lease, and their attempts count one more. Rows another gateway holds are skipped,
   * and so are the rows of `ownClaims` (still being delivered here) and those of `fullShares` (with their
   * share of rows in flight).
   */
  private async claim(
    limit: number,
    id?: string,
    fullShares: Share[] = [],
    ownClaims: string[] = [],
  ): Promise<Claimed[]> {
    const { db, now, policy } = this.options;
    const nowMs = now();
    const token = randomUUID();
    // One row by id (deliverNow) is taken as soon as it is not held, before it is due for the dispatchers.
    const free = <QB extends WhereInterface<Database, 'outbox'>>(qb: QB): QB =>
      (id === undefined
        ? qb.where('next_attempt_at', '<=', nowMs)
        : qb.where('next_attempt_at', 'is not', null)
      )
        .where('kind', 'in', this.kinds)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowMs)])) as QB;
    let due = free(db.selectFrom('outbox').select('id'));
    if (id !== undefined) due = due.where('id', '=', id);
    // A claim whose lease ran out while this gateway still delivers it (a clock moved on, a stalled
    // receiver): another gateway may take its rows over, this one waits for its own delivery to end.
    if (ownClaims.length > 0)
      due = due.where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', 'not in', ownClaims)]));
    const fullEndpoints = fullShares.flatMap((share) =>
      share.endpoint === undefined ? [] : [share.endpoint],
    );
    const fullKinds = fullShares.filter((share) => share.endpoint === undefined).map((share) => share.kind);
    if (fullKinds.length > 0) due = due.where('kind', 'not in', fullKinds);
    if (fullEndpoints.length > 0)
      due = due.where((eb) => eb.or([eb('kind', '!=', 'webhook'), eb('recipient', 'not in', fullEndpoints)]));
    due = due.orderBy('next_attempt_at').limit(limit);
    if (this.skipLocked) due = due.forUpdate().skipLocked();
    // The rows are picked once (a materialised CTE): PostgreSQL ran `id IN (subquery)` as a subplan
    // evaluated again per row, and with due rows tied on next_attempt_at each run picked others, so one
    // claim of 4 took all 20 due. The outer conditions again: on PostgreSQL a row claimed by a transaction
    // that committed meanwhile is re-read and dropped here rather than claimed twice.
    const rows = await free(
      db
        .with(
          (cte) => cte('due').materialized(),
          () => due,
        )
        .updateTable('outbox')
        .set({ claimed_by: token, claimed_until: nowMs + policy.leaseMs, attempts: sql`attempts + 1` })
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id')),
    )
      .returningAll()
      .execute();
    const claimed = rows.filter((row): row is Claimed => row.claimed_by === token);
    if (claimedChannel.hasSubscribers && claimed.length > 0)
      claimedChannel.publish({ ids: claimed.map((row) => row.id), at: Date.now() });
    return claimed;
  }

  /** Delivers claimed rows (each kind its own way) and records what each came to. */
  private async deliverBatch(rows: Claimed[]): Promise<Result[]> {
    const outcomes = new Map<Claimed, BatchOutcome>();
    const byKind = new Map<OutboxKind, Claimed[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    await Promise.all(
      [...byKind].map(async ([kind, ofKind]) => {
        const deliver = this.options.deliver[kind];
        if (!deliver) {
          for (const row of ofKind)
            outcomes.set(row, { failed: new Error(`no delivery for outbox kind ${kind}`) });
        } else if (deliver.many) {
          let results: BatchOutcome[];
          try {
            results = await deliver.many(ofKind);
          } catch (error) {
            results = ofKind.map(() => ({ failed: error }));
          }
          ofKind.forEach((row, i) => outcomes.set(row, results[i] ?? { failed: new Error('no outcome') }));
        } else {
          await inPool(ofKind, deliver.concurrency ?? 8, async (row) => {
            try {
              outcomes.set(row, await deliver(row));
            } catch (error) {
              outcomes.set(row, { failed: error });
            }
          });
        }
      }),
    );
    return this.record(rows, outcomes);
  }

  /** Marks the delivered rows sent (one statement per claim), the others one by one. */
  private async record(rows: Claimed[], outcomes: Map<Claimed, BatchOutcome>): Promise<Result[]> {
    const { db, now, log } = this.options;
    const nowMs = now();
    const plainSent = new Map<string, Claimed[]>();
    const results = new Map<Claimed, Result>();
    await Promise.all(
      rows.map(async (row) => {
        const outcome = outcomes.get(row) as BatchOutcome;
        if ('sent' in outcome && outcome.keep === undefined) {
          plainSent.set(row.claimed_by, [...(plainSent.get(row.claimed_by) ?? []), row]);
          results.set(row, 'sent');
        } else results.set(row, await this.recordOne(row, outcome, nowMs));
      }),
    );
    for (const [token, sent] of plainSent) {
      for (let i = 0; i < sent.length; i += MARK_CHUNK) {
        const chunk = sent.slice(i, i + MARK_CHUNK);
        const marked = await db
          .updateTable('outbox')
          .set({
            claimed_by: null,
            claimed_until: null,
            next_attempt_at: null,
            sent_at: nowMs,
            last_error: null,
          })
          .where('claimed_by', '=', token)
          .where(
            'id',
            'in',
            chunk.map((row) => row.id),
          )
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== chunk.length)
          log.error(
            { outboxIds: chunk.map((row) => row.id), marked: Number(marked.numUpdatedRows) },
            'outbox delivery outlived its claim (OUTBOX_LEASE_MS too short?)',
          );
      }
    }
    return rows.map((row) => results.get(row) as Result);
  }

  private async recordOne(row: Claimed, outcome: BatchOutcome, nowMs: number): Promise<Result> {
    const { db, log } = this.options;
    const policy = { ...this.options.policy, ...this.options.policies?.[row.kind] };
    const mine = () =>
      db.updateTable('outbox').where('id', '=', row.id).where('claimed_by', '=', row.claimed_by);
    if ('failed' in outcome) {
      const attempts = Number(row.attempts);
      const giveUp = nowMs - Number(row.created_at) >= policy.giveUpMs;
      const reason = errorText(outcome.failed);
      await mine()
        .set({
          claimed_by: null,
          claimed_until: null,
          last_error: reason,
          next_attempt_at: giveUp ? null : nowMs + retryDelay(policy, attempts),
          abandoned_at: giveUp ? nowMs : null,
        })
        .execute();
      log.warn(
        { outboxId: row.id, topic: row.topic, attempts, reason, givenUp: giveUp },
        giveUp ? 'outbox delivery given up' : 'outbox delivery failed, will retry',
      );
      return giveUp ? 'abandoned' : 'failed';
    }
    if ('hold' in outcome) {
      await mine()
        .set({ claimed_by: null, claimed_until: null, next_attempt_at: null, last_error: outcome.hold })
        .execute();
      return 'held';
    }
    if ('abandon' in outcome) {
      await mine()
        .set({
          claimed_by: null,
          claimed_until: null,
          next_attempt_at: null,
          abandoned_at: nowMs,
          last_error: outcome.abandon,
        })
        .execute();
      return 'abandoned';
    }
    const marked = await mine()
      .set({
        claimed_by: null,
        claimed_until: null,
        next_attempt_at: null,
        sent_at: nowMs,
        last_error: null,
        ...(outcome.keep !== undefined ? { payload: outcome.keep } : {}),
      })
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n)
      log.error(
        { outboxId: row.id, topic: row.topic },
        'outbox delivery outlived its claim (OUTBOX_LEASE_MS too short?)',
      );
    return 'sent';
  }
}
