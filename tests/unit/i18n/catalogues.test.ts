// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { loadCatalogue } from '../../../src/i18n/catalogues.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { blankRanges, compileCatalogue, descriptorTextRanges } from '../../../scripts/export-messages.ts';
import { catalogueProblems } from '../../../scripts/messages.ts';

const sources: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The argument names a message uses (plural, select, number… included), sorted. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type !== 0 && element.type !== 7) names.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if ('children' in element) argumentsOf(element.children, names);
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  // formatjs extract over src/: en-US.json is what the defineMessages say, zh-CN.json has exactly their ids.
  it('en-US.json is generated from the defineMessages (npm run messages) and every translation has exactly its ids', () => {
    expect(catalogueProblems()).toEqual([]);
  }, 60_000);

  it('has a non-empty text for every id of every locale', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(sources[locale]).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty.map(([id]) => `${locale}: ${id}`)).toEqual([]);
    }
  });

  it('translates every message with the arguments of its English text', () => {
    const mismatched = Object.entries(zhCN)
      .filter(
        ([id, text]) =>
          id in enUS &&
          argumentsOf(parse(text)).join() !== argumentsOf(parse(enUS[id as keyof typeof enUS])).join(),
      )
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it('loads each locale precompiled to the ICU AST, the same as compiling its file', async () => {
    for (const locale of LOCALES) {
      const loaded = await loadCatalogue(locale);
      expect(loaded).toEqual(compileCatalogue(sources[locale]));
      expect(await loadCatalogue(locale)).toBe(loaded);
    }
  });
});

describe("the app build's descriptor stripping", () => {
  const source = [
    "import { defineMessage, defineMessages } from 'react-intl';",
    'export const m = defineMessages<{ a: { n: number } }>({',
    "  a: { id: 'x.a', defaultMessage: '{n, plural, one {# item} other {# items}}', description: 'Count → shown' },",
    '  b: {',
    "    description: 'Button',",
    "    id: 'x.b',",
    "    defaultMessage: 'Go',",
    '  },',
    '});',
    "export const one = defineMessage({ id: 'x.c', defaultMessage: 'One', description: 'Alone' });",
    "export const other = { id: 'not.a.descriptor', description: 'kept' };",
  ].join('\n');

  it('drops defaultMessage and description of every descriptor, keeping lines and columns', () => {
    const stripped = blankRanges(source, descriptorTextRanges(source, 'x.messages.ts'));
    expect(stripped.split('\n').map((line) => line.length)).toEqual(
      source.split('\n').map((line) => line.length),
    );
    expect(stripped).not.toMatch(/defaultMessage|Count|Button|Alone|plural/);
    expect(stripped.replace(/\s+/g, ' ')).toContain("a: { id: 'x.a', }");
    expect(stripped.replace(/\s+/g, ' ')).toContain("defineMessage({ id: 'x.c', })");
    expect(stripped).toContain("{ id: 'not.a.descriptor', description: 'kept' }");
  });
});
