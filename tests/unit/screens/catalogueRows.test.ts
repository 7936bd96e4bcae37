// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { LOCALES } from '../../../src/i18n/locales.ts';
import {
  catalogueRows,
  filterRows,
  keyGroups,
  type Catalogues,
} from '../../../src/screens/DemoLang/catalogueRows.ts';
import { loadBuiltInCatalogues } from '../../../src/screens/DemoLang/loadCatalogues.ts';

const catalogues: Catalogues = {
  'en-US': {
    'order.confirmAddress.title': 'Confirm address',
    'order.confirmAddress.confirm': 'Confirm',
    'order.confirmAddressExtra.note': 'Not the same screen',
    'quote.continue': 'Continue',
    'login.email.label': 'E-mail',
  },
  'zh-CN': {
    'order.confirmAddress.title': '确认地址',
    'order.confirmAddress.confirm': '   ',
    'quote.continue': '继续',
    'login.email.label': '电子邮箱',
    'zh.only': '只有中文',
  },
};
const all = { prefix: '', query: '', missingOnly: false, locales: LOCALES };

describe('the catalogues side by side', () => {
  const rows = catalogueRows(catalogues, LOCALES);

  it('lists every key of any language once, in key order, with its text in each', () => {
    expect(rows.map((row) => row.key)).toEqual([
      'login.email.label',
      'order.confirmAddress.confirm',
      'order.confirmAddress.title',
      'order.confirmAddressExtra.note',
      'quote.continue',
      'zh.only',
    ]);
    expect(rows.find((row) => row.key === 'quote.continue')).toEqual({
      key: 'quote.continue',
      texts: { 'en-US': 'Continue', 'zh-CN': '继续' },
      missing: [],
    });
  });

  it('flags a key a language has no text for (absent, empty or blank)', () => {
    const missing = Object.fromEntries(
      rows.filter((row) => row.missing.length > 0).map((row) => [row.key, row.missing]),
    );
    expect(missing).toEqual({
      'order.confirmAddress.confirm': ['zh-CN'],
      'order.confirmAddressExtra.note': ['zh-CN'],
      'zh.only': ['en-US'],
    });
  });

  it('a language without a catalogue has every key missing', () => {
    expect(catalogueRows({ 'en-US': { a: 'A' }, 'zh-CN': undefined }, LOCALES)).toEqual([
      { key: 'a', texts: { 'en-US': 'A' }, missing: ['zh-CN'] },
    ]);
  });

  it('filters by a screen’s key prefix: its keys, not a longer name that starts alike', () => {
    expect(filterRows(rows, { ...all, prefix: 'order.confirmAddress' }).map((row) => row.key)).toEqual([
      'order.confirmAddress.confirm',
      'order.confirmAddress.title',
    ]);
  });

  it('finds a word in the keys or in the texts of the languages shown, whatever its case', () => {
    expect(filterRows(rows, { ...all, query: 'CONFIRM' }).map((row) => row.key)).toHaveLength(3);
    expect(filterRows(rows, { ...all, query: '确认' }).map((row) => row.key)).toEqual([
      'order.confirmAddress.title',
    ]);
    expect(filterRows(rows, { ...all, query: '确认', locales: ['en-US'] })).toEqual([]);
    expect(filterRows(rows, { ...all, query: 'e-mail' }).map((row) => row.key)).toEqual([
      'login.email.label',
    ]);
  });

  it('keeps only the keys missing a text, within the other filters', () => {
    expect(
      filterRows(rows, { ...all, missingOnly: true, prefix: 'order.confirmAddress' }).map((row) => row.key),
    ).toEqual(['order.confirmAddress.confirm']);
  });

  it('names the screens and components by the keys’ first two segments, with their counts', () => {
    expect(keyGroups(rows)).toEqual([
      { prefix: 'login.email', count: 1 },
      { prefix: 'order.confirmAddress', count: 2 },
      { prefix: 'order.confirmAddressExtra', count: 1 },
      { prefix: 'quote', count: 1 },
      { prefix: 'zh', count: 1 },
    ]);
  });

  it('puts a key of two segments under its first one, so the list names groups and not single keys', () => {
    const flat = catalogueRows(
      {
        'en-US': { 'payMethods.upi': 'UPI', 'payMethods.card': 'Card', 'mail.footer': 'F', solo: 'S' },
        'zh-CN': {},
      },
      ['en-US'],
    );
    expect(keyGroups(flat)).toEqual([
      { prefix: 'mail', count: 1 },
      { prefix: 'payMethods', count: 2 },
      { prefix: 'solo', count: 1 },
    ]);
  });
});

describe('the built-in catalogues', () => {
  it('load lazily for every available language, exactly as shipped', async () => {
    expect(await loadBuiltInCatalogues()).toEqual({ 'en-US': enUS, 'zh-CN': zhCN });
  });

  it('stay quick to list and filter at a few thousand keys', () => {
    const big: Catalogues = { 'en-US': {}, 'zh-CN': {} };
    for (let i = 0; i < 3000; i += 1) {
      big['en-US']![`screen${i % 60}.part${i}.text`] = `Text number ${i}`;
      if (i % 7) big['zh-CN']![`screen${i % 60}.part${i}.text`] = `文本 ${i}`;
    }
    const started = performance.now();
    const rows = catalogueRows(big, LOCALES);
    for (const query of ['s', 'sc', 'scr', 'screen1', 'screen12.part']) filterRows(rows, { ...all, query });
    expect(rows).toHaveLength(3000);
    expect(rows.filter((row) => row.missing.length > 0)).toHaveLength(429);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
