import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db, DbDialect } from '../../storage/database.ts';
import { changeOrder } from '../orders/changeOrder.ts';
import { findTakingPayment, toOrder } from '../orders/rows.ts';
import type { OrderTable } from '../orders/tables.ts';
import type { IdentityStatus } from '../kyc/status.ts';
import { nextStep } from './steps.ts';

export interface SchedulerOptions {
  db: Db;
  /** How often to look for due orders. */
  tickMs: number;
  identityOf: (userId: string) => Promise<IdentityStatus>;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** On PostgreSQL each step holds a row lease (FOR UPDATE SKIP LOCKED); SQLite has one writer at a time. */
  dialect?: DbDialect;
}

export interface Scheduler {
  /** Steps every due order once; resolves to how many orders changed. */
  runDue: () => Promise<number>;
  stop: () => Promise<void>;
}

const BATCH = 100;
/**
 * On PostgreSQL, due orders stepped in one transaction (one commit for them all, each step's change and its
 * outbox rows together in it), and such transactions side by side: the gateway's pool has ten connections,
 * shared with requests. A commit per step held the scheduler below the 400 steps a second that 100 orders a
 * second make (bench/webhooks.ts: step lag p99 28 s).
 */
const STEPS_PER_COMMIT = 25;
const COMMITS_AT_ONCE = 4;
/**
 * On SQLite, how long one transaction of steps runs before it commits and lets requests in (the database
 * answers on this thread: a whole batch would hold every request and webhook until its end).
 */
const SLICE_MS = 10;

/**
 * The in-process order scheduler. The database decides what is due (next_step_at). Due orders are stepped
 * several to a transaction. On PostgreSQL the transaction leases its orders' rows (SELECT … FOR UPDATE SKIP
 * LOCKED): another gateway process skips orders being stepped instead of reading them and racing. Each step
 * is also a conditional update on the order's version, so no order is ever stepped twice, whatever the
 * database. A transaction that fails is rolled back and its orders are stepped again one to a transaction,
 * so one order's failure holds back no other.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db, tickMs, identityOf, log } = options;
  const clock = options.clock ?? Date.now;
  const onPostgres = options.dialect === 'postgres';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Steps one order through `trx`, the transaction that read it; its identity was looked up before. */
  async function step(trx: Db, row: Selectable<OrderTable>, identity: IdentityStatus): Promise<boolean> {
    const order = toOrder(row);
    // The change happens now (its history, mails and partner events say so), not when the pass began.
    const nowMs = clock();
    if (order.next_step_at === null || order.next_step_at > nowMs) return false;
    const payment = ['Authorized', 'Paid', 'Underpaid', 'Failed'].includes(order.status)
      ? await findTakingPayment(trx, order.order_no)
      : undefined;
    const change = nextStep(order, { nowMs, identity, payment });
    return change ? changeOrder(trx, order, change, nowMs) : false;
  }

  /**
   * Steps the due orders of `orderNos` in one transaction, in the order given (SQLite: until sliceMs have
   * passed); resolves to how many were looked at (stepped or found not due) and how many changed.
   */
  const stepTogether = (orderNos: string[], identities: Map<string, IdentityStatus>, sliceMs?: number) =>
    db.transaction().execute(async (trx) => {
      const started = performance.now();
      let query = trx
        .selectFrom('orders')
        .selectAll()
        .where('order_no', 'in', orderNos)
        .where('next_step_at', '<=', clock());
      if (onPostgres) query = query.forUpdate().skipLocked();
      const rows = new Map((await query.execute()).map((row) => [row.order_no, row]));
      let looked = 0;
      let changed = 0;
      for (const orderNo of orderNos) {
        if (sliceMs !== undefined && looked > 0 && performance.now() - started >= sliceMs) break;
        looked += 1;
        const row = rows.get(orderNo);
        if (row && (await step(trx, row, identities.get(orderNo) ?? 'none'))) changed += 1;
      }
      return { looked, changed };
    });

  /** Steps `orderNos` in transactions of a few (see stepTogether), each order once; resolves to how many changed. */
  async function stepAll(
    orderNos: string[],
    identities: Map<string, IdentityStatus>,
    perCommit: number,
    sliceMs?: number,
  ): Promise<number> {
    let changed = 0;
    for (let next = 0; next < orderNos.length && !stopped;) {
      const part = orderNos.slice(next, next + perCommit);
      try {
        const done = await stepTogether(part, identities, sliceMs);
        next += done.looked;
        changed += done.changed;
      } catch (err) {
        log.warn({ err, orders: part.length }, 'order steps rolled back, stepped one by one');
        for (const orderNo of part) {
          try {
            if ((await stepTogether([orderNo], identities)).changed > 0) changed += 1;
          } catch (error) {
            log.error({ err: error, orderNo }, 'order step failed');
          }
        }
        next += part.length;
      }
      // SQLite answers on this thread: let requests and webhooks in between two transactions.
      if (!onPostgres) await new Promise((resolve) => setImmediate(resolve));
    }
    return changed;
  }

  /**
   * Steps the due orders, BATCH at a time, and looks again at once while a whole batch was due: at 100
   * orders a second the orders make 400 steps a second, more than one batch per tick.
   */
  async function runDue(): Promise<number> {
    let changed = 0;
    for (;;) {
      const due = await db
        .selectFrom('orders')
        .select(['order_no', 'status', 'user_id'])
        .where('next_step_at', '<=', clock())
        .orderBy('next_step_at')
        .limit(BATCH)
        .execute();
      // Looked up before the steps' transactions (on SQLite a read outside them would wait for their end).
      const identities = new Map<string, IdentityStatus>();
      for (const { order_no, status, user_id } of due)
        if (status === 'Authorized' && user_id) identities.set(order_no, await identityOf(user_id));
      const orderNos = due.map((order) => order.order_no);
      let changedNow = 0;
      if (onPostgres) {
        const share = Math.min(STEPS_PER_COMMIT, Math.ceil(orderNos.length / COMMITS_AT_ONCE));
        const parts = Array.from({ length: Math.ceil(orderNos.length / share) }, (_, i) =>
          orderNos.slice(i * share, (i + 1) * share),
        );
        for (const n of await Promise.all(parts.map((part) => stepAll(part, identities, share))))
          changedNow += n;
      } else changedNow = await stepAll(orderNos, identities, orderNos.length, SLICE_MS);
      changed += changedNow;
      // Fewer than a batch was due, or none of it could be stepped here (another gateway holds them).
      if (due.length < BATCH || changedNow === 0 || stopped) return changed;
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runDue()
        .catch((err) => {
          log.error({ err }, 'order scheduler tick failed');
          return 0;
        })
        .finally(schedule);
    }, tickMs);
  };
  schedule();

  return {
    runDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
