// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createIntl } from 'react-intl';
import {
  ceilTo,
  decimal,
  feeTotalsByCurrency,
  formatAmount,
  niceCeil,
  niceFloor,
  sumFees,
  toPlainDecimal,
  truncateDecimals,
  truncateTo,
} from '../../../src/lib/money.ts';
import { formatFee, formatFeeIn, formatFeeTotals } from '../../../src/components/FeeSummary/formatFee.ts';

// The exact arithmetic the properties are checked against: a decimal is an integer count of 10^-scale.
const pow10 = (n: number) => 10n ** BigInt(n);
const text = (units: bigint, scale: number) => {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};
const exact = fc.record({
  units: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  scale: fc.integer({ min: 0, max: 12 }),
});
const positive = fc.record({
  units: fc.bigInt({ min: 0n, max: 10n ** 20n }),
  scale: fc.integer({ min: 0, max: 12 }),
});
/** units/10^scale at `decimals` places, rounded by `round` on the integer quotient and remainder. */
const atDecimals = (
  { units, scale }: { units: bigint; scale: number },
  decimals: number,
  round: (q: bigint, r: bigint, d: bigint) => bigint,
) => {
  if (decimals >= scale) return text(units * pow10(decimals - scale), decimals);
  const d = pow10(scale - decimals);
  return text(round(units / d, units % d, d), decimals);
};
const towardZero = (q: bigint) => q;
const ceiling = (q: bigint, r: bigint) => (r > 0n ? q + 1n : q);
const halfUp = (q: bigint, r: bigint, d: bigint) =>
  2n * (r < 0n ? -r : r) >= d ? q + (r < 0n ? -1n : 1n) : q;

describe('exact arithmetic', () => {
  it('adds and subtracts without binary noise', () => {
    expect(toPlainDecimal(decimal(0.1).plus(0.2))).toBe('0.3');
    fc.assert(
      fc.property(exact, exact, (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const [ua, ub] = [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale)];
        expect(toPlainDecimal(decimal(text(a.units, a.scale)).plus(text(b.units, b.scale)))).toBe(
          text(ua + ub, scale),
        );
        expect(toPlainDecimal(decimal(text(a.units, a.scale)).minus(text(b.units, b.scale)))).toBe(
          text(ua - ub, scale),
        );
      }),
    );
  });

  it('writes plain text without exponent or trailing zeros', () => {
    expect(toPlainDecimal('42.10')).toBe('42.1');
    expect(toPlainDecimal('-1.5e-3')).toBe('-0.0015');
    expect(toPlainDecimal(1e-7)).toBe('0.0000001');
    expect(toPlainDecimal(2.5e21)).toBe('2500000000000000000000');
  });
});

describe('rounding', () => {
  it('truncateTo cuts towards zero, from text and from numbers (1.999999999 stays below 2)', () => {
    expect(toPlainDecimal(truncateTo(1.999999999, 8))).toBe('1.99999999');
    expect(toPlainDecimal(truncateTo('0.123456789', 8))).toBe('0.12345678');
    fc.assert(
      fc.property(exact, fc.integer({ min: 0, max: 10 }), (x, decimals) => {
        expect(toPlainDecimal(truncateTo(text(x.units, x.scale), decimals))).toBe(
          atDecimals(x, decimals, towardZero),
        );
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        (x, decimals) => {
          const cut = truncateTo(x, decimals);
          expect(cut.lte(x)).toBe(true);
          expect(
            decimal(x)
              .minus(cut)
              .lt(decimal(1).div(10 ** decimals)),
          ).toBe(true);
        },
      ),
    );
  });

  it('ceilTo rounds up, never down (fees and the amount to pay)', () => {
    expect(toPlainDecimal(ceilTo(decimal(100).times(0.029), 2))).toBe('2.9'); // 100 * 0.029 in floats is 2.9000000000000004
    fc.assert(
      fc.property(exact, fc.integer({ min: 0, max: 10 }), (x, decimals) => {
        expect(toPlainDecimal(ceilTo(text(x.units, x.scale), decimals))).toBe(
          atDecimals(x, decimals, ceiling),
        );
      }),
    );
  });

  it('formatAmount rounds half up (1.005 → 1.01) and writes no trailing zeros', () => {
    expect(formatAmount(1.005, 2)).toBe('1.01');
    expect(formatAmount('98.50', 2)).toBe('98.5');
    fc.assert(
      fc.property(exact, fc.integer({ min: 0, max: 10 }), (x, decimals) => {
        expect(formatAmount(text(x.units, x.scale), decimals)).toBe(atDecimals(x, decimals, halfUp));
      }),
    );
  });

  it('niceCeil and niceFloor keep 2 significant digits around the limit', () => {
    expect(niceCeil(0.0001234)).toBe(0.00013);
    expect(niceCeil(28.999999999999996)).toBe(29);
    expect(niceFloor(1234)).toBe(1200);
    expect(niceCeil(0)).toBe(0);
    fc.assert(
      fc.property(positive, ({ units, scale }) => {
        const x = text(units + 1n, scale);
        const [up, down] = [niceCeil(x), niceFloor(x)];
        expect(decimal(up).gte(x) && decimal(down).lte(x)).toBe(true);
        expect(decimal(up).c.length <= 2 && decimal(down).c.length <= 2).toBe(true);
      }),
    );
  });
});

describe('truncateDecimals (text being typed)', () => {
  it('cuts to 8 decimals by default and to the given count, never rounding up', () => {
    expect(truncateDecimals('1.999999999')).toBe('1.99999999');
    expect(truncateDecimals('1.129', 2)).toBe('1.12');
    expect(truncateDecimals('250.75', 0)).toBe('250');
  });

  it('keeps shorter values and a value still being typed', () => {
    expect(truncateDecimals('100')).toBe('100');
    expect(truncateDecimals('12.')).toBe('12.');
    expect(truncateDecimals('0.50', 2)).toBe('0.50');
  });
});

describe('fees', () => {
  it('rounds each fee half up to 2 decimals before adding them', () => {
    expect(sumFees(0.1, 0.2)).toBe(0.3);
    expect(sumFees('3.99', '1.01')).toBe(5);
    expect(sumFees('1.005', 0)).toBe(1.01);
    expect(sumFees('2.994', '0.514')).toBe(3.5);
    expect(sumFees('0.00012345', '1.2345')).toBe(1.23);
  });

  it('counts missing or non-numeric fees as 0', () => {
    expect(sumFees('2.5', undefined)).toBe(2.5);
    expect(sumFees(null, 'n/a', '')).toBe(0);
  });

  it('the fee summary rows shown add up to the total shown, in both languages', () => {
    const fee = fc
      .record({ units: fc.bigInt({ min: 0n, max: 10n ** 12n }), scale: fc.integer({ min: 0, max: 8 }) })
      .map(({ units, scale }) => text(units, scale));
    const intls = ['en-US', 'zh-CN'].map((locale) => createIntl({ locale }));
    const shown = (formatted: string) => decimal(formatted.replace(/ USD$/, '').replaceAll(',', ''));
    fc.assert(
      fc.property(fee, fee, (processingFee, networkFee) => {
        for (const intl of intls) {
          const rows = [processingFee, networkFee].map((row) => shown(formatFee(intl, row, 'USD')));
          const total = shown(formatFee(intl, [processingFee, networkFee], 'USD'));
          expect(toPlainDecimal(rows[0].plus(rows[1]))).toBe(toPlainDecimal(total));
        }
      }),
    );
  });

  it('totals fees per currency, never across currencies, each fee rounded as shown first', () => {
    expect(
      feeTotalsByCurrency(
        [
          { fee: '2.994', currency: 'USD' },
          { fee: '0.000123456', currency: 'BTC' },
          { fee: '0.514', currency: 'USD' },
        ],
        (currency) => (currency === 'USD' ? 2 : 8),
      ),
    ).toEqual([
      { currency: 'USD', total: '3.5' },
      { currency: 'BTC', total: '0.00012346' },
    ]);
    expect(
      feeTotalsByCurrency([
        { fee: '1.005', currency: 'EUR' },
        { fee: undefined, currency: 'EUR' },
      ]),
    ).toEqual([{ currency: 'EUR', total: '1.01' }]);
  });

  it('fee rows in two currencies add up to the total shown in each currency, in both languages', () => {
    const fee = fc
      .record({ units: fc.bigInt({ min: 1n, max: 10n ** 12n }), scale: fc.integer({ min: 0, max: 10 }) })
      .map(({ units, scale }) => text(units, scale));
    const intls = ['en-US', 'zh-CN'].map((locale) => createIntl({ locale }));
    const amountIn = (formatted: string, currency: string) => {
      const part = formatted.split(' + ').find((piece) => piece.endsWith(` ${currency}`));
      return decimal(part ? part.slice(0, -currency.length - 1).replaceAll(',', '') : '0');
    };
    fc.assert(
      fc.property(fee, fee, fee, (processing, network, other) => {
        for (const intl of intls) {
          const fees = [
            { fee: processing, currency: 'USD' },
            { fee: network, currency: 'ETH' },
            { fee: other, currency: 'USD' },
          ];
          const total = formatFeeTotals(intl, fees, 'USD');
          // Never one sum of both currencies: one amount per currency with a fee.
          expect(total.split(' + ').length).toBeLessThanOrEqual(2);
          for (const currency of ['USD', 'ETH']) {
            const rows = fees
              .filter((row) => row.currency === currency)
              .map((row) => amountIn(formatFeeIn(intl, row.fee, row.currency, 'USD'), currency));
            const sum = rows.reduce((a, b) => a.plus(b), decimal(0));
            expect(toPlainDecimal(amountIn(total, currency))).toBe(toPlainDecimal(sum));
          }
        }
      }),
    );
  });
});
