import type { IntlShape } from 'react-intl';
import { feeTotalsByCurrency, sumFees, type FeeInCurrency } from '../../lib/index.ts';

type Fee = number | string | undefined;

/** Decimals a fee shows in: 2 in the fee currency (SPEC §9), up to 8 in another one (a network fee in crypto). */
export const feeDecimals = (currency: string, feeCurrency: string) => (currency === feeCurrency ? 2 : 8);

const amountText = (intl: IntlShape, amount: number | string, decimals = 2) =>
  intl.formatNumber(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: decimals });

/** Fees (summed when several) rounded half up to 2 decimals in the locale's digits, with their currency: '3.50 USD'. */
export function formatFee(intl: IntlShape, fees: Fee | Fee[], currency?: string): string {
  const amount = amountText(intl, sumFees(...(Array.isArray(fees) ? fees : [fees])));
  return currency ? `${amount} ${currency}` : amount;
}

/**
 * Fees that may be in different currencies, as the total line shows them: one amount per currency, never
 * added across currencies ('2.99 USD + 0.00012 BTC'); each the sum of its rows as shown. Only fee-less
 * currencies are left out, unless there is no fee at all ('0.00 USD').
 */
export function formatFeeTotals(intl: IntlShape, fees: FeeInCurrency[], feeCurrency: string): string {
  const decimalsOf = (currency: string) => feeDecimals(currency, feeCurrency);
  const totals = feeTotalsByCurrency(fees, decimalsOf);
  const shown = totals.filter(({ total }) => Number(total) !== 0);
  return (shown.length > 0 ? shown : [{ currency: feeCurrency, total: '0' }])
    .map(({ currency, total }) => `${amountText(intl, total, decimalsOf(currency))} ${currency}`)
    .join(' + ');
}

/** One fee in its currency, rounded as its row shows it. */
export function formatFeeIn(intl: IntlShape, fee: Fee, currency: string, feeCurrency: string): string {
  const [{ total }] = feeTotalsByCurrency([{ fee, currency }], (c) => feeDecimals(c, feeCurrency));
  return `${amountText(intl, total, feeDecimals(currency, feeCurrency))} ${currency}`;
}
