// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberSigns, sanitizeAmount } from '../../../src/components/AmountInput/sanitizeAmount.ts';

describe('sanitizeAmount', () => {
  it('keeps digits and the first dot only', () => {
    expect(sanitizeAmount('abc1.123456789')).toBe('1.12345678');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('-5e3')).toBe('53');
    expect(sanitizeAmount('')).toBe('');
  });

  it("reads the locale's grouping signs: '2,500' is 2500 in en-US and zh-CN, typed or pasted", () => {
    for (const locale of ['en-US', 'zh-CN']) {
      expect(sanitizeAmount('2,500', 8, locale)).toBe('2500');
      expect(sanitizeAmount('1,000.50', 8, locale)).toBe('1000.50');
      expect(sanitizeAmount('$1,234,567.891', 2, locale)).toBe('1234567.89');
    }
    expect(numberSigns('en-US')).toEqual({ group: ',', decimal: '.' });
    expect(numberSigns('zh-CN')).toEqual({ group: ',', decimal: '.' });
  });

  it('refuses a grouping sign that cannot group rather than guess it is a decimal sign', () => {
    expect(sanitizeAmount('12,5')).toBeNull();
    expect(sanitizeAmount('2,')).toBeNull();
    expect(sanitizeAmount('1.234,5')).toBeNull();
  });

  it("reads another locale's signs the same way (de-DE: '.' groups, ',' starts the decimals)", () => {
    expect(sanitizeAmount('2.500,75', 8, 'de-DE')).toBe('2500.75');
    expect(sanitizeAmount('12,5', 8, 'de-DE')).toBe('12.5');
  });

  it('writes a leading dot as 0. and drops redundant leading zeros', () => {
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('0')).toBe('0');
  });

  it('reads back, exactly, every amount the locale prints', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('en-US', 'zh-CN', 'de-DE'),
        (units, scale, locale) => {
          const amount =
            scale === 0
              ? String(units)
              : `${units / 10n ** BigInt(scale)}.${(units % 10n ** BigInt(scale)).toString().padStart(scale, '0')}`;
          const printed = new Intl.NumberFormat(locale, { minimumFractionDigits: scale }).format(
            amount as unknown as number,
          );
          expect(sanitizeAmount(printed, scale, locale)).toBe(amount);
        },
      ),
    );
  });

  it('allows no dot at all with 0 decimals', () => {
    expect(sanitizeAmount('12.99', 0)).toBe('12');
  });

  it('always yields a plain decimal with at most the allowed fraction digits, never above what was typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (raw, decimals) => {
        const out = sanitizeAmount(raw, decimals);
        fc.pre(out !== null);
        const fraction = decimals === 0 ? '' : `(\\.\\d{0,${decimals}})?`;
        expect(out).toMatch(new RegExp(`^(\\d+${fraction})?$`));
        expect(sanitizeAmount(out!, decimals)).toBe(out);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,6}\.\d{1,12}$/),
        fc.integer({ min: 0, max: 10 }),
        (typed, decimals) => {
          expect(Number(sanitizeAmount(typed, decimals))).toBeLessThanOrEqual(Number(typed));
        },
      ),
    );
  });
});
