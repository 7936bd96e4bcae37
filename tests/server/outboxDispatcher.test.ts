import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { enqueue } from '../../server/domain/outbox/enqueue.ts';
import { outboxOf } from '../../server/domain/outbox/plugin.ts';
import {
  OutboxDispatcher,
  retryDelay,
  type Deliver,
  type DispatcherOptions,
  type OutboxRow,
} from '../../server/domain/outbox/dispatcher.ts';
import type { OutboxKind } from '../../server/domain/outbox/tables.ts';

/**
 * The outbox's delivery rules on the gateway's own database (SQLite here, PostgreSQL with
 * TEST_DATABASE_URL): two dispatchers sharing it never deliver one row twice, a failed delivery is retried
 * after its back-off, a claim left by a dispatcher that died is taken over after its lease, and a row too
 * old is given up.
 */
let gateway: TestGateway;
beforeAll(async () => {
  // The gateway's own dispatcher polls rarely here: these tests drive their own.
  gateway = await startGateway();
  // The gateway's own dispatcher would take these rows for mails: these tests drive dispatchers of their own.
  await outboxOf(gateway.app).stop();
});
afterAll(() => gateway.close());

const silent = { warn: () => undefined, error: () => undefined };
const policy = { baseMs: 1000, maxMs: 8000, giveUpMs: 60_000, leaseMs: 5000, pollMs: 3_600_000 };

function dispatcher(deliver: Deliver, now: () => number) {
  return new OutboxDispatcher({ db: gateway.app.db, deliver: { mail: deliver }, policy, now, log: silent });
}

/** Mail rows to r0@…, r1@…, or rows of `to`'s kind and recipient. */
const addRows = async (
  topic: string,
  count: number,
  nowMs: number,
  to?: { kind: OutboxKind; recipient: string },
) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await enqueue(
        gateway.app.db,
        { kind: 'mail', topic, recipient: `r${i}@example.com`, ...to, payload: { i } },
        nowMs,
      ),
    );
  }
  return ids;
};

/**
 * Rows a dispatcher started below takes in one claim, and out at once per share (and 4 shares in all). Its
 * rows are written before it starts: a claim taking the first of them alone would leave the share short of
 * a whole claim's room, and the next would take it past SHARE (by up to BATCH − 1).
 */
const BATCH = 4;
const SHARE = 2 * BATCH;
const startedDispatcher = (deliver: DispatcherOptions['deliver'], nowMs: number) => {
  const worker = new OutboxDispatcher({
    db: gateway.app.db,
    deliver,
    policy,
    now: () => nowMs,
    log: silent,
    batch: BATCH,
    perShare: SHARE,
    inFlight: 4 * SHARE,
  });
  worker.start(); // polls once an hour (policy.pollMs): the tests kick it
  return worker;
};

/**
 * A batch delivery that keeps every batch waiting for its answers until `release`, counting the rows out at
 * once per webhook endpoint (or 'mail'), and the most there were.
 */
function heldDelivery() {
  const out = new Map<string, number>();
  const most = new Map<string, number>();
  const delivered: OutboxRow[] = [];
  const waiting: Array<() => void> = [];
  let released = false;
  const shareOf = (row: OutboxRow) => (row.kind === 'webhook' ? row.recipient : row.kind);
  const count = (rows: OutboxRow[], by: number) => {
    for (const row of rows) {
      const now = (out.get(shareOf(row)) ?? 0) + by;
      out.set(shareOf(row), now);
      most.set(shareOf(row), Math.max(most.get(shareOf(row)) ?? 0, now));
    }
  };
  const many = async (rows: OutboxRow[]) => {
    count(rows, 1);
    if (!released) await new Promise<void>((resolve) => waiting.push(resolve));
    count(rows, -1);
    delivered.push(...rows);
    return rows.map(() => ({ sent: true as const }));
  };
  const deliver: Deliver = Object.assign(async () => ({ sent: true as const }), { many });
  return {
    deliver,
    delivered,
    outFor: (share: string) => out.get(share) ?? 0,
    mostFor: (share: string) => most.get(share) ?? 0,
    release: () => {
      released = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

const rowsOf = (topic: string) =>
  gateway.app.db.selectFrom('outbox').selectAll().where('topic', '=', topic).execute();

describe('the outbox dispatcher', () => {
  it('delivers each row once when two dispatchers share the database', async () => {
    const now = Date.now();
    // More rows than one claim takes (64), so each dispatcher's lanes claim several batches side by side.
    const ids = await addRows('test.shared', 300, now);
    const delivered: string[] = [];
    const deliver: Deliver = async (row) => {
      delivered.push(row.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { sent: true };
    };
    const [a, b] = [dispatcher(deliver, () => now), dispatcher(deliver, () => now)];
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const ours = delivered.filter((id) => ids.includes(id));
    expect(ours.sort()).toEqual([...ids].sort());
    const rows = await rowsOf('test.shared');
    expect(rows.every((row) => row.sent_at !== null && row.next_attempt_at === null)).toBe(true);
    expect(rows.map((row) => Number(row.attempts))).toEqual(rows.map(() => 1));
  });

  it('retries a failed delivery after its back-off, then marks it sent', async () => {
    let now = Date.now();
    const [id] = await addRows('test.retry', 1, now);
    let failures = 2;
    const deliver: Deliver = async () => {
      if (failures-- > 0) throw new Error('SMTP 421 try later');
      return { sent: true };
    };
    const worker = dispatcher(deliver, () => now);
    await worker.runOnce();
    let [row] = await rowsOf('test.retry');
    expect(row).toMatchObject({ id, attempts: 1, last_error: 'SMTP 421 try later', sent_at: null });
    const firstWait = Number(row.next_attempt_at) - now;
    expect(firstWait).toBeGreaterThanOrEqual(500);
    expect(firstWait).toBeLessThanOrEqual(1000);

    await worker.runOnce(); // not due yet: nothing happens
    expect((await rowsOf('test.retry'))[0].attempts).toBe(1);

    now += 1000;
    await worker.runOnce();
    [row] = await rowsOf('test.retry');
    expect(row.attempts).toBe(2);
    expect(Number(row.next_attempt_at) - now).toBeGreaterThanOrEqual(1000);

    now += 2000;
    await worker.runOnce();
    [row] = await rowsOf('test.retry');
    expect(row).toMatchObject({ attempts: 3, last_error: null, next_attempt_at: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('takes over a row whose claim outlived its lease (the claiming gateway died)', async () => {
    let now = Date.now();
    await addRows('test.lease', 1, now);
    let sent = 0;
    const died = dispatcher(
      () => new Promise(() => undefined),
      () => now,
    ); // never answers
    void died.runOnce();
    await expect.poll(async () => (await rowsOf('test.lease'))[0].claimed_by).not.toBeNull();

    const other = dispatcher(
      async () => {
        sent += 1;
        return { sent: true };
      },
      () => now,
    );
    await other.runOnce();
    expect(sent).toBe(0); // still leased
    now += policy.leaseMs + 1;
    await other.runOnce();
    expect(sent).toBe(1);
    expect((await rowsOf('test.lease'))[0].sent_at).not.toBeNull();
  });

  it('gives a row up once it is older than giveUpMs, and abandons what is no longer worth sending', async () => {
    let now = Date.now();
    await addRows('test.giveup', 1, now);
    await addRows('test.abandon', 1, now);
    const worker = dispatcher(
      async (row) => {
        if (row.topic === 'test.abandon') return { abandon: 'expired' };
        throw new Error('connection refused');
      },
      () => now,
    );
    now += policy.giveUpMs;
    await worker.runOnce();
    const [given] = await rowsOf('test.giveup');
    expect(given).toMatchObject({ next_attempt_at: null, sent_at: null, last_error: 'connection refused' });
    expect(given.abandoned_at).not.toBeNull();
    const [abandoned] = await rowsOf('test.abandon');
    expect(abandoned).toMatchObject({ next_attempt_at: null, sent_at: null, last_error: 'expired' });
  });

  it('delivers a row woken for before its transaction committed, without waiting for the next poll', async () => {
    const delivered: string[] = [];
    const worker = dispatcher(async (row) => {
      delivered.push(row.topic);
      return { sent: true };
    }, Date.now);
    worker.start(); // polls once an hour (policy.pollMs): only the kick and its rechecks can find the row
    try {
      await gateway.app.db.transaction().execute(async (trx) => {
        await enqueue(
          trx,
          { kind: 'mail', topic: 'test.wake', recipient: 'w@example.com', payload: {} },
          Date.now(),
        );
        worker.kick();
        // A slow commit: the kick's first look finds nothing committed yet (on PostgreSQL).
        await new Promise((resolve) => setTimeout(resolve, 60));
      });
      await expect.poll(() => delivered, { timeout: 3000 }).toContain('test.wake');
    } finally {
      await worker.stop();
    }
  });

  it('keeps several claims of a busy endpoint out at once, at most its share, and other endpoints go meanwhile', async () => {
    const now = Date.now();
    const held = heldDelivery();
    await addRows('test.share', 20, now, { kind: 'webhook', recipient: 'ep_busy' });
    const worker = startedDispatcher({ webhook: held.deliver }, now);
    try {
      // Claims of 4: the second goes out while the first still waits for its answers, the third does not.
      await expect.poll(() => held.outFor('ep_busy')).toBe(SHARE);
      await addRows('test.share', 3, now, { kind: 'webhook', recipient: 'ep_other' });
      worker.kick();
      await expect.poll(() => held.outFor('ep_other')).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(held.outFor('ep_busy')).toBe(SHARE);
      held.release();
      await expect.poll(() => held.delivered.length, { timeout: 5000 }).toBe(23);
      expect(held.mostFor('ep_busy')).toBe(SHARE);
    } finally {
      held.release();
      await worker.stop();
    }
  });

  it('holds at most a share of mail rows out at once, as of one endpoint', async () => {
    const now = Date.now();
    const held = heldDelivery();
    await addRows('test.mailShare', 12, now);
    const worker = startedDispatcher({ mail: held.deliver }, now);
    try {
      await expect.poll(() => held.outFor('mail')).toBe(SHARE);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(held.outFor('mail')).toBe(SHARE);
      held.release();
      await expect.poll(() => held.delivered.filter((row) => row.topic === 'test.mailShare').length).toBe(12);
    } finally {
      held.release();
      await worker.stop();
    }
  });

  it('waits twice as long after each failure, up to the cap, with jitter', () => {
    const p = { baseMs: 100, maxMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(p, n, () => 1))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(retryDelay(p, 3, () => 0)).toBe(200);
  });
});
