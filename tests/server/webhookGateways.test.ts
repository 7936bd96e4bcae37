import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { payByCard, waitForStatus } from './helpers/orders.ts';
import { partnerOrder, startReceiver } from './partner/support.ts';
import { addEndpoint } from '../../server/domain/partners/endpoints.ts';
import { removeGatewayBundle, startGatewayProcess } from './helpers/gatewayProcess.ts';

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

beforeAll(async () => {
  first = await startGateway(FAST);
  const { databaseUrl, dataDir } = first.app.config;
  shared = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  second = await startGateway({ ...FAST, ...shared });
});
afterAll(async () => {
  await removeGatewayBundle();
  await second?.close();
  await first?.close();
});

const rules = { allowLoopback: true, allowNetworks: [] };

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
      const proc = await startGatewayProcess({
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
        await proc.kill();
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
        if (alive) await proc.kill();
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
