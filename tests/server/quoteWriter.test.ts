import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { priceInquiry } from '../../server/domain/quotes/inquiry.ts';
import { providerList } from '../../server/domain/offers/providers.ts';
import { issueQuote, type IssuedQuote } from '../../server/domain/quotes/store.ts';
import { ThreadQuoteWriter } from '../../server/domain/quotes/writer.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

/**
 * The SQLite quote writer: batches written from a thread of its own, and the gateway writing them itself
 * when that thread dies or cannot start. PostgreSQL writes on the event loop (nothing to test here).
 */
let gateway: TestGateway;
let tokens = 0;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

function issued(count: number): IssuedQuote[] {
  const { app } = gateway;
  const now = Date.now();
  const inquiry = {
    sendCurrency: 'USD',
    sendCurrencyAmount: '100',
    getCurrency: 'BTC',
    getCurrencyAmount: '',
  };
  const priced = priceInquiry(inquiry, app.catalog, providerList, app.prices, now);
  return Array.from({ length: count }, () => ({
    quote: issueQuote(priced, '0', now, 600, () => `writer-test-${++tokens}`),
    createdAt: now,
  }));
}

const stored = async (batch: IssuedQuote[]) =>
  (
    await gateway.app.db
      .selectFrom('quotes')
      .select('token')
      .where(
        'token',
        'in',
        batch.map(({ quote }) => quote.token),
      )
      .execute()
  ).length;

/** A logger that keeps the messages of its errors. */
function errorLog() {
  const errors: string[] = [];
  const log = {
    error: (_: unknown, message: string) => void errors.push(message),
    warn: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

function writerOnGateway(entry?: URL) {
  const { log, errors } = errorLog();
  const file = path.join(gateway.app.config.dataDir, 'gateway.sqlite');
  return { writer: new ThreadQuoteWriter(gateway.app.db, file, log, entry), errors };
}

/** How many of n new quotes are in the database once the writer has them written. */
async function writtenOf(writer: ThreadQuoteWriter, n: number) {
  const batch = issued(n);
  await writer.write(batch);
  return stored(batch);
}

const autocheckpoint = async () =>
  (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(gateway.app.db)).rows[0]
    .wal_autocheckpoint;

describe.skipIf(process.env.TEST_DATABASE_URL)('ThreadQuoteWriter (SQLite)', () => {
  it('writes each batch from its thread, and the gateway connection leaves checkpoints to it', async () => {
    const { writer, errors } = writerOnGateway();
    try {
      // The first batch starts the thread (the gateway writes it meanwhile).
      expect(await writtenOf(writer, 1)).toBe(1);
      expect(await writer.threadStarted()).toBe(true);
      const first = issued(3);
      const second = issued(600);
      await Promise.all([writer.write(first), writer.write(second)]);
      expect(await stored(first)).toBe(3);
      expect(await stored(second)).toBe(600);
      // A quote written again (a retried batch) is left as it is.
      await writer.write(first);
      expect(await autocheckpoint()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await writer.close();
    }
  });

  it.each([
    ['dies at its first batch', 'writerThreadCrash.ts'],
    ['cannot start', 'writerThreadBroken.ts'],
  ])(
    'writes on the gateway, logged once, when its thread %s: that batch and every one after',
    async (_, file) => {
      const { writer, errors } = writerOnGateway(new URL(`./helpers/${file}`, import.meta.url));
      expect(await writtenOf(writer, 1)).toBe(1);
      await writer.threadStarted();
      expect(await writtenOf(writer, 5)).toBe(5);
      expect(await writtenOf(writer, 2)).toBe(2);
      expect(errors).toEqual([
        'quote writer thread stopped: the gateway writes its quotes itself from now on',
      ]);
      expect(await autocheckpoint()).toBe(1000);
      await writer.close();
    },
  );

  it('writes on the gateway once closed', async () => {
    const { writer } = writerOnGateway();
    expect(await writtenOf(writer, 1)).toBe(1);
    await writer.close();
    expect(await writtenOf(writer, 1)).toBe(1);
  });
});
