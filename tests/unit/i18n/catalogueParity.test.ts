import { describe, expect, it } from 'vitest';
import { builtInMessages } from '../../../src/i18n/catalogues.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';

/** Keys present in one catalogue and not in the other, named so the failure says what to add. */
function keyDifferences(reference: Record<string, string>, other: Record<string, string>) {
  return {
    missing: Object.keys(reference).filter((key) => !(key in other)),
    extra: Object.keys(other).filter((key) => !(key in reference)),
  };
}

describe('message catalogues', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
    it(`${locale} has exactly the keys of en-US`, () => {
      expect(keyDifferences(builtInMessages['en-US'], builtInMessages[locale])).toEqual({ missing: [], extra: [] });
    });
  }

  it('has a non-empty text for every key of every locale', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(builtInMessages[locale]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => `${locale}: ${key}`)).toEqual([]);
    }
  });
});
