import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
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

/** Delivers rows of one kind (mail, webhook). */
export type Deliver = (row: OutboxRow) => Promise<DeliveryOutcome>;

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
  /** Rows delivered side by side in one pass. */
  batch?: number;
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

/**
 * Delivers the outbox: due rows are claimed one by one with a conditional update (the row must still be
 * due and unclaimed, or its claim expired), so gateways sharing a database never deliver one row at the
 * same time; a delivered row is marked sent by the claim that delivered it, once. A failed attempt sets
 * the next one after retryDelay; a row older than giveUpMs is abandoned.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  private readonly kinds: OutboxKind[];

  constructor(private readonly options: DispatcherOptions) {
    this.kinds = (Object.keys(options.deliver) as OutboxKind[]).filter((kind) => options.deliver[kind]);
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers due rows soon (after a row was written), without waiting for the next poll. */
  kick() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /**
   * Tries one row now (the login code: the buyer is waiting for it). True when it was delivered; false
   * when it failed (it stays due for its retries) or another gateway holds it.
   */
  async deliverNow(id: string): Promise<boolean> {
    const row = await this.claim(id);
    return row ? (await this.attempt(row)) === 'sent' : false;
  }

  /** One pass over the due rows; resolves with how many were delivered. */
  async runOnce(): Promise<number> {
    const { db, now, batch = 8 } = this.options;
    let delivered = 0;
    for (;;) {
      const nowMs = now();
      const due = await db
        .selectFrom('outbox')
        .select('id')
        .where('next_attempt_at', '<=', nowMs)
        .where('kind', 'in', this.kinds)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowMs)]))
        .orderBy('next_attempt_at')
        .limit(batch)
        .execute();
      if (due.length === 0) return delivered;
      let claimedAny = false;
      await Promise.all(
        due.map(async ({ id }) => {
          const row = await this.claim(id);
          if (!row) return;
          claimedAny = true;
          if ((await this.attempt(row)) === 'sent') delivered += 1;
        }),
      );
      // Every row seen was taken by another gateway: leave the rest of the pass to it.
      if (!claimedAny || due.length < batch) return delivered;
    }
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(
          () => undefined,
          (error: unknown) => this.options.log.error({ reason: errorText(error) }, 'outbox pass failed'),
        )
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.options.policy.pollMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  /** Takes a due row for this attempt; undefined when it is not due or someone else holds it. */
  private async claim(id: string): Promise<(OutboxRow & { claimed_by: string }) | undefined> {
    const { db, now, policy } = this.options;
    const nowMs = now();
    const token = randomUUID();
    const result = await db
      .updateTable('outbox')
      .set({ claimed_by: token, claimed_until: nowMs + policy.leaseMs, attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .where('kind', 'in', this.kinds)
      .where('next_attempt_at', '<=', nowMs)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowMs)]))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return undefined;
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return row.claimed_by === token ? (row as OutboxRow & { claimed_by: string }) : undefined;
  }

  private async attempt(
    row: OutboxRow & { claimed_by: string },
  ): Promise<'sent' | 'failed' | 'abandoned' | 'held'> {
    const { db, now, log } = this.options;
    const policy = { ...this.options.policy, ...this.options.policies?.[row.kind] };
    const mine = () =>
      db.updateTable('outbox').where('id', '=', row.id).where('claimed_by', '=', row.claimed_by);
    let outcome: DeliveryOutcome;
    try {
      const deliver = this.options.deliver[row.kind];
      if (!deliver) throw new Error(`no delivery for outbox kind ${row.kind}`);
      outcome = await deliver(row);
    } catch (error) {
      const nowMs = now();
      const attempts = Number(row.attempts);
      const giveUp = nowMs - Number(row.created_at) >= policy.giveUpMs;
      await mine()
        .set({
          claimed_by: null,
          claimed_until: null,
          last_error: errorText(error),
          next_attempt_at: giveUp ? null : nowMs + retryDelay(policy, attempts),
          abandoned_at: giveUp ? nowMs : null,
        })
        .execute();
      log.warn(
        { outboxId: row.id, topic: row.topic, attempts, reason: errorText(error), givenUp: giveUp },
        giveUp ? 'outbox delivery given up' : 'outbox delivery failed, will retry',
      );
      return giveUp ? 'abandoned' : 'failed';
    }
    const nowMs = now();
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
