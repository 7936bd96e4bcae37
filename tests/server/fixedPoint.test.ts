import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import BigJs from 'big.js';
import { ceilTo, decimal, truncateTo } from '../../src/lib/money.ts';
import {
  compare,
  fixedOf,
  fixedOfNumber,
  fixedText,
  minus,
  plus,
  quotient,
  roundTo,
  times,
} from '../../server/domain/offers/fixedPoint.ts';

/** The quote's arithmetic (server/domain/offers/fixedPoint.ts) gives big.js's digits, money.ts's roundings. */
const Reference = BigJs();
Reference.NE = -1e6;
Reference.PE = 1e6;

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 12 }))
  .map(([negative, units, scale]) => decimal(`${negative ? '-' : ''}${units}e-${scale}`).toString());
const nonZero = decimalText.filter((text) => !decimal(text).eq(0));
const decimals = fc.integer({ min: 0, max: 10 });

describe('fixed-point amounts', () => {
  it('print, add, subtract, multiply and compare as big.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [fixedOf(decimal(a)), fixedOf(decimal(b))];
        expect(fixedText(x)).toBe(decimal(a).toString());
        expect(fixedText(plus(x, y))).toBe(decimal(a).plus(b).toString());
        expect(fixedText(minus(x, y))).toBe(decimal(a).minus(b).toString());
        expect(fixedText(times(x, y))).toBe(decimal(a).times(b).toString());
        expect(compare(x, y)).toBe(decimal(a).cmp(b));
      }),
    );
  });

  it('round down, away from zero and up as money.ts does', () => {
    fc.assert(
      fc.property(decimalText, decimals, (a, places) => {
        const x = fixedOf(decimal(a));
        expect(fixedText(roundTo(x, places, 'down'))).toBe(truncateTo(a, places).toString());
        expect(fixedText(roundTo(x, places, 'ceil'))).toBe(ceilTo(a, places).toString());
        expect(fixedText(roundTo(x, places, 'up'))).toBe(
          decimal(a).round(places, Reference.roundUp).toString(),
        );
      }),
    );
  });

  it('divides to a number of places, cut towards or away from zero, as big.js does', () => {
    fc.assert(
      fc.property(decimalText, nonZero, decimals, (a, b, places) => {
        const [x, y] = [fixedOf(decimal(a)), fixedOf(decimal(b))];
        Reference.DP = places;
        Reference.RM = Reference.roundDown;
        expect(fixedText(quotient(x, y, places, 'down'))).toBe(new Reference(a).div(b).toString());
        Reference.RM = Reference.roundUp;
        expect(fixedText(quotient(x, y, places, 'up'))).toBe(new Reference(a).div(b).toString());
      }),
    );
  });

  it('reads a number as the decimal it prints as', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const read = fixedOfNumber(n);
        if (/e/.test(String(n))) expect(read).toBeUndefined();
        else expect(fixedText(read!)).toBe(decimal(n).toString());
      }),
    );
    expect(fixedText(fixedOfNumber(100)!)).toBe('100');
    expect(fixedText(fixedOfNumber(0.1)!)).toBe('0.1');
  });
});
