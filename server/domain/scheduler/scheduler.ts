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
 * Orders stepped side by side on PostgreSQL, each in a transaction of its own (their commits wait on the
 * disk together rather than one after another); the gateway's pool has ten connections, shared with requests.
 */
const STEPS_AT_ONCE = 4;
/** On SQLite, how long the steps run before letting requests in. */
const SLICE_MS = 10;

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

  /**
   * Steps the due orders, BATCH at a time (PostgreSQL: STEPS_AT_ONCE side by side, each in its own
   * transaction), and looks again at once while a whole batch was due: at 100 orders a second the orders
   * make 400 steps a second, more than one batch per tick.
   */
  async function runDue(): Promise<number> {
    let changed = 0;
    for (;;) {
      const nowMs = clock();
      const due = await db
        .selectFrom('orders')
        .select('order_no')
        .where('next_step_at', '<=', nowMs)
        .orderBy('next_step_at')
        .limit(BATCH)
        .execute();
      let changedNow = 0;
      let next = 0;
      let sliceStart = performance.now();
      const worker = async () => {
        while (next < due.length && !stopped) {
          const { order_no } = due[next++];
          try {
            // The change happens now (its history, mails and partner events say so), not when the pass began.
            if (await stepOne(order_no, Math.max(nowMs, clock()))) changedNow += 1;
            // SQLite answers on this thread (no wait on I/O): a batch would hold every request and webhook
            // until its end. Let them in every SLICE_MS (not after each step: under load a turn of the event
            // loop takes long enough to hold the steps below the rate the orders need).
            if (atOnce === 1 && performance.now() - sliceStart >= SLICE_MS) {
              await new Promise((resolve) => setImmediate(resolve));
              sliceStart = performance.now();
            }
          } catch (err) {
            log.error({ err, orderNo: order_no }, 'order step failed');
          }
        }
      };
      const atOnce = options.dialect === 'postgres' ? STEPS_AT_ONCE : 1;
      await Promise.all(Array.from({ length: Math.min(atOnce, due.length) }, worker));
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
