// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLocale } from '../../../src/lib/detectLocale.ts';

describe('detectLocale', () => {
  it.each([
    [['zh-CN'], 'zh-CN'],
    [['zh-TW', 'en'], 'zh-CN'],
    [['ZH'], 'zh-CN'],
    [['en-GB', 'zh-CN'], 'en-US'],
    [['fr-FR'], 'en-US'],
    [[], 'en-US'],
    [undefined, 'en-US'],
  ] as const)('%j gives %s', (languages, locale) => {
    expect(detectLocale(languages)).toBe(locale);
  });
});
