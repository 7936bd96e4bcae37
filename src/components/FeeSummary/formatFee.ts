import type { IntlShape } from 'react-intl';
import { sumFees } from '../../lib/index.ts';

type Fee = number | string | undefined;

/** Fees (summed when several) rounded half up to 2 decimals in the locale's digits, with their currency: '3.50 USD'. */
export function formatFee(intl: IntlShape, fees: Fee | Fee[], currency?: string): string {
  const total = sumFees(...(Array.isArray(fees) ? fees : [fees]));
  const amount = intl.formatNumber(total, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${amount} ${currency}` : amount;
}
