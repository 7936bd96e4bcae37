import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiatToEur } from '../../server/domain/reference/convert.ts';
import { simulatedMarket } from '../../server/domain/market/index.ts';
import { IDENTITY_THRESHOLD_EUR } from '../../server/domain/risk/identityThreshold.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';

/**
 * Two gateways in one process, each with its own catalogue and prices: `first` has the seeded catalogue and
 * PRICE_SEED 1; `second` starts last (it used to win the process-wide catalogue and prices) on a database
 * without the TRX token, with another seed. Each answers from its own.
 */

/**
 * The first price seed from 7 whose USD→EUR rate is now well apart from seed 1's. The simulated rates wander,
 * and two seeds' sometimes meet (7's came within 0.005 of 1's on 2026-11-29): the threshold test needs a gap.
 */
function seedApartFromFirst(): string {
  const now = Date.now();
  const rate = (seed: number) => fiatToEur(1, 'USD', simulatedMarket(seed), now);
  const firstRate = rate(1);
  for (let seed = 7; seed < 100; seed++) if (Math.abs(rate(seed) - firstRate) > 0.02) return String(seed);
  throw new Error('no price seed from 7 to 99 has a USD→EUR rate apart from seed 1');
}

let first: TestGateway;
let seeded: TestGateway;
let second: TestGateway;
beforeAll(async () => {
  const apart = seedApartFromFirst();
  first = await startGateway({ PRICE_SEED: '1' });
  seeded = await startGateway({ PRICE_SEED: apart });
  await seeded.app.db.deleteFrom('crypto_tokens').where('symbol', '=', 'TRX').execute();
  const { dataDir, databaseUrl } = seeded.app.config;
  second = await startGateway({
    PRICE_SEED: apart,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
});
afterAll(async () => {
  await second?.close();
  await seeded?.close();
  await first?.close();
});

describe('two gateways in one process', () => {
  it('check addresses against their own catalogue', async () => {
    const trx = { getCurrency: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect(await first.post('validateAddress', trx)).toMatchObject({
      respCode: 200,
      data: { network: 'TRON' },
    });
    expect(await second.post('validateAddress', trx)).toMatchObject({
      respCode: 4101,
      respMessage: 'TRX is not a supported receive token',
    });
  });

  it('weigh the identity threshold of a quote at their own prices', async () => {
    const now = Date.now();
    const rates = [first, second].map((g) => fiatToEur(1, 'USD', g.app.prices, now));
    expect(Math.abs(rates[0] - rates[1])).toBeGreaterThan(0.005);
    // An amount worth more than 700 EUR at one gateway's rate and less at the other's.
    const usd = Math.round((2 * IDENTITY_THRESHOLD_EUR) / (rates[0] + rates[1]));
    const needed = rates.map((rate) => (usd * rate > IDENTITY_THRESHOLD_EUR ? 1 : 0));
    expect(needed).toContain(0);
    expect(needed).toContain(1);
    for (const [index, gateway] of [first, second].entries()) {
      const quote = await gateway.post<{ token: string }>('offerInquiry', {
        sendCurrency: 'USD',
        sendCurrencyAmount: usd,
        getCurrency: 'BTC',
      });
      expect(quote.respCode).toBe(200);
      const authToken = await logIn(gateway);
      const answer = await gateway.post<{ data: { required: number } }>('checkIdentification', {
        authToken,
        token: quote.token,
      });
      expect(answer.data.required).toBe(needed[index]);
    }
  });
});
