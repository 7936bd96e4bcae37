/**
 * Decimal helpers for amounts kept as JS numbers: every result is cut to a fixed number of decimals,
 * with a small tolerance so binary artefacts (0.29 * 100 = 28.999…) do not cost a unit.
 */
const EPSILON = 1e-7;
const scale = (decimals: number) => 10 ** decimals;

/** Cuts towards zero: what the buyer gets is never rounded up. */
export const truncateTo = (x: number, decimals: number) => Number((Math.floor(x * scale(decimals) + EPSILON) / scale(decimals)).toFixed(decimals));

/** Rounds up: fees and the amount to pay are never rounded down. */
export const ceilTo = (x: number, decimals: number) => Number((Math.ceil(x * scale(decimals) - EPSILON) / scale(decimals)).toFixed(decimals));

/** Decimal text without trailing zeros: 100, 98.5, 0.00102345. */
export function formatAmount(x: number, decimals: number): string {
  const fixed = x.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

const significant = (x: number, digits: number) => 10 ** (Math.floor(Math.log10(x)) - digits + 1);

/** A limit shown to people: 2 significant digits, rounded inwards (up for a minimum). */
export const niceCeil = (x: number) => {
  if (x <= 0) return 0;
  const unit = significant(x, 2);
  return Number((Math.ceil(x / unit - EPSILON) * unit).toPrecision(2));
};

/** A maximum shown to people: 2 significant digits, rounded down. */
export const niceFloor = (x: number) => {
  if (x <= 0) return 0;
  const unit = significant(x, 2);
  return Number((Math.floor(x / unit + EPSILON) * unit).toPrecision(2));
};

/** Decimals needed to write a number in full (for limits such as 0.00016). */
export const decimalsOf = (x: number) => {
  const text = String(x);
  if (text.includes('e-')) return Number(text.split('e-')[1]) + (text.split('e-')[0].split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
};
