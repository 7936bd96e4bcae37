import { convertFiat, type PriceSource } from '../market/index.ts';

/**
 * An amount of a fiat currency in euros at the price source's current rates (the identity-check threshold
 * is set in EUR). Throws for a currency the source does not quote.
 */
export function fiatToEur(amount: number, code: string, source: PriceSource, atMs = Date.now()): number {
  const eur = convertFiat(source, amount, code.toUpperCase(), 'EUR', atMs);
  if (eur === undefined) throw new Error(`no exchange rate for ${code}`);
  return eur;
}
