import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityStatus } from '../../server/domain/kyc/status.ts';
import { startScheduler } from '../../server/domain/scheduler/scheduler.ts';
import type { TestGateway } from './helpers/gateway.ts';
import { newOrder, payByCard, waitForStatus, startClientGateway } from './helpers/orders.ts';
import { partnerOrder, startReceiver } from './partner/support.ts';
import { addEndpoint } from '../../server/domain/partners/endpoints.ts';

const STEP_MS = 30;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({
    ORDER_STEP_MS: String(STEP_MS),
    RISK_ORDERS_PER_HOUR: '1000',
    IP_RATE_LIMIT_PER_MINUTE: '100000',
  });
});
afterAll(() => gateway.close());

/** Another scheduler on a gateway's database, as another gateway process would run it. */
const schedulerOf = (on: TestGateway, tickMs: number) =>
  startScheduler({
    db: on.app.db,
    tickMs,
    identityOf: (userId) => identityStatus(on.app.db, userId),
    log: on.app.log,
    clock: on.app.config.clock.now,
    dialect: on.app.dialect,
  });

/** The statuses an order has entered, in the order they were written (order_events). */
const statusesOf = async (on: TestGateway, orderNo: string) =>
  (
    await on.app.db
      .selectFrom('order_events')
      .select('status')
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute()
  ).map((event) => event.status);

/** Makes the next step of `orderNos` due now (as if its ORDER_STEP_MS had passed), for these orders only. */
const dueNow = (on: TestGateway, orderNos: string[]) =>
  on.app.db
    .updateTable('orders')
    .set({ next_step_at: on.app.config.clock.now() - 1 })
    .where('order_no', 'in', orderNos)
    .where('next_step_at', 'is not', null)
    .execute();

describe('order scheduler', () => {
  it('steps every order exactly once when several schedulers share the database', async () => {
    // Orders paced at 10 minutes a step: only the rounds below make them due, for all rivals at once.
    const slow = await startClientGateway({
      ORDER_STEP_MS: '600000',
      RISK_ORDERS_PER_HOUR: '1000',
      IP_RATE_LIMIT_PER_MINUTE: '100000',
    });
    // Each rival stands for another gateway process on the same database.
    const rivals = Array.from({ length: 4 }, () => schedulerOf(slow, 1000));
    try {
      const orders = await Promise.all(
        Array.from({ length: 6 }, (_, i) => newOrder(slow, {}, { sendCurrencyAmount: String(100 + i) })),
      );
      const orderNos = orders.map((order) => order.orderNo);
      await Promise.all(orders.map((order) => payByCard(slow, order.service, '4242424242424242')));
      for (let round = 0; round < 5; round += 1) {
        // Their next step is due now (as if its 10 minutes had passed), for these orders only.
        await dueNow(slow, orderNos);
        await Promise.all(rivals.map((rival) => rival.runDue()));
      }
      for (const orderNo of orderNos) {
        const { data } = await slow.post<{ data: { history: Array<{ status: string }> } }>('orderDetail', {
          orderNo,
        });
        expect(data.history.map((event) => event.status)).toEqual([
          'Pending',
          'Paid',
          'Converting',
          'Converted',
          'Delivering',
          'Delivered',
        ]);
      }
    } finally {
      await Promise.all(rivals.map((rival) => rival.stop()));
      await slow.close();
    }
  });

  it('on PostgreSQL, passes over an order another process holds the lease of and steps it once after', async (ctx) => {
    if (gateway.app.dialect !== 'postgres') ctx.skip();
    const slow = await startClientGateway({ ORDER_STEP_MS: '600000', IP_RATE_LIMIT_PER_MINUTE: '100000' });
    const rival = schedulerOf(slow, 600_000);
    const history = (orderNo: string) => statusesOf(slow, orderNo);
    try {
      const { service, orderNo } = await newOrder(slow);
      await payByCard(slow, service, '4242424242424242');
      const before = await history(orderNo);
      await dueNow(slow, [orderNo]);
      let release!: () => void;
      let leased!: () => void;
      const leaseTaken = new Promise<void>((resolve) => (leased = resolve));
      const holder = slow.app.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('orders')
          .select('order_no')
          .where('order_no', '=', orderNo)
          .forUpdate()
          .execute();
        leased();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await leaseTaken;
      // Without the lease this round would wait on the row lock until the holder ends.
      await rival.runDue();
      expect(await history(orderNo)).toEqual(before);
      release();
      await holder;
      await rival.runDue();
      expect(await history(orderNo)).toEqual([...before, 'Converting']);
    } finally {
      await rival.stop();
      await slow.close();
    }
  });

  it('steps the other orders of a batch when one of them cannot be stepped', async () => {
    const slow = await startClientGateway({
      ORDER_STEP_MS: '600000',
      RISK_ORDERS_PER_HOUR: '1000',
      IP_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const scheduler = schedulerOf(slow, 600_000);
    const statuses = (orderNo: string) => statusesOf(slow, orderNo);
    try {
      const orders = await Promise.all(
        Array.from({ length: 3 }, (_, i) => newOrder(slow, {}, { sendCurrencyAmount: String(100 + i) })),
      );
      await Promise.all(orders.map((order) => payByCard(slow, order.service, '4242424242424242')));
      const orderNos = orders.map((order) => order.orderNo);
      // The middle order's next history line is already taken: its step fails, in the batch with the others.
      const broken = await slow.app.db
        .selectFrom('orders')
        .select('version')
        .where('order_no', '=', orderNos[1])
        .executeTakeFirstOrThrow();
      await slow.app.db
        .insertInto('order_events')
        .values({
          id: `${orderNos[1]}:${String(broken.version + 1).padStart(6, '0')}`,
          order_no: orderNos[1],
          status: 'Paid',
          reason: null,
          at: slow.app.config.clock.now(),
        })
        .execute();
      await dueNow(slow, orderNos);
      await scheduler.runDue();
      expect(await statuses(orderNos[0])).toEqual(['Pending', 'Paid', 'Converting']);
      expect(await statuses(orderNos[1])).toEqual(['Pending', 'Paid', 'Paid']);
      expect(await statuses(orderNos[2])).toEqual(['Pending', 'Paid', 'Converting']);
    } finally {
      await scheduler.stop();
      await slow.close();
    }
  });

  it("steps a partner's orders together: each order's events in sequence, once to each endpoint, as the order became", async () => {
    const slow = await startClientGateway({
      ORDER_STEP_MS: '600000',
      RISK_ORDERS_PER_HOUR: '1000',
      IP_RATE_LIMIT_PER_MINUTE: '100000',
      WEBHOOK_ALLOW_LOOPBACK: '1',
    });
    const scheduler = schedulerOf(slow, 600_000);
    const receivers = [await startReceiver(), await startReceiver()];
    try {
      for (const receiver of receivers) {
        const { secret } = await addEndpoint(
          slow.app.db,
          'aurora',
          receiver.url(),
          slow.app.config.webhooks,
          slow.app.config.clock.now(),
        );
        receiver.setSecret(secret);
      }
      const orders = await Promise.all(
        Array.from({ length: 3 }, (_, i) => partnerOrder(slow, 'aurora', `batch-${i}`)),
      );
      await Promise.all(orders.map((order) => payByCard(slow, order.service, '4242424242424242')));
      const orderNos = orders.map((order) => order.orderNo);
      for (let round = 0; round < 4; round += 1) {
        await dueNow(slow, orderNos);
        await scheduler.runDue();
      }
      // Each order: created, its payment and Paid, then the four steps.
      for (const receiver of receivers)
        await receiver.until(() => receiver.received.length === 3 * 7, 'every event of the three orders');
      for (const receiver of receivers) {
        for (const orderNo of orderNos) {
          const events = receiver.received
            .filter((event) => event.body.data.orderNo === orderNo)
            .sort((a, b) => a.body.data.sequence - b.body.data.sequence);
          expect(events.map((event) => event.body.data.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
          const changes = events.filter((event) => event.type === 'order.status_changed');
          expect(changes.map((event) => event.body.data.status)).toEqual([
            'Paid',
            'Converting',
            'Converted',
            'Delivering',
            'Delivered',
          ]);
          for (const change of changes) expect(change.body.data.order.status).toBe(change.body.data.status);
        }
      }
    } finally {
      await scheduler.stop();
      await Promise.all(receivers.map((receiver) => receiver.close()));
      await slow.close();
    }
  });

  it('takes one step per ORDER_STEP_MS, not all at once', async () => {
    const { service, orderNo } = await newOrder(gateway);
    await payByCard(gateway, service, '4242424242424242');
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered');
    const rows = await gateway.app.db
      .selectFrom('order_events')
      .select(['status', 'at'])
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    const times = rows.map((row) => Number(row.at));
    for (let i = 2; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(STEP_MS);
    expect(delivered.history).toHaveLength(6);
  });

  it('stop() ends the ticking and waits for the step in progress', async () => {
    let ticks = 0;
    const scheduler = startScheduler({
      db: gateway.app.db,
      tickMs: 10,
      identityOf: async () => 'none',
      log: gateway.app.log,
      clock: () => {
        ticks += 1;
        return gateway.app.config.clock.now();
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ticks).toBeGreaterThan(0);
    await scheduler.stop();
    const stoppedAt = ticks;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ticks).toBe(stoppedAt);
  });

  it('closing a gateway while its orders move completes cleanly', async () => {
    const other = await startClientGateway({ ORDER_STEP_MS: '10', IP_RATE_LIMIT_PER_MINUTE: '100000' });
    const { service } = await newOrder(other);
    await payByCard(other, service, '4242424242424242');
    await other.close();
    expect(other.app.server.listening).toBe(false);
  });
});
