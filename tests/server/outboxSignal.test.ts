import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { partnerOrder, startReceiver } from './partner/support.ts';
import { addEndpoint } from '../../server/domain/partners/endpoints.ts';
import { OUTBOX_CHANNEL, outboxSignalOf } from '../../server/domain/outbox/enqueue.ts';
import { outboxOf } from '../../server/domain/outbox/plugin.ts';

/**
 * What wakes a gateway's outbox dispatcher when a due row is written. Every gateway here polls once an hour,
 * so a delivery within seconds can only come from a wake. Two gateways in one process, each on its own
 * database (issue 11: they stay apart): a row written by one wakes its own dispatcher, never the other's.
 * Two gateways on one PostgreSQL: a row written by one wakes the other shortly after (a NOTIFY the writer
 * sends once the row's transaction has had time to commit, never inside it), not at the other's next poll.
 */
const HOURLY = { OUTBOX_POLL_MS: '3600000', WEBHOOK_ALLOW_LOOPBACK: '1', ORDER_STEP_MS: '600000' };
const rules = { allowLoopback: true, allowNetworks: [] };

describe('the outbox signal', () => {
  let a: TestGateway;
  let b: TestGateway;
  beforeAll(async () => {
    a = await startGateway(HOURLY);
    b = await startGateway(HOURLY);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('belongs to the gateway: a row written in one of two gateways in one process wakes only its own dispatcher', async () => {
    const woken = { a: 0, b: 0 };
    const countA = () => (woken.a += 1);
    const countB = () => (woken.b += 1);
    outboxSignalOf(a.app.db).on('written', countA);
    outboxSignalOf(b.app.db).on('written', countB);
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(a.app.db, 'demo', receiver.url(), rules, Date.now());
      receiver.setSecret(endpoint.secret);
      const order = await partnerOrder(a, 'demo', 'R-signal');
      // Delivered within seconds although the gateway polls hourly: its own dispatcher was woken.
      await receiver.until(
        () => receiver.received.some((event) => event.body.data.orderNo === order.orderNo),
        "order.created through the writing gateway's wake",
      );
      expect(woken.a).toBeGreaterThan(0);
      expect(woken.b).toBe(0);
    } finally {
      outboxSignalOf(a.app.db).off('written', countA);
      outboxSignalOf(b.app.db).off('written', countB);
      await receiver.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two gateways on one PostgreSQL', () => {
  let writer: TestGateway;
  let deliverer: TestGateway;
  beforeAll(async () => {
    writer = await startGateway(HOURLY);
    deliverer = await startGateway({ ...HOURLY, DATABASE_URL: writer.app.config.databaseUrl as string });
  });
  afterAll(async () => {
    await deliverer?.close();
    await writer?.close();
  });

  it('wakes the other gateway shortly after the row was written (NOTIFY), not at its next poll', async () => {
    // Only the other gateway delivers: the writer's dispatcher is stopped.
    await outboxOf(writer.app).stop();
    // Both gateways listen (each on a connection of its own) before anything is written.
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
              where datname = current_database() and query = ${`LISTEN ${OUTBOX_CHANNEL}`}`.execute(
              writer.app.db,
            )
          ).rows[0].n,
        { timeout: 5000 },
      )
      .toBe('2');
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(writer.app.db, 'demo', receiver.url(), rules, Date.now());
      receiver.setSecret(endpoint.secret);
      const order = await partnerOrder(writer, 'demo', 'R-notify');
      const written = performance.now();
      await receiver.until(
        () => receiver.received.some((event) => event.body.data.orderNo === order.orderNo),
        "order.created through the other gateway's NOTIFY",
        5000,
      );
      // Its commit came before the order's answer: well under a second, on a busy machine too.
      const event = receiver.received.find((e) => e.body.data.orderNo === order.orderNo);
      expect((event?.at ?? Infinity) - written).toBeLessThan(1000);
    } finally {
      await receiver.close();
      outboxOf(writer.app).start();
    }
  });
});
