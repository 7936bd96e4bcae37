// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDate } from '../../../src/lib/age.ts';

describe('ageOn (adults only, in the browser and on the gateway)', () => {
  const today = new Date(Date.UTC(2026, 10, 23));
  it.each([
    ['2008-11-23', 18],
    ['2008-11-24', 17],
    ['1990-12-10', 35],
    ['2000-02-29', 26],
    ['2026-11-24', -1],
  ])('born %s → %i on 2026-11-23', (birth, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('knows no age for a day that does not exist', () => {
    expect(ageOn('1990-02-30', today)).toBeUndefined();
    expect(ageOn('1990-13-01', today)).toBeUndefined();
    expect(parseIsoDate('2001-02-29')).toBeUndefined();
    expect(parseIsoDate('2004-02-29')).toEqual({ year: 2004, month: 2, day: 29 });
  });
});
