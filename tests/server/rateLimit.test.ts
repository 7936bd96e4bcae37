import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

const LIMIT = 5;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ IP_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(() => gateway.close());

/** Requests seem to come from `ip` (the gateway trusts X-Forwarded-For from its proxy). */
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
    expect(await refused.json()).toEqual({ respCode: 5001, respMessage: expect.stringMatching(/^Too many requests, please try again in /) });
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
