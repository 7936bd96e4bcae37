/**
 * Partner webhooks under load (issue 17): orders of a partner made at a fixed 100 orders a second through
 * the sandbox (cryptoOrder, then the checkout page's card form with 4242), each then stepped by the
 * scheduler Paid → Converting → Converted → Delivering → Delivered; a receiver on loopback verifies every
 * delivery with the standardwebhooks package. The gateway runs on this thread, the buyers and the receiver
 * on a worker thread (bench/webhooksOutside.ts), as they would on other machines. The figure: from a status change (the event's timestamp, the
 * gateway's clock at the change) to the webhook received, p50 and p99 over every order.status_changed.
 * `database` is 'sqlite' (a throwaway file) or 'postgres' (DATABASE_URL, or TEST_DATABASE_URL as
 * scripts/with-postgres.sh exports it). Alone: `npx tsx bench/webhooks.ts [sqlite|postgres] [seconds] [orders/s]`.
 * Throws (exit 1) when it cannot measure: no order made, a status change that should have happened did not
 * (the scheduler fell behind: each paid order makes five), or an event was not received. An order the gateway
 * refused is counted (failedOrders) and fails the goal.
 */
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import diagnostics from 'node:diagnostics_channel';
import { startBenchServer } from './server.ts';
import { inOwnProcess, printFigures } from './gateway/ownProcess.ts';
import { addEndpoint } from '../server/domain/partners/endpoints.ts';
import type { BenchDatabase } from './api.ts';
import type { FromOutside, OutsideOptions, ToOutside } from './webhooksOutside.ts';

export interface WebhookFigures {
  database: BenchDatabase;
  /** Orders a second asked for, and achieved. */
  rate: number;
  achievedRate: number;
  orders: number;
  /** Orders the gateway refused or failed (each one fewer order at the rate asked for), and why. */
  failedOrders: number;
  refusals: string;
  /** order.status_changed webhooks received (each event once, however often delivered), of those written. */
  statusEvents: number;
  written: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  /**
   * Where the time went (counters, not the figure): from the change to the delivery's first attempt starting
   * (written, committed, claimed), and the first attempt's HTTP time (signed, sent, answered), p99 each.
   */
  'wait p99 ms': number;
  'http p99 ms': number;
  /**
   * The same wait split: from the change to the row claimed (written, committed, the dispatcher woken and
   * with room), and from the claim to the webhook received (looked up, signed, sent, answered), p99 each.
   */
  'claim p99 ms': number;
  'send p99 ms': number;
  /** p99 of the figure per status reached: the payment's (a request) against the scheduler's steps. */
  'p99 by status': string;
  /** How late the scheduler made each status change after the order's step was due (ORDER_STEP_MS), p99. */
  'step lag p99 ms': number;
  /** Attempts made (more than the deliveries when some were retried). */
  attempts: number;
  /** The gateway's event loop (its thread, the buyers and receiver being elsewhere): share of time busy, delay p99. */
  'gateway ELU': number;
  'loop delay p99 ms': number;
  load1m: number;
}

const OUTSIDE = new URL('./webhooksOutside.ts', import.meta.url).href;

export const WEBHOOK_GOAL = { rate: 100, p99Ms: 2000 } as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measureWebhooks(
  options: { database: BenchDatabase; seconds?: number; rate?: number } = { database: 'sqlite' },
): Promise<WebhookFigures> {
  const { database, seconds = 10, rate = WEBHOOK_GOAL.rate } = options;
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (database === 'postgres' && !databaseUrl) throw new Error('no DATABASE_URL / TEST_DATABASE_URL');
  const server = await startBenchServer({
    WEBHOOK_ALLOW_LOOPBACK: '1',
    ORDER_STEP_MS: '1000',
    RISK_ORDERS_PER_HOUR: '100000',
    ...(database === 'postgres' ? { DATABASE_URL: databaseUrl as string } : { DATABASE_URL: '' }),
  });
  /** Outbox row id → when the dispatcher claimed it (its first claim). */
  const claimedAt = new Map<string, number>();
  const onClaimed = (message: unknown) => {
    const { ids, at } = message as { ids: string[]; at: number };
    for (const id of ids) if (!claimedAt.has(id)) claimedAt.set(id, at);
  };
  diagnostics.subscribe('buy-crypto:outbox:claimed', onClaimed);
  // The buyers and the partner's receiver run on a thread of their own (bench/webhooksOutside.ts): on this
  // one they took turns of the gateway's event loop (measured: busy 100 % of the time at 100 orders/s, 2
  // cores), so each change waited for the load generator's and the receiver's work, which in production
  // runs on other machines. Here the gateway's loop does the gateway's work alone; its business is
  // reported (gateway ELU, loop delay p99) beside the figures.
  const outside = new Worker(
    // Node 20 does not hand tsx's loader (--import) to worker threads: the worker registers it first.
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => { tsx.register(); return import(${JSON.stringify(OUTSIDE)}); })`,
    { eval: true, workerData: { rate, seconds } satisfies OutsideOptions },
  );
  const fromOutside = <T extends FromOutside['type']>(type: T) =>
    new Promise<Extract<FromOutside, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromOutside) => {
        if (message.type !== type) return;
        outside.off('message', onMessage);
        resolve(message as Extract<FromOutside, { type: T }>);
      };
      outside.on('message', onMessage);
      outside.once('error', reject);
      outside.once('exit', (code) => reject(new Error(`the buyers' thread exited (${code}) before ${type}`)));
    });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  try {
    const { app, origin } = server;
    const { port } = await fromOutside('listening');
    const { secret } = await addEndpoint(
      app.db,
      'aurora',
      `http://127.0.0.1:${port}/hooks`,
      app.config.webhooks,
      app.config.clock.now(),
    );
    const busyBefore = performance.eventLoopUtilization();
    loopDelay.enable();
    const done = fromOutside('received');
    outside.postMessage({ type: 'start', origin, secret } satisfies ToOutside);
    const { asked, orders, achievedRate, refusals, receipts, bad } = await done;
    loopDelay.disable();
    const busy = performance.eventLoopUtilization(busyBefore);
    if (orders === 0) throw new Error(`no order could be made (${JSON.stringify(refusals)})`);
    const received = new Map(receipts.map((receipt) => [receipt.id, receipt]));
    const expected = orders * 5;
    const written = Number(
      (
        await app.db
          .selectFrom('partner_events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('type', '=', 'order.status_changed')
          .executeTakeFirstOrThrow()
      ).n,
    );
    // A change that should have happened and did not is a failure, not a missing sample.
    if (written < expected)
      throw new Error(
        `${written} of ${expected} status changes made 60 s after the last order (the scheduler fell behind)`,
      );
    if (received.size < written || bad > 0)
      throw new Error(`received ${received.size} of ${written} status webhooks (${bad} failed verification)`);
    const sorted = [...received.values()].map((r) => r.at - r.timestamp).sort((a, b) => a - b);
    const tried = await app.db
      .selectFrom('webhook_attempts')
      .innerJoin('outbox', 'outbox.id', 'webhook_attempts.delivery_id')
      .select([
        'outbox.id',
        'outbox.created_at',
        'webhook_attempts.event_id',
        'webhook_attempts.started_at',
        'webhook_attempts.latency_ms',
      ])
      .where('outbox.topic', '=', 'order.status_changed')
      .orderBy('webhook_attempts.started_at')
      .execute();
    const first = new Map<string, (typeof tried)[number]>();
    for (const attempt of tried) if (!first.has(attempt.id)) first.set(attempt.id, attempt);
    const p99Of = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        99,
      ) ?? 0;
    const claimWaits: number[] = [];
    const sends: number[] = [];
    for (const attempt of first.values()) {
      const claimed = claimedAt.get(attempt.id);
      const got = received.get(attempt.event_id);
      if (claimed === undefined || !got) continue;
      claimWaits.push(claimed - got.timestamp);
      sends.push(got.at - claimed);
    }
    // Each order's changes in turn: the next one was due step_ms after the one before.
    const stepMs = app.config.orderStepMs;
    const byOrder = new Map<string, number[]>();
    for (const r of received.values())
      byOrder.set(r.orderNo, [...(byOrder.get(r.orderNo) ?? []), r.timestamp]);
    const lags = [...byOrder.values()].flatMap((times) =>
      times
        .sort((a, b) => a - b)
        .slice(1)
        .map((t, i) => Math.max(0, t - times[i] - stepMs)),
    );
    return {
      database,
      rate,
      achievedRate: Math.round(achievedRate * 10) / 10,
      orders,
      failedOrders: asked - orders,
      refusals: Object.entries(refusals)
        .map(([reason, n]) => `${n}× ${reason}`)
        .join('; '),
      statusEvents: received.size,
      written,
      'p50 ms': percentile(sorted, 50),
      'p99 ms': percentile(sorted, 99),
      'max ms': sorted.at(-1) ?? 0,
      'wait p99 ms': p99Of([...first.values()].map((a) => Number(a.started_at) - Number(a.created_at))),
      'http p99 ms': p99Of([...first.values()].map((a) => Number(a.latency_ms))),
      'claim p99 ms': p99Of(claimWaits),
      'send p99 ms': p99Of(sends),
      'p99 by status': [...new Set([...received.values()].map((r) => r.status))]
        .map((status) => {
          const of = [...received.values()].filter((r) => r.status === status);
          return `${status} ${p99Of(of.map((r) => r.at - r.timestamp))}`;
        })
        .join(', '),
      'step lag p99 ms': p99Of(lags),
      attempts: tried.length,
      'gateway ELU': Math.round(busy.utilization * 100) / 100,
      'loop delay p99 ms': Math.round(loopDelay.percentile(99) / 1e6),
      load1m: Math.round(os.loadavg()[0] * 10) / 10,
    };
  } finally {
    diagnostics.unsubscribe('buy-crypto:outbox:claimed', onClaimed);
    outside.removeAllListeners();
    await outside.terminate();
    await server.close();
  }
}

/** The same with the gateway in a process of its own (bench/gateway/ownProcess.ts), as `npm run bench` runs it. */
export const measureWebhooksAlone = (database: BenchDatabase, seconds = 10) =>
  inOwnProcess<WebhookFigures>('webhooks', database, seconds);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [database = 'sqlite', seconds, rate] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  printFigures(
    'webhooks',
    await measureWebhooks({
      database: database as BenchDatabase,
      seconds: Number(seconds ?? 10),
      rate: Number(rate ?? WEBHOOK_GOAL.rate),
    }),
  );
}
