import type { Decimal } from '../../../src/lib/money.ts';

/**
 * Exact decimals as a whole number of 10^-scale units (a BigInt), for the per-amount arithmetic of a quote:
 * the same digits as money.ts's big.js (tests/unit/fixedPoint.test.ts compares them), at a small fraction of
 * the cost, since an inquiry prices a dozen offers or more. Every rounding names its direction.
 */
export interface Fixed {
  units: bigint;
  scale: number;
}

/** Towards zero, away from zero, or towards +∞. */
export type Direction = 'down' | 'up' | 'ceil';

const POWERS = Array.from({ length: 48 }, (_, n) => 10n ** BigInt(n));
const pow10 = (n: number) => POWERS[n] ?? 10n ** BigInt(n);

/** A big.js decimal (its digits c, exponent e and sign s) as a Fixed. */
export function fixedOf(x: Decimal): Fixed {
  const units = BigInt(x.c.join('')) * (x.s < 0 ? -1n : 1n);
  const scale = x.c.length - 1 - x.e;
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A number read as the decimal it prints as (as big.js reads it); undefined for exponent notation. */
export function fixedOfNumber(x: number): Fixed | undefined {
  const match = PLAIN.exec(String(x));
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const units = BigInt(match[2] + fraction);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

const unitsAt = (x: Fixed, scale: number) => x.units * pow10(scale - x.scale);

export const plus = (a: Fixed, b: Fixed): Fixed => {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) + unitsAt(b, scale), scale };
};

export const minus = (a: Fixed, b: Fixed): Fixed => plus(a, { units: -b.units, scale: b.scale });

export const times = (a: Fixed, b: Fixed): Fixed => ({ units: a.units * b.units, scale: a.scale + b.scale });

export const compare = (a: Fixed, b: Fixed): number => {
  const scale = Math.max(a.scale, b.scale);
  const d = unitsAt(a, scale) - unitsAt(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** The quotient num ÷ den of whole numbers rounded to a whole number in the direction. */
function divide(num: bigint, den: bigint, direction: Direction): bigint {
  const q = num / den; // towards zero
  if (direction === 'down' || num % den === 0n) return q;
  const positive = num < 0n === den < 0n;
  if (direction === 'ceil') return positive ? q + 1n : q;
  return positive ? q + 1n : q - 1n;
}

/** Rounded to `decimals` places in the direction (kept as it is when it has no more places). */
export function roundTo(x: Fixed, decimals: number, direction: Direction): Fixed {
  if (x.scale <= decimals) return x;
  return { units: divide(x.units, pow10(x.scale - decimals), direction), scale: decimals };
}

/** a ÷ b to `decimals` places, rounded in the direction by the remainder (exact). */
export function quotient(a: Fixed, b: Fixed, decimals: number, direction: Direction): Fixed {
  const shift = b.scale + decimals - a.scale;
  const num = shift >= 0 ? a.units * pow10(shift) : a.units;
  const den = shift >= 0 ? b.units : b.units * pow10(-shift);
  return { units: divide(num, den, direction), scale: decimals };
}

/** Plain decimal text without exponent or trailing zeros, as money.ts prints it: '100', '0.0008627'. */
export function fixedText({ units, scale }: Fixed): string {
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    const point = digits.length - scale;
    const fraction = digits.slice(point).replace(/0+$/, '');
    digits = fraction ? `${digits.slice(0, point)}.${fraction}` : digits.slice(0, point);
  }
  return negative && digits !== '0' ? `-${digits}` : digits;
}
