/**
 * Where prices come from. Reads are synchronous and answer from memory: a real feed keeps its latest
 * ticks in memory (refreshed in the background between `start` and `stop`), so a quote never waits on
 * the network. `atMs` is the moment asked about (epoch milliseconds).
 */
export interface PriceSource {
  readonly name: string;
  /** USD value of one unit of a crypto asset (e.g. 'BTC', 'USDT'); undefined when not quoted. */
  usdPrice(asset: string, atMs: number): number | undefined;
  /** Units of a fiat currency one US dollar buys (USD → 1); undefined when not quoted. */
  fiatPerUsd(fiat: string, atMs: number): number | undefined;
  /** US dollars of the asset traded over the 24 hours before atMs. */
  volume24hUsd(asset: string, atMs: number): number | undefined;
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

/** Price of one unit of a crypto asset in a fiat currency, or undefined when either is not quoted. */
export function priceIn(source: PriceSource, asset: string, fiat: string, atMs: number): number | undefined {
  const usd = source.usdPrice(asset, atMs);
  const rate = source.fiatPerUsd(fiat, atMs);
  return usd === undefined || rate === undefined ? undefined : usd * rate;
}

/** An amount of one fiat currency in another at the source's rates. */
export function convertFiat(
  source: PriceSource,
  amount: number,
  from: string,
  to: string,
  atMs: number,
): number | undefined {
  const fromRate = source.fiatPerUsd(from, atMs);
  const toRate = source.fiatPerUsd(to, atMs);
  return fromRate === undefined || toRate === undefined ? undefined : (amount / fromRate) * toRate;
}
