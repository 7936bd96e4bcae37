import { describe, expect, it } from 'vitest';
import { sumFees } from '../../../src/lib/fees.ts';

describe('sumFees', () => {
  it('adds processing and network fee without floating-point noise', () => {
    expect(sumFees(0.1, 0.2)).toBe(0.3);
    expect(sumFees('3.99', '1.01')).toBe(5);
  });

  it('rounds half up to 2 decimals', () => {
    expect(sumFees('1.005', 0)).toBe(1.01);
    expect(sumFees('2.994', '0')).toBe(2.99);
    expect(sumFees('0.00012345', '1.2345')).toBe(1.23);
  });

  it('counts missing or non-numeric fees as 0', () => {
    expect(sumFees('2.5', undefined)).toBe(2.5);
    expect(sumFees(null, 'n/a')).toBe(0);
  });
});
