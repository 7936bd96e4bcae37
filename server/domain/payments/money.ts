/** Decimal amounts as exact fixed-point numbers (8 decimals): no floating-point drift in sums of money. */
const SCALE = 8;
const FACTOR = 10n ** BigInt(SCALE);

/** Parses '12', '12.5', 12.5 into units of 1e-8; digits beyond 8 decimals are truncated. */
export function toUnits(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(SCALE) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole || '0') * FACTOR + BigInt((fraction + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign ? -units : units;
}

/** Formats units as a decimal string with at most `decimals` digits (truncated), no trailing zeros. */
export function fromUnits(units: bigint, decimals = SCALE): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / FACTOR;
  const fraction = (abs % FACTOR).toString().padStart(SCALE, '0').slice(0, decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export const isDecimal = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

export const addAmounts = (a: string, b: string) => fromUnits(toUnits(a) + toUnits(b));
export const subtractAmounts = (a: string, b: string) => fromUnits(toUnits(a) - toUnits(b));
export const compareAmounts = (a: string, b: string) => {
  const diff = toUnits(a) - toUnits(b);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
};
