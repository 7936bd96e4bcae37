import { BusinessError } from '../../http/errors.ts';
import type { QuoteBook } from '../quotes/book.ts';
import { fiatToEur } from '../reference/convert.ts';
import type { PriceSource } from '../market/index.ts';
import { IDENTITY_THRESHOLD_EUR } from '../risk/identityThreshold.ts';

/**
 * Whether buying at this quote needs an approved identity (over 700 EUR at the current rates, the rule
 * order creation applies). Without a quote, or with one that can no longer be used, the answer is the
 * cautious one: needed. The order itself still answers 5003 for an expired quote.
 */
export async function identityNeededFor(
  quotes: QuoteBook,
  quoteToken: string | undefined,
  prices: PriceSource,
  nowMs: number,
): Promise<boolean> {
  if (!quoteToken) return true;
  try {
    const quote = await quotes.load(quoteToken, nowMs);
    return (
      fiatToEur(Number(quote.sendCurrencyAmount), quote.sendCurrency, prices, nowMs) > IDENTITY_THRESHOLD_EUR
    );
  } catch (error) {
    if (error instanceof BusinessError) return true;
    throw error;
  }
}
