import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbDialect } from '../../storage/database.ts';
import { changeOrders, type OrderStep } from '../orders/changeOrder.ts';
import { findTakingPayments, toOrder } from '../orders/rows.ts';
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

const BATCH = 200;
/**
 * Due orders stepped in one transaction: one commit for them all, each step's change and its outbox rows
 * together in it, and a dozen statements for the lot whatever their number (changeOrders). On PostgreSQL
 * two such transactions run side by side: the gateway's pool has ten connections, shared with requests, and
 * four transactions of 25 held four of them while the scheduler caught up (bench/webhooks.ts: the card
 * payments' Paid webhooks, timed from before their transaction got a connection, had the p99's tail). On
 * SQLite one at a time, with requests let in between (the database answers on this thread).
 */
const STEPS_PER_COMMIT = 100;
const COMMITS_AT_ONCE = 2;

/** Statuses whose step moves the money the order was paid with (a capture, a void, a refund). */
const MOVES_PAYMENT = ['Authorized', 'Paid', 'Underpaid', 'Failed'];

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

  /**
   * Steps the due orders of `orderNos` in one transaction, all at once (changeOrders); resolves to how many
   * changed. Their identities were looked up before.
   */
  const stepTogether = (orderNos: string[], identities: Map<string, IdentityStatus>) =>
    db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('orders')
        .selectAll()
        .where('order_no', 'in', orderNos)
        .where('next_step_at', '<=', clock());
      if (onPostgres) query = query.forUpdate().skipLocked();
      const orders = (await query.execute()).map(toOrder);
      // The changes happen now (their history, mails and partner events say so), not when the pass began.
      const nowMs = clock();
      const payments = await findTakingPayments(
        trx,
        orders.filter((order) => MOVES_PAYMENT.includes(order.status)).map((order) => order.order_no),
      );
      const steps: OrderStep[] = [];
      for (const order of orders) {
        if (order.next_step_at === null || order.next_step_at > nowMs) continue;
        const identity = identities.get(order.order_no) ?? 'none';
        const change = nextStep(order, { nowMs, identity, payment: payments.get(order.order_no) });
        if (change) steps.push({ order, change });
      }
      return (await changeOrders(trx, steps, nowMs)).length;
    });

  /** Steps `orderNos` in transactions of `perCommit` (see stepTogether), each order once; resolves to how many changed. */
  async function stepAll(
    orderNos: string[],
    identities: Map<string, IdentityStatus>,
    perCommit: number,
  ): Promise<number> {
    let changed = 0;
    for (let next = 0; next < orderNos.length && !stopped; next += perCommit) {
      const part = orderNos.slice(next, next + perCommit);
      try {
        changed += await stepTogether(part, identities);
      } catch (err) {
        log.warn({ err, orders: part.length }, 'order steps rolled back, stepped one by one');
        for (const orderNo of part) {
          try {
            changed += await stepTogether([orderNo], identities);
          } catch (error) {
            log.error({ err: error, orderNo }, 'order step failed');
          }
        }
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
      } else changedNow = await stepAll(orderNos, identities, STEPS_PER_COMMIT);
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
