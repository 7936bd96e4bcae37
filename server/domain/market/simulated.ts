import market from '../../data/market.json' with { type: 'json' };
import type { PriceSource } from './priceSource.ts';
import { hashKey, normalFor, normalStream, uniformStream } from './random.ts';

export interface MarketData {
  assets: Record<string, { usd: number; dailyVolatility: number; volume24hUsd: number }>;
  fiats: Record<string, { perUsd: number; dailyVolatility: number }>;
}

const DAY_MS = 86_400_000;
const TICK_MS = 60_000;
const TICKS_PER_DAY = DAY_MS / TICK_MS;
/** Day 0 of every walk. */
const EPOCH_MS = Date.UTC(2025, 0, 1);
/** Daily pull of the log price back to its reference level, so levels stay realistic over the years. */
const MEAN_REVERSION = 0.05;
const CACHED_DAYS = 3;

/**
 * A seeded random walk of a log price around 0, a pure function of (seed key, time):
 * daily opens follow a mean-reverting walk, and within a day the price moves minute by minute along a
 * Brownian bridge from one open to the next, so the path is continuous and any process computes the same
 * price for the same minute.
 */
class LogWalk {
  private readonly opens: number[] = [0];
  private readonly days = new Map<number, Float64Array>();

  constructor(
    private readonly key: string,
    private readonly dailyVolatility: number,
  ) {}

  at(atMs: number): number {
    if (this.dailyVolatility === 0) return 0;
    const elapsed = Math.max(0, atMs - EPOCH_MS);
    const day = Math.floor(elapsed / DAY_MS);
    const tick = Math.floor((elapsed - day * DAY_MS) / TICK_MS);
    return this.day(day)[tick];
  }

  private open(day: number): number {
    while (this.opens.length <= day) {
      const d = this.opens.length - 1;
      this.opens.push(
        this.opens[d] * (1 - MEAN_REVERSION) + this.dailyVolatility * normalFor(`${this.key}:open:${d}`),
      );
    }
    return this.opens[day];
  }

  private day(day: number): Float64Array {
    const cached = this.days.get(day);
    if (cached) return cached;
    const from = this.open(day);
    const to = this.open(day + 1);
    const normal = normalStream(uniformStream(hashKey(`${this.key}:day:${day}`)));
    const step = this.dailyVolatility / Math.sqrt(TICKS_PER_DAY);
    const walk = new Float64Array(TICKS_PER_DAY + 1);
    for (let k = 1; k <= TICKS_PER_DAY; k++) walk[k] = walk[k - 1] + step * normal();
    const path = new Float64Array(TICKS_PER_DAY);
    for (let k = 0; k < TICKS_PER_DAY; k++) {
      const f = k / TICKS_PER_DAY;
      path[k] = from + f * (to - from) + walk[k] - f * walk[TICKS_PER_DAY];
    }
    this.days.set(day, path);
    if (this.days.size > CACHED_DAYS) this.days.delete(Math.min(...this.days.keys()));
    return path;
  }
}

/** The default PriceSource: realistic USD levels and FX rates moving along seeded random walks. */
export class SimulatedMarket implements PriceSource {
  readonly name = 'simulated';
  private readonly walks = new Map<string, LogWalk>();

  constructor(
    readonly seed: number,
    private readonly data: MarketData = market,
  ) {}

  usdPrice(asset: string, atMs: number): number | undefined {
    const a = this.data.assets[asset];
    return a && a.usd * Math.exp(this.walk(`asset:${asset}`, a.dailyVolatility).at(atMs));
  }

  fiatPerUsd(fiat: string, atMs: number): number | undefined {
    const f = this.data.fiats[fiat];
    return f && f.perUsd * Math.exp(this.walk(`fiat:${fiat}`, f.dailyVolatility).at(atMs));
  }

  volume24hUsd(asset: string, atMs: number): number | undefined {
    const a = this.data.assets[asset];
    if (!a) return undefined;
    const hour = Math.floor(atMs / 3_600_000);
    return Math.round(a.volume24hUsd * Math.exp(0.25 * normalFor(`${this.seed}:volume:${asset}:${hour}`)));
  }

  private walk(name: string, dailyVolatility: number): LogWalk {
    let walk = this.walks.get(name);
    if (!walk) {
      walk = new LogWalk(`${this.seed}:${name}`, dailyVolatility);
      this.walks.set(name, walk);
    }
    return walk;
  }
}
