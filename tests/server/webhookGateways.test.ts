import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import qs from 'qs';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { payByCard, waitForStatus } from './helpers/orders.ts';
import { partnerOrder, startReceiver } from './partner/support.ts';
import { addEndpoint } from '../../server/domain/partners/endpoints.ts';
import { bundleGateway } from '../e2e/support/gatewayBundle.ts';

/**
 * Webhooks across gateway processes on one database (SQLite here, PostgreSQL with TEST_DATABASE_URL): a
 * gateway killed with SIGKILL after an order's changes but before their webhooks were delivered — another
 * gateway on the same database delivers them, with the same webhook-ids; and two gateways delivering side by
 * side deliver every event, never one event by both at once.
 */
const FAST = {
  ORDER_STEP_MS: '30',
  OUTBOX_POLL_MS: '40',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_RETRY_MAX_MS: '80',
  WEBHOOK_ALLOW_LOOPBACK: '1',
};

let first: TestGateway;
let second: TestGateway;
/** Where the first gateway's data is: the other gateways are pointed at it. */
let shared: Record<string, string>;
let bundle: Awaited<ReturnType<typeof bundleGateway>> | undefined;

beforeAll(async () => {
  first = await startGateway(FAST);
  const { databaseUrl, dataDir } = first.app.config;
  shared = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  second = await startGateway({ ...FAST, ...shared });
});
afterAll(async () => {
  bundle?.remove();
  await second?.close();
  await first?.close();
});

const rules = { allowLoopback: true, allowNetworks: [] };

/** A free loopback port (the gateway process is told it in PORT). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * A gateway process of its own on the shared database (server/main.ts bundled once, as the e2e run does,
 * so it starts in about a second instead of tsx transpiling the gateway), started with `env`; resolves
 * once it answers.
 */
async function gatewayProcess(env: Record<string, string>) {
  bundle ??= await bundleGateway();
  const port = await freePort();
  const child = spawn(process.execPath, [bundle.file], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      COUNTRY_HEADER: 'x-country',
      DIST_DIR: path.join(os.tmpdir(), 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the gateway process exited before answering');
    const up = await fetch(`${origin}/gateway/buying/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const post = async <T>(endpoint: string, body: object) =>
    (await (
      await fetch(`${origin}/gateway/buying/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: qs.stringify(body),
      })
    ).json()) as T & { respCode: number; respMessage: string };
  return { child, origin, post };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('webhooks across gateways', () => {
  it(
    'delivers after a gateway is killed (SIGKILL) between the order changes and their delivery',
    { timeout: 120_000 },
    async () => {
      const receiver = await startReceiver();
      const endpoint = await addEndpoint(first.app.db, 'demo', receiver.url(), rules, Date.now());
      receiver.setSecret(endpoint.secret);
      // The receiver is failing while the process runs: every event stays undelivered, retried.
      receiver.answerWith(() => 503);
      // The process steps nothing by itself (a long ORDER_STEP_MS): the order is created and paid there.
      const proc = await gatewayProcess({
        ...FAST,
        ORDER_STEP_MS: '600000',
        // Its claims expire soon after it dies, so the next gateway does not wait the default two minutes.
        OUTBOX_LEASE_MS: '1000',
        ...shared,
      });
      let alive = true;
      try {
        // The first and second gateways of this file must not deliver meanwhile: stop their dispatchers.
        const { outboxOf } = await import('../../server/domain/outbox/plugin.ts');
        await outboxOf(first.app).stop();
        await outboxOf(second.app).stop();
        const via = {
          ...first,
          post: proc.post,
          request: (p: string, i?: RequestInit) => fetch(proc.origin + p, i),
        };
        const order = await partnerOrder(via as TestGateway, 'demo', 'R-kill');
        expect((await payByCard(via as TestGateway, order.service, '4242424242424242')).status).toBe(303);
        // order.created, payment.result and order.status_changed (Paid) each tried and refused at least once.
        await receiver.until(() => new Set(receiver.verified).size >= 3, 'three attempted events');
        await killed(proc.child);
        alive = false;
        const attempted = [...new Set(receiver.verified)];
        expect(receiver.received).toEqual([]);

        receiver.answerWith(() => 200);
        // The restarted gateway: the same database, the dispatcher started again (the killed claims expire).
        outboxOf(first.app).start();
        await receiver.until(
          () => attempted.every((id) => receiver.received.some((event) => event.id === id)),
          'every event after the restart',
        );
        const ofOrder = receiver.received.filter((event) => event.body.data.orderNo === order.orderNo);
        expect(ofOrder.map((event) => event.type).sort()).toEqual([
          'order.created',
          'order.status_changed',
          'payment.result',
        ]);
      } finally {
        if (alive) await killed(proc.child);
        await receiver.close();
        const { outboxOf } = await import('../../server/domain/outbox/plugin.ts');
        outboxOf(first.app).start();
        outboxOf(second.app).start();
      }
    },
  );

  it('two gateways on one database deliver every event, never one event by both at once', async () => {
    const receiver = await startReceiver();
    const endpoint = await addEndpoint(first.app.db, 'northwind', receiver.url(), rules, Date.now());
    receiver.setSecret(endpoint.secret);
    // Slow answers widen the window in which a second delivery of the same event would overlap.
    receiver.answerWith(() => new Promise((resolve) => setTimeout(() => resolve(200), 15)));
    try {
      const orders = [];
      for (let i = 0; i < 6; i++) {
        const via = i % 2 === 0 ? first : second;
        const order = await partnerOrder(via, 'northwind', `R-two-${i}`);
        expect((await payByCard(via, order.service, '4242424242424242')).status).toBe(303);
        orders.push(order.orderNo);
      }
      for (const orderNo of orders) await waitForStatus(first, orderNo, 'Delivered');
      const events = await first.app.db
        .selectFrom('partner_events')
        .select('id')
        .where('order_no', 'in', orders)
        .execute();
      expect(events.length).toBe(orders.length * 7);
      await receiver.until(
        () => events.every(({ id }) => receiver.received.some((event) => event.id === id)),
        'every event of the six orders',
        20_000,
      );
      expect(receiver.maxConcurrentPerId).toBe(1);
      // At least once, and here exactly once: no lease expired, so no event was sent twice.
      expect(receiver.received.length).toBe(events.length);
    } finally {
      await receiver.close();
    }
  });
});
