/**
 * Partner webhooks under load (issue 17): orders of a partner made at a fixed 100 orders a second through
 * the sandbox (cryptoOrder, then the checkout page's card form with 4242), each then stepped by the
 * scheduler Paid → Converting → Converted → Delivering → Delivered; a receiver on loopback verifies every
 * delivery with the standardwebhooks package. The figure: from a status change (the event's timestamp, the
 * gateway's clock at the change) to the webhook received, p50 and p99 over every order.status_changed.
 * `database` is 'sqlite' (a throwaway file) or 'postgres' (DATABASE_URL, or TEST_DATABASE_URL as
 * scripts/with-postgres.sh exports it). Alone: `npx tsx bench/webhooks.ts [sqlite|postgres] [seconds] [orders/s]`.
 * Throws (exit 1) when it cannot measure: no order made, a status change that should have happened did not
 * (the scheduler fell behind: each paid order makes five), or an event was not received. An order the gateway
 * refused is counted (failedOrders) and fails the goal.
 */
import http from 'node:http';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { bech32 } from '@scure/base';
import { Webhook } from 'standardwebhooks';
import diagnostics from 'node:diagnostics_channel';
import { startBenchServer } from './server.ts';
import { onPostgres, printFigures } from './gateway/onPostgres.ts';
import { addEndpoint } from '../server/domain/partners/endpoints.ts';
import type { BenchDatabase } from './api.ts';

export interface WebhookFigures {
  database: BenchDatabase;
  /** Orders a second asked for, and achieved. */
  rate: number;
  achievedRate: number;
  orders: number;
  /** Orders the gateway refused or failed (each one fewer order at the rate asked for). */
  failedOrders: number;
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
  /** How late the scheduler made each status change after the order's step was due (ORDER_STEP_MS), p99. */
  'step lag p99 ms': number;
  /** Attempts made (more than the deliveries when some were retried). */
  attempts: number;
  load1m: number;
}

export const WEBHOOK_GOAL = { rate: 100, p99Ms: 2000 } as const;

const INQUIRY = { sendCurrency: 'USD', sendCurrencyAmount: '100', getCurrency: 'BTC', payMethod: 'card' };
const freshAddress = () => bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);
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
  /** Each event's first receipt: webhook-id → received at, and the change it reports. */
  const received = new Map<string, { at: number; timestamp: number; orderNo: string; status: string }>();
  /** Outbox row id → when the dispatcher claimed it (its first claim). */
  const claimedAt = new Map<string, number>();
  const onClaimed = (message: unknown) => {
    const { ids, at } = message as { ids: string[]; at: number };
    for (const id of ids) if (!claimedAt.has(id)) claimedAt.set(id, at);
  };
  diagnostics.subscribe('buy-crypto:outbox:claimed', onClaimed);
  let secret = '';
  let bad = 0;
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const receivedAt = Date.now();
      try {
        const body = new Webhook(secret).verify(
          Buffer.concat(chunks).toString('utf8'),
          req.headers as Record<string, string>,
        ) as { type: string; timestamp: string; data: { orderNo: string; status: string } };
        const id = String(req.headers['webhook-id']);
        if (body.type === 'order.status_changed' && !received.has(id))
          received.set(id, {
            at: receivedAt,
            timestamp: Date.parse(body.timestamp),
            orderNo: body.data.orderNo,
            status: body.data.status,
          });
        res.statusCode = 204;
      } catch {
        bad += 1;
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  try {
    const { app, origin } = server;
    secret = (
      await addEndpoint(
        app.db,
        'aurora',
        `http://127.0.0.1:${port}/hooks`,
        app.config.webhooks,
        app.config.clock.now(),
      )
    ).secret;
    const post = async (path: string, form: Record<string, string>) =>
      fetch(origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
    /** One order of the partner: quote, order, card payment on the sandbox checkout page. */
    const buy = async () => {
      const quote = (await (
        await post('/gateway/buying/offerInquiry', { ...INQUIRY, getCurrencyAmount: '', partnerId: 'aurora' })
      ).json()) as { token: string; payMethod: string; offerType: string };
      const order = (await (
        await post('/gateway/buying/cryptoOrder', {
          ...INQUIRY,
          getCurrencyAmount: '',
          token: quote.token,
          partnerId: 'aurora',
          reference: 'bench',
          payMethod: quote.payMethod,
          offerType: quote.offerType,
          address: freshAddress(),
          walletType: 'selfHosted',
          redirectUrl: '/wait-payment',
        })
      ).json()) as { respCode: number; respMessage: string; data?: { service: string } };
      if (order.respCode !== 200 || !order.data) throw new Error(`order refused: ${order.respMessage}`);
      const paid = await post(`${new URL(order.data.service).pathname}/card`, {
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
      });
      if (paid.status !== 303) throw new Error(`card payment answered ${paid.status}`);
    };

    const total = seconds * rate;
    const started = performance.now();
    const runs: Promise<void>[] = [];
    let failures = 0;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      runs.push(
        buy().catch(() => {
          failures += 1;
        }),
      );
    }
    // The rate the orders were started at (each then takes its three calls' time).
    const achievedRate = total / Math.max(1, (performance.now() - started) / 1000);
    await Promise.all(runs);
    const orders = total - failures;
    if (orders === 0) throw new Error('no order could be made');
    // Every paid order goes through 5 status changes (Paid … Delivered): wait until their webhooks are in.
    const expected = orders * 5;
    const deadline = Date.now() + 60_000;
    while (received.size < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
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
      failedOrders: failures,
      statusEvents: received.size,
      written,
      'p50 ms': percentile(sorted, 50),
      'p99 ms': percentile(sorted, 99),
      'max ms': sorted.at(-1) ?? 0,
      'wait p99 ms': p99Of([...first.values()].map((a) => Number(a.started_at) - Number(a.created_at))),
      'http p99 ms': p99Of([...first.values()].map((a) => Number(a.latency_ms))),
      'claim p99 ms': p99Of(claimWaits),
      'send p99 ms': p99Of(sends),
      'step lag p99 ms': p99Of(lags),
      attempts: tried.length,
      load1m: Math.round(os.loadavg()[0] * 10) / 10,
    };
  } finally {
    diagnostics.unsubscribe('buy-crypto:outbox:claimed', onClaimed);
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await server.close();
  }
}

/** The same on PostgreSQL (bench/gateway/onPostgres.ts: DATABASE_URL's server, or a throwaway cluster). */
export const measureWebhooksPostgres = (seconds = 10) =>
  onPostgres('webhooks', seconds, () => measureWebhooks({ database: 'postgres', seconds }));

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
