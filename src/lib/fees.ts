import { toPlainDecimal } from './decimal.ts';

type Fee = string | number | null | undefined;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Sign, integer digits and fraction digits of a fee; anything not a plain decimal counts as 0. */
function digitsOf(fee: Fee): [sign: string, integer: string, fraction: string] {
  const match = fee === null || fee === undefined ? null : DECIMAL.exec(toPlainDecimal(fee));
  return match ? [match[1], match[2] || '0', match[3] ?? ''] : ['', '0', ''];
}

/**
 * Processing fee plus network fee (or any fees) rounded half up to 2 decimals, computed on the decimal
 * digits so 0.1 + 0.2 is 0.3 and 1.005 is 1.01. Missing or non-numeric fees count as 0.
 */
export function sumFees(...fees: Fee[]): number {
  const parts = fees.map(digitsOf);
  const scale = Math.max(2, ...parts.map(([, , fraction]) => fraction.length));
  const total = parts.reduce((sum, [sign, integer, fraction]) => {
    const scaled = BigInt(`${integer}${fraction.padEnd(scale, '0')}`);
    return sign === '-' ? sum - scaled : sum + scaled;
  }, 0n);
  const magnitude = total < 0n ? -total : total;
  const divisor = 10n ** BigInt(scale - 2);
  const cents = magnitude / divisor + ((magnitude % divisor) * 2n >= divisor ? 1n : 0n);
  return ((total < 0n ? -1 : 1) * Number(cents)) / 100;
}
