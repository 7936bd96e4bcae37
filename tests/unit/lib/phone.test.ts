// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidE164, phoneValue, splitPhone } from '../../../src/lib/phone.ts';

describe('phone numbers in E.164 (libphonenumber-js, in the browser and on the gateway)', () => {
  it.each([
    ['+447911123456', true],
    ['+8613812345678', true],
    ['+49301234567', true],
    ['+44791112', false],
    ['+44 7911 123456', false],
    ['07911123456', false],
  ])('%s valid: %s', (number, valid) => {
    expect(isValidE164(number)).toBe(valid);
  });

  it('stores a national number typed for a country in E.164', () => {
    expect(phoneValue('GB', '07911 123456')).toBe('+447911123456');
    expect(phoneValue('CN', '138 1234 5678')).toBe('+8613812345678');
  });

  it('keeps a wrong number as typed (so the form says it is wrong) and nothing for no digit', () => {
    expect(phoneValue('GB', '0123')).toBe('+44123');
    expect(isValidE164(phoneValue('GB', '0123')!)).toBe(false);
    expect(phoneValue('GB', ' - ')).toBeUndefined();
  });

  it('shows a stored number again in its country', () => {
    expect(splitPhone('+447911123456', ['GB'])).toEqual({ country: 'GB', national: '07911 123456' });
    expect(splitPhone('+33612345678')).toEqual({ country: 'FR', national: '06 12 34 56 78' });
  });
});
