import { describe, expect, it } from 'vitest';
import { truncateDecimals } from '../../../src/lib/amount.ts';
import { toPlainDecimal } from '../../../src/lib/decimal.ts';

describe('truncateDecimals', () => {
  it('cuts to 8 decimals by default, never rounding up', () => {
    expect(truncateDecimals('0.123456789')).toBe('0.12345678');
    expect(truncateDecimals('1.999999999')).toBe('1.99999999');
  });

  it('cuts to the given count, and to the integer with 0', () => {
    expect(truncateDecimals('1.129', 2)).toBe('1.12');
    expect(truncateDecimals('250.75', 0)).toBe('250');
  });

  it('keeps shorter values and a value still being typed', () => {
    expect(truncateDecimals('100')).toBe('100');
    expect(truncateDecimals('12.')).toBe('12.');
    expect(truncateDecimals('0.5', 2)).toBe('0.5');
  });

  it('writes numbers in exponent form out in full first', () => {
    expect(truncateDecimals(1e-7)).toBe('0.0000001');
    expect(truncateDecimals(1.23456789e-5, 6)).toBe('0.000012');
    expect(truncateDecimals(2.5e21)).toBe('2500000000000000000000');
  });
});

describe('toPlainDecimal', () => {
  it('leaves plain values alone and expands exponents', () => {
    expect(toPlainDecimal('42.10')).toBe('42.10');
    expect(toPlainDecimal('-1.5e-3')).toBe('-0.0015');
    expect(toPlainDecimal('1.5E2')).toBe('150');
  });
});
