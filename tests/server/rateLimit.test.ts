import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SharedCounter } from '../../server/domain/rateLimit/sharedCounter.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

const LIMIT = 5;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ IP_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'loopback' });
});
afterAll(() => gateway.close());

/** Requests seem to come from `ip` (the gateway is configured to trust X-Forwarded-For from its proxy, the test). */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const getCountry = (g: TestGateway, ip: string) => g.post('getCountry', {}, from(ip));

describe('per-IP request limit (5001)', () => {
  it('answers 5001 on every API call once an IP went over the limit in a minute', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await getCountry(gateway, '203.0.113.1')).respCode).toBe(200);
    const refused = await gateway.request('/gateway/buying/offerInquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from('203.0.113.1') },
      body: 'sendCurrency=USD&sendCurrencyAmount=100&getCurrency=BTC',
    });
    expect(refused.status).toBeLessThan(500);
    expect(await refused.json()).toMatchObject({
      respCode: 5001,
      respMessage: expect.stringMatching(/^Too many requests, please try again in /),
    });
    expect((await getCountry(gateway, '203.0.113.1')).respCode).toBe(5001);
  });

  it('counts each IP on its own and leaves images alone', async () => {
    for (let i = 0; i < LIMIT + 2; i++) await getCountry(gateway, '203.0.113.2');
    expect((await getCountry(gateway, '203.0.113.3')).respCode).toBe(200);
    const image = await gateway.request('/images/tokens/BTC.svg', { headers: from('203.0.113.2') });
    expect(image.status).toBe(200);
  });

  it('serves the IP again when the minute is over', async () => {
    for (let i = 0; i < LIMIT + 1; i++) await getCountry(gateway, '203.0.113.4');
    expect((await getCountry(gateway, '203.0.113.4')).respCode).toBe(5001);
    gateway.app.config.clock.advance(61_000);
    expect((await getCountry(gateway, '203.0.113.4')).respCode).toBe(200);
  });

  it('shares the counters between two gateways on the same database', async () => {
    const { dataDir, databaseUrl } = gateway.app.config;
    const second = await startGateway({
      IP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      second.app.config.clock.advance(61_000);
      for (let i = 0; i < 3; i++) expect((await getCountry(gateway, '203.0.113.5')).respCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await getCountry(second, '203.0.113.5')).respCode).toBe(200);
      expect((await getCountry(second, '203.0.113.5')).respCode).toBe(5001);
      expect((await getCountry(gateway, '203.0.113.5')).respCode).toBe(5001);
    } finally {
      await second.close();
    }
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const rotating = (g: TestGateway, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => getCountry(g, `198.51.100.${i + 1}`)));

  it('believes no X-Forwarded-For by default: rotating it buys no fresh budget', async () => {
    const direct = await startGateway({ IP_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      const answers = await rotating(direct, LIMIT + 3);
      expect(answers.filter((answer) => answer.respCode === 200)).toHaveLength(LIMIT);
      expect(answers.filter((answer) => answer.respCode === 5001)).toHaveLength(3);
      expect((await getCountry(direct, '198.51.100.200')).respCode).toBe(5001);
    } finally {
      await direct.close();
    }
  });

  it('believes X-Forwarded-For only from the configured proxy', async () => {
    for (const trust of ['127.0.0.0/8', '192.0.2.7, ::1, 127.0.0.1', 'true']) {
      const proxied = await startGateway({ IP_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: trust });
      try {
        const answers = await rotating(proxied, LIMIT + 3);
        expect(answers.every((answer) => answer.respCode === 200)).toBe(true);
      } finally {
        await proxied.close();
      }
    }
    const elsewhere = await startGateway({
      IP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: '10.0.0.0/8',
    });
    try {
      const answers = await rotating(elsewhere, LIMIT + 1);
      expect(answers.filter((answer) => answer.respCode === 5001)).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a bare hop count, which cannot tell a proxy from a client', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1: a hop count/);
  });
});

describe('counting far from the limit', () => {
  it('lets the calls through at once and writes their count within a moment, for every gateway to see', async () => {
    const roomy = await startGateway({ IP_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' });
    try {
      const calls = 40;
      for (let i = 0; i < calls; i++) expect((await getCountry(roomy, '203.0.113.9')).respCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const row = await roomy.app.db
        .selectFrom('rate_limit_counters')
        .select('hits')
        .where('key', '=', 'ip:203.0.113.9')
        .executeTakeFirstOrThrow();
      expect(Number(row.hits)).toBe(calls);
    } finally {
      await roomy.close();
    }
  });
});

describe('a burst from one address', () => {
  it('refuses the request past the limit while the counts before it are still being written', async () => {
    const counter = new SharedCounter(
      gateway.app.db,
      () => Date.now(),
      (error) => {
        throw error;
      },
    );
    const key = 'ip:203.0.113.77';
    const now = Date.now();
    // The first count has come back: the address is known, far from its limit.
    expect((await counter.count(key, 60_000, now, LIMIT)).current).toBe(1);
    // The next five arrive before any of their writes is answered.
    const counts = await Promise.all(
      Array.from({ length: LIMIT }, () => counter.count(key, 60_000, now, LIMIT)),
    );
    expect(counts.filter((count) => count.current > LIMIT)).toHaveLength(1);
    await counter.flush();
  });
});
