import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeAmount } from '../../../src/components/AmountInput/sanitizeAmount.ts';

describe('sanitizeAmount', () => {
  it('keeps digits and the first dot only', () => {
    expect(sanitizeAmount('abc1.123456789')).toBe('1.12345678');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('-5e3')).toBe('53');
    expect(sanitizeAmount('')).toBe('');
  });

  it('reads a lone comma as the decimal separator and drops thousands commas', () => {
    expect(sanitizeAmount('12,5')).toBe('12.5');
    expect(sanitizeAmount('1,000.50')).toBe('1000.50');
  });

  it('writes a leading dot as 0. and drops redundant leading zeros', () => {
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('0')).toBe('0');
  });

  it('allows no dot at all with 0 decimals', () => {
    expect(sanitizeAmount('12.99', 0)).toBe('12');
  });

  it('always yields a plain decimal with at most the allowed fraction digits, never above what was typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (raw, decimals) => {
        const out = sanitizeAmount(raw, decimals);
        const fraction = decimals === 0 ? '' : `(\\.\\d{0,${decimals}})?`;
        expect(out).toMatch(new RegExp(`^(\\d+${fraction})?$`));
        expect(sanitizeAmount(out, decimals)).toBe(out);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}\.\d{1,12}$/), fc.integer({ min: 0, max: 10 }), (typed, decimals) => {
        expect(Number(sanitizeAmount(typed, decimals))).toBeLessThanOrEqual(Number(typed));
      }),
    );
  });
});
