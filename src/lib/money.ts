import BigJs from 'big.js';

/**
 * The one money module of the app and the gateway. Amounts are exact decimals (big.js), never binary
 * floating point, and every rounding names its direction. A number is read as the decimal it prints as
 * (0.1 is 0.1), so sums such as 0.1 + 0.2 are exact.
 */
const Big = BigJs(); // a constructor of our own: these settings are nobody else's
Big.DP = 40; // decimals a division keeps before a rounding on purpose
Big.NE = -1e6; // text never in exponent notation: 1e-7 is '0.0000001'
Big.PE = 1e6;

export type Decimal = BigJs;
export type Amount = string | number | Decimal;

export const decimal = (x: Amount): Decimal => new Big(x);

/** The smallest and the largest of some amounts. */
export const minOf = (...xs: Amount[]) => xs.map(decimal).reduce((a, b) => (b.lt(a) ? b : a));
export const maxOf = (...xs: Amount[]) => xs.map(decimal).reduce((a, b) => (b.gt(a) ? b : a));

/** Plain decimal text without exponent or trailing zeros: 1e-7 → '0.0000001', '42.10' → '42.1'. */
export const toPlainDecimal = (x: Amount) => decimal(x).toString();

/** Unsigned decimal text such as '100' or '100.50'. */
export const isDecimal = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

/** Cut towards zero to `decimals` places: what the buyer gets is never rounded up. */
export const truncateTo = (x: Amount, decimals: number) => decimal(x).round(decimals, Big.roundDown);

/** Rounded up (towards +∞) to `decimals` places: fees and the amount to pay are never rounded down. */
export const ceilTo = (x: Amount, decimals: number) => {
  const value = decimal(x);
  return value.round(decimals, value.lt(0) ? Big.roundDown : Big.roundUp);
};

/** Decimal text rounded half up to `decimals` places, without trailing zeros: 100, 98.5, 0.00102345. */
export const formatAmount = (x: Amount, decimals: number) =>
  decimal(x).round(decimals, Big.roundHalfUp).toString();

/** A minimum shown to people: 2 significant digits, rounded up (0.0001234 → 0.00013). */
export const niceCeil = (x: Amount) => (decimal(x).lte(0) ? 0 : decimal(x).prec(2, Big.roundUp).toNumber());

/** A maximum shown to people: 2 significant digits, rounded down. */
export const niceFloor = (x: Amount) =>
  decimal(x).lte(0) ? 0 : decimal(x).prec(2, Big.roundDown).toNumber();

/**
 * Text of an amount cut to at most `digits` fraction digits, never rounded ('1.129' with 2 → '1.12'):
 * the buyer is never shown or sent more than the token allows. Text still being typed keeps its form
 * ('12.', '1.50').
 */
export function truncateDecimals(text: string, digits = 8): string {
  const dot = text.indexOf('.');
  return dot === -1 ? text : text.slice(0, digits > 0 ? dot + 1 + digits : dot);
}

type Fee = Amount | null | undefined;

/** A fee as shown: rounded half up to 2 decimals (1.005 → 1.01); missing or not a number counts as 0. */
function feeShown(fee: Fee): Decimal {
  try {
    return decimal(typeof fee === 'string' ? fee.trim() : (fee ?? 0)).round(2, Big.roundHalfUp);
  } catch {
    return decimal(0);
  }
}

/**
 * The total of fees as shown: each fee is rounded before they are added, so the rows shown add up to the
 * total shown (2.994 + 0.514 → 2.99 + 0.51 = 3.50, not 3.51).
 */
export const sumFees = (...fees: Fee[]) =>
  fees.reduce<Decimal>((sum, fee) => sum.plus(feeShown(fee)), decimal(0)).toNumber();

/** A fee in its own currency (SPEC §3 fee data: processingFee/processingFeeSymbol, networkFee/networkFeeSymbol). */
export interface FeeInCurrency {
  fee: Fee;
  currency: string;
}

/** A fee as shown, rounded half up to `decimals`; missing or not a number counts as 0. */
export function feeRounded(fee: Fee, decimals = 2): Decimal {
  try {
    return decimal(typeof fee === 'string' ? fee.trim() : (fee ?? 0)).round(decimals, Big.roundHalfUp);
  } catch {
    return decimal(0);
  }
}

/**
 * Fees in several currencies, totalled per currency and never across currencies: each fee rounded as
 * shown (`decimalsOf` its currency, 2 by default) before it is added, so the rows shown add up to the total
 * shown in each currency. The currencies in the order they first appear; amounts as plain decimal text.
 */
export function feeTotalsByCurrency(
  fees: FeeInCurrency[],
  decimalsOf: (currency: string) => number = () => 2,
): { currency: string; total: string }[] {
  const totals = new Map<string, Decimal>();
  for (const { fee, currency } of fees) {
    totals.set(currency, (totals.get(currency) ?? decimal(0)).plus(feeRounded(fee, decimalsOf(currency))));
  }
  return [...totals].map(([currency, total]) => ({ currency, total: total.toString() }));
}
