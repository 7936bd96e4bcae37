import { describe, expect, it } from 'vitest';
import market from '../../server/data/market.json' with { type: 'json' };
import { SimulatedMarket } from '../../server/domain/market/simulated.ts';
import { priceIn } from '../../server/domain/market/index.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import { startGateway } from './helpers/gateway.ts';
import { withinOnePriceMinute } from './helpers/priceTick.ts';

const AT = Date.UTC(2026, 10, 21, 12, 30);
const MINUTE = 60_000;
const DAY = 86_400_000;

describe('simulated market', () => {
  it('is deterministic under a seed and differs between seeds', () => {
    const a = new SimulatedMarket(7);
    const b = new SimulatedMarket(7);
    const c = new SimulatedMarket(8);
    for (const asset of ['BTC', 'ETH', 'SOL', 'SHIB']) {
      expect(a.usdPrice(asset, AT)).toBe(b.usdPrice(asset, AT));
      expect(a.usdPrice(asset, AT)).not.toBe(c.usdPrice(asset, AT));
    }
    expect(a.fiatPerUsd('EUR', AT)).toBe(b.fiatPerUsd('EUR', AT));
    expect(a.volume24hUsd('BTC', AT)).toBe(b.volume24hUsd('BTC', AT));
  });

  it('keeps every asset near its reference level over years, stablecoins near 1', () => {
    const sim = new SimulatedMarket(42);
    for (const [asset, { usd }] of Object.entries(market.assets)) {
      for (const at of [AT, AT + 400 * DAY, AT + 1500 * DAY]) {
        const price = sim.usdPrice(asset, at)!;
        expect(price / usd, asset).toBeGreaterThan(0.4);
        expect(price / usd, asset).toBeLessThan(2.5);
      }
    }
    expect(Math.abs(sim.usdPrice('USDT', AT)! - 1)).toBeLessThan(0.02);
    expect(sim.fiatPerUsd('USD', AT)).toBe(1);
  });

  it('moves minute by minute in small steps, and is constant within a minute', () => {
    const sim = new SimulatedMarket(42);
    const start = Math.floor(AT / MINUTE) * MINUTE;
    expect(sim.usdPrice('BTC', start + 1_000)).toBe(sim.usdPrice('BTC', start + 59_000));
    let moves = 0;
    for (let i = 1; i <= 3 * 1440; i++) {
      const before = sim.usdPrice('BTC', start + (i - 1) * MINUTE)!;
      const after = sim.usdPrice('BTC', start + i * MINUTE)!;
      if (after !== before) moves++;
      // Continuous across minutes and across day boundaries: no jump above 1.5 %.
      expect(Math.abs(after / before - 1)).toBeLessThan(0.015);
    }
    expect(moves).toBeGreaterThan(3 * 1440 * 0.9);
  });

  it('prices a crypto asset in a fiat currency through the USD rate', () => {
    const sim = new SimulatedMarket(42);
    expect(priceIn(sim, 'BTC', 'EUR', AT)).toBeCloseTo(
      sim.usdPrice('BTC', AT)! * sim.fiatPerUsd('EUR', AT)!,
      6,
    );
    expect(priceIn(sim, 'NOPE', 'EUR', AT)).toBeUndefined();
  });
});

describe('prices through the gateway', () => {
  it('gives the same prices and quotes on two gateways with the same PRICE_SEED, other ones with another seed', async () => {
    const [one, two, other] = await Promise.all([
      startGateway({ PRICE_SEED: '1234' }),
      startGateway({ PRICE_SEED: '1234' }),
      startGateway({ PRICE_SEED: '99' }),
    ]);
    try {
      const prices = (g: typeof one) =>
        g.post<ResponseOf<'priceList'>>('priceList', { sendCurrency: 'EUR' }).then((a) => a.data);
      const quote = (g: typeof one) =>
        g
          .post<ResponseOf<'offerInquiry'>>('offerInquiry', {
            sendCurrency: 'EUR',
            sendCurrencyAmount: '250',
            getCurrency: 'ETH',
          })
          .then((q) => q.offerList);
      const [a, b, c, qa, qb] = await withinOnePriceMinute(one, () =>
        Promise.all([prices(one), prices(two), prices(other), quote(one), quote(two)]),
      );
      expect(a).toEqual(b);
      expect(qa).toEqual(qb);
      expect(a!.find((p) => p.symbol === 'BTC')!.price).not.toBe(c!.find((p) => p.symbol === 'BTC')!.price);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
    }
  });
});
