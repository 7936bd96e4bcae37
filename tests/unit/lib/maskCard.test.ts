// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskCardNumber } from '../../../src/lib/maskCard.ts';

describe('maskCardNumber', () => {
  it('shows only the last four digits of a full or spaced number', () => {
    expect(maskCardNumber('4242424242424242')).toBe('**** **** **** 4242');
    expect(maskCardNumber('5555 5555 5555 4444')).toBe('**** **** **** 4444');
  });

  it('accepts the stored last four digits', () => {
    expect(maskCardNumber('1881')).toBe('**** **** **** 1881');
  });
});
