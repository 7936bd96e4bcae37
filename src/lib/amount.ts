import { toPlainDecimal } from './decimal.ts';

/**
 * Cuts an amount to at most `digits` fraction digits without rounding ('1.129' with 2 → '1.12'): the
 * buyer is never shown or sent more than the token allows. A value still being typed ('12.') is kept.
 */
export function truncateDecimals(value: string | number, digits = 8): string {
  const plain = toPlainDecimal(value);
  const dot = plain.indexOf('.');
  if (dot === -1) return plain;
  if (digits <= 0) return plain.slice(0, dot);
  return plain.slice(0, dot + 1 + digits);
}
