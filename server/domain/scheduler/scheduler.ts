import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbDialect } from '../../storage/database.ts';
import { changeOrder } from '../orders/changeOrder.ts';
import { findTakingPayment, toOrder } from '../orders/rows.ts';
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
 * The in-process order scheduler. The database decides what is due (next_step_at). On PostgreSQL a step
 * leases its order's row for its transaction (SELECT … FOR UPDATE SKIP LOCKED): another gateway process
 * skips an order being stepped instead of reading it and racing. Each step is also a conditional update on
 * the order's version, so no order is ever stepped twice, whatever the database.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db, tickMs, identityOf, log } = options;
  const clock = options.clock ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Steps one due order through `db` (the lease's transaction on PostgreSQL). */
  async function step(db: Db, orderNo: string, nowMs: number, lease: boolean): Promise<boolean> {
    let query = db.selectFrom('orders').selectAll().where('order_no', '=', orderNo);
    if (lease) query = query.forUpdate().skipLocked();
    const row = await query.executeTakeFirst();
    if (!row) return false;
    const order = toOrder(row);
    if (order.next_step_at === null || order.next_step_at > nowMs) return false;
    const identity =
      order.status === 'Authorized' && order.user_id ? await identityOf(order.user_id) : 'none';
    const payment = ['Authorized', 'Paid', 'Underpaid', 'Failed'].includes(order.status)
      ? await findTakingPayment(db, order.order_no)
      : undefined;
    const change = nextStep(order, { nowMs, identity, payment });
    return change ? changeOrder(db, order, change, nowMs) : false;
  }

  const stepOne = (orderNo: string, nowMs: number) =>
    options.dialect === 'postgres'
      ? db.transaction().execute((trx) => step(trx, orderNo, nowMs, true))
      : step(db, orderNo, nowMs, false);

  async function runDue(): Promise<number> {
    const nowMs = clock();
    const due = await db
      .selectFrom('orders')
      .select('order_no')
      .where('next_step_at', '<=', nowMs)
      .orderBy('next_step_at')
      .limit(BATCH)
      .execute();
    let changed = 0;
    for (const { order_no } of due) {
      if (stopped) break;
      try {
        if (await stepOne(order_no, nowMs)) changed += 1;
      } catch (err) {
        log.error({ err, orderNo: order_no }, 'order step failed');
      }
    }
    return changed;
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
