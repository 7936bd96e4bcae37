import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { payByCard, waitForStatus } from './helpers/orders.ts';
import { partnerCall, partnerKey, partnerOrder, startReceiver, type Receiver } from './partner/support.ts';

/**
 * Signed webhooks (issue 17) over the real gateway, its outbox and a receiver on loopback that verifies each
 * delivery with the standardwebhooks package: every event of a 4242 purchase in sequence, retries with the
 * same webhook-id, a receiver down for an hour of the gateway's clock, an endpoint failing after the whole
 * schedule (held, re-enabled, replayed). Schedules are compressed (retries after tens of ms) and the
 * gateway's clock is moved, nothing waits for real hours.
 */
let gateway: TestGateway;
let receiver: Receiver;
const keys: Record<string, string> = {};

interface Endpoint {
  id: string;
  secret: string;
  state: string;
}

async function register(partnerId: string, url: string): Promise<Endpoint> {
  const created = await partnerCall<{ data: Endpoint }>(gateway, keys[partnerId], '/webhooks/endpoints', {
    method: 'POST',
    body: { url },
  });
  expect(created.json, created.text).toMatchObject({ respCode: 200, data: { state: 'enabled' } });
  expect(created.json.data.secret).toMatch(/^whsec_/);
  return created.json.data;
}

interface EventView {
  id: string;
  type: string;
  sequence: number;
  deliveries: Array<{
    state: string;
    attempts: Array<{
      statusCode: number | null;
      latencyMs: number;
      error: string | null;
      response: string | null;
    }>;
  }>;
}

const eventsOf = async (partnerId: string, orderNo: string) =>
  (
    await partnerCall<{ data: { events: EventView[] } }>(
      gateway,
      keys[partnerId],
      `/orders/${orderNo}/events`,
    )
  ).json.data.events;

/** Background work (the dispatcher's attempts) on a busy machine: expect.poll's 1 s is too short. */
const POLL = { timeout: 10_000 };

beforeAll(async () => {
  gateway = await startGateway({
    ORDER_STEP_MS: '30',
    OUTBOX_POLL_MS: '40',
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_RETRY_MAX_MS: '80',
    WEBHOOK_ALLOW_LOOPBACK: '1',
  });
  for (const partnerId of ['aurora', 'northwind', 'demo'])
    keys[partnerId] = await partnerKey(gateway, partnerId);
  receiver = await startReceiver();
  receiver.setSecret((await register('aurora', receiver.url())).secret);
});
afterAll(async () => {
  await receiver?.close();
  await gateway?.close();
});

const forOrder = (orderNo: string) =>
  receiver.received.filter((event) => event.body.data.orderNo === orderNo);

describe('partner webhooks', () => {
  it('delivers every event of a 4242 purchase, signed, numbered in sequence, none missing', async () => {
    const order = await partnerOrder(gateway, 'aurora', 'R-4242');
    expect((await payByCard(gateway, order.service, '4242424242424242')).status).toBe(303);
    await waitForStatus(gateway, order.orderNo, 'Delivered');
    // Deliveries may arrive in any order: wait until the sequence has no gap up to Delivered.
    const complete = () => {
      const got = forOrder(order.orderNo);
      const last = got.find((event) => event.body.data.status === 'Delivered');
      return last !== undefined && got.length === last.body.data.sequence;
    };
    await receiver.until(complete, 'every event up to Delivered');
    const events = forOrder(order.orderNo).sort((a, b) => a.body.data.sequence - b.body.data.sequence);
    expect(events.map((event) => event.body.data.sequence)).toEqual(events.map((_, i) => i + 1));
    expect(
      events.map((event) => [event.type, event.body.data.status ?? event.body.data.result ?? null]),
    ).toEqual([
      ['order.created', null],
      ['payment.result', 'success'],
      ['order.status_changed', 'Paid'],
      ['order.status_changed', 'Converting'],
      ['order.status_changed', 'Converted'],
      ['order.status_changed', 'Delivering'],
      ['order.status_changed', 'Delivered'],
    ]);
    const changes = events.filter((event) => event.type === 'order.status_changed');
    expect(changes.map((event) => event.body.data.previousStatus)).toEqual([
      'Pending',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
    ]);
    expect(events[0].body.data).toMatchObject({
      reference: 'R-4242',
      order: { partnerId: 'aurora', reference: 'R-4242' },
    });
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const event of events) expect(event.raw).not.toMatch(/@|4242424242|last4/);
  });

  it('retries a receiver answering 500 three times, then 200, with the same webhook-id', async () => {
    const failures = new Map<string, number>();
    receiver.answerWith((id, body) => {
      if (body.data.reference !== 'R-retry') return 200;
      const failed = failures.get(id) ?? 0;
      if (failed >= 3) return 200;
      failures.set(id, failed + 1);
      return 500;
    });
    const order = await partnerOrder(gateway, 'aurora', 'R-retry');
    await receiver.until(() => forOrder(order.orderNo).length === 1, 'order.created after retries');
    const [created] = forOrder(order.orderNo);
    expect(receiver.verified.filter((id) => id === created.id)).toHaveLength(4);
    // The gateway records the attempt, then the delivery's outcome, after the receiver answered.
    await expect
      .poll(async () => (await eventsOf('aurora', order.orderNo))[0]?.deliveries[0]?.state, POLL)
      .toBe('delivered');
    const [event] = await eventsOf('aurora', order.orderNo);
    expect(event).toMatchObject({ id: created.id, type: 'order.created', sequence: 1 });
    const [delivery] = event.deliveries;
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 200]);
    for (const attempt of delivery.attempts) {
      expect(attempt.latencyMs).toBeGreaterThanOrEqual(0);
      expect((attempt.response ?? '').length).toBeLessThanOrEqual(300);
    }
    expect(delivery.attempts[0].response).toBe('x'.repeat(300));
    receiver.answerWith(() => 200);
  });

  it('delivers to a receiver that was down for an hour once it is back', async () => {
    const down = await startReceiver();
    const endpoint = await register('northwind', down.url());
    const port = down.port;
    await down.close();
    const order = await partnerOrder(gateway, 'northwind', 'R-down');
    // Attempts fail (connection refused) on the compressed schedule; then an hour passes on the gateway's clock.
    await expect
      .poll(
        async () => (await eventsOf('northwind', order.orderNo))[0]?.deliveries[0]?.attempts.length ?? 0,
        POLL,
      )
      .toBeGreaterThanOrEqual(2);
    const [failed] = await eventsOf('northwind', order.orderNo);
    expect(failed.deliveries[0].attempts[0]).toMatchObject({ statusCode: null });
    expect(failed.deliveries[0].attempts[0].error).toMatch(/ECONNREFUSED/);
    gateway.app.config.clock.advance(3600_000);
    const back = await startReceiver({ port, secret: endpoint.secret });
    try {
      await back.until(
        () => back.received.some((event) => event.id === failed.id),
        'delivery after the hour',
      );
      const endpoints = await partnerCall<{ data: { endpoints: Endpoint[] } }>(
        gateway,
        keys.northwind,
        '/webhooks/endpoints',
      );
      expect(endpoints.json.data.endpoints.find((e) => e.id === endpoint.id)?.state).toBe('enabled');
    } finally {
      await back.close();
    }
  });

  it('marks an endpoint failing after the whole schedule, holds its events, and delivers them when re-enabled', async () => {
    const failing = await startReceiver();
    const endpoint = await register('demo', failing.url());
    failing.setSecret(endpoint.secret);
    failing.answerWith(() => 503);
    try {
      const first = await partnerOrder(gateway, 'demo', 'R-fail-1');
      await failing.until(() => failing.verified.length >= 1, 'a first failed attempt');
      // A day and more passes with the receiver still failing: the next attempt marks the endpoint failing.
      gateway.app.config.clock.advance(27 * 3600_000);
      const stateOf = async () =>
        (
          await partnerCall<{ data: { endpoints: Endpoint[] } }>(gateway, keys.demo, '/webhooks/endpoints')
        ).json.data.endpoints.find((e) => e.id === endpoint.id)?.state;
      while ((await stateOf()) !== 'failing') await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await partnerOrder(gateway, 'demo', 'R-fail-2');
      const [held] = await eventsOf('demo', second.orderNo);
      expect(held.deliveries[0].state).toBe('held');
      // Not tried while held. (The first order's own later events, e.g. its expiry once the clock moved, may
      // have been written and tried before the endpoint was marked failing.)
      expect(failing.verified).not.toContain(held.id);

      failing.answerWith(() => 200);
      const enabled = await partnerCall<{ data: { released: number } }>(
        gateway,
        keys.demo,
        `/webhooks/endpoints/${endpoint.id}/enable`,
        { method: 'POST' },
      );
      expect(enabled.json).toMatchObject({ respCode: 200, data: { endpoint: { state: 'enabled' } } });
      expect(enabled.json.data.released).toBeGreaterThanOrEqual(2);
      const orderNos = [first.orderNo, second.orderNo];
      await failing.until(
        () => orderNos.every((no) => failing.received.some((event) => event.body.data.orderNo === no)),
        'held events after re-enabling',
      );

      // A replay on request: the same event, the same webhook-id, once more. Asked once the first delivery
      // is recorded: a replay asked while an attempt is in flight makes that delivery due, and its success
      // then closes it.
      await expect
        .poll(async () => (await eventsOf('demo', first.orderNo))[0]?.deliveries[0]?.state, POLL)
        .toBe('delivered');
      const [event] = await eventsOf('demo', first.orderNo);
      const replay = await partnerCall(gateway, keys.demo, `/events/${event.id}/replay`, {
        method: 'POST',
        body: {},
      });
      expect(replay.json).toMatchObject({ respCode: 200 });
      await failing.until(
        () => failing.received.filter((got) => got.id === event.id).length === 2,
        'the replayed event',
      );
    } finally {
      await failing.close();
    }
  });
});
