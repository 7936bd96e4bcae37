// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildPickerRows,
  indexLetterOf,
  prepareCurrencies,
  preparedCurrencies,
  preparingCurrencyPicker,
  type CurrencyOption,
} from '../../../src/components/CurrencyPicker/currencyRows.ts';

const item = (symbol: string, extra: Partial<CurrencyOption> = {}): CurrencyOption => ({
  id: symbol,
  symbol,
  name: symbol,
  ...extra,
});
const labels = (rows: ReturnType<typeof buildPickerRows>['rows']) =>
  rows.map((r) => (r.kind === 'item' ? r.item.id : r.kind === 'group' ? `[${r.group}]` : `<${r.letter}>`));

describe('indexLetterOf', () => {
  it('files symbols under their first Latin letter, anything else under #', () => {
    expect(indexLetterOf(item('btc'))).toBe('B');
    expect(indexLetterOf(item('1INCH'))).toBe('#');
    expect(indexLetterOf(item('$WIF'))).toBe('#');
    expect(indexLetterOf(item('USDT_TRC20', { symbolUI: 'USDT' }))).toBe('U');
  });
});

describe('buildPickerRows', () => {
  const items = [
    item('ETH', { isPopular: true }),
    item('1INCH'),
    item('ada'),
    item('BTC', { isPopular: true }),
    item('AAVE'),
  ];
  const sorted = prepareCurrencies(items);
  const popular = items.filter((i) => i.isPopular);

  it('puts Popular in the given order first, then All sorted with letter headers and # last', () => {
    const { rows, letters } = buildPickerRows(sorted, popular, '');
    expect(labels(rows)).toEqual([
      '[popular]',
      'ETH',
      'BTC',
      '[all]',
      '<A>',
      'AAVE',
      'ada',
      '<B>',
      'BTC',
      '<E>',
      'ETH',
      '<#>',
      '1INCH',
    ]);
    // Fixed heights: group headers 40 px, letters 28 px, currencies 56 px; the list's height last.
    expect(buildPickerRows(sorted, popular, '').starts).toEqual([
      0, 40, 96, 152, 192, 220, 276, 332, 360, 416, 444, 500, 528, 584,
    ]);
    expect(letters).toEqual([
      { letter: 'A', rowIndex: 4 },
      { letter: 'B', rowIndex: 7 },
      { letter: 'E', rowIndex: 9 },
      { letter: '#', rowIndex: 11 },
    ]);
  });

  it('matches the display symbol case-insensitively and drops the Popular group while searching', () => {
    const { rows } = buildPickerRows(sorted, popular, ' A ');
    expect(labels(rows)).toEqual(['[all]', '<A>', 'AAVE', 'ada']);
    const byDisplay = prepareCurrencies([item('USDT_TRC20', { symbolUI: 'USDT' })]);
    expect(buildPickerRows(byDisplay, [], 'trc').rows).toEqual([]);
    expect(buildPickerRows(byDisplay, [], 'usdt').rows).toHaveLength(3);
  });

  it('gives no rows when nothing matches', () => {
    expect(buildPickerRows(sorted, popular, 'zzz')).toEqual({
      rows: [],
      letters: [],
      itemRows: [],
      starts: [0],
    });
  });
});

describe('preparedCurrencies', () => {
  const items = [item('ETH', { isPopular: true }), item('USDT'), item('USDC'), item('SUSD'), item('BTC')];

  it('prepares a list once per items array', () => {
    expect(preparedCurrencies(items)).toBe(preparedCurrencies(items));
    expect(preparedCurrencies([...items])).not.toBe(preparedCurrencies(items));
  });

  it('gives what a fresh search gives while a query grows, shrinks and changes', () => {
    const prepared = preparedCurrencies(items);
    const popular = items.filter((i) => i.isPopular);
    for (const query of ['u', 'us', 'usd', 'usdt', 'usd', 'sd', 'b', '', 'zz', 'usdc']) {
      const expected = buildPickerRows(prepareCurrencies(items), popular, query);
      expect(labels(prepared.rowsFor(query).rows)).toEqual(labels(expected.rows));
      expect(prepared.rowsFor(query).starts).toEqual(expected.starts);
    }
  });
});

describe('preparingCurrencyPicker', () => {
  // Symbols in every letter, digits and signs, in a scrambled order.
  const symbols = Array.from({ length: 3000 }, (_, i) => {
    const n = (i * 7919) % 3000;
    return `${'ABCDEFGHIJKLMNOPQRSTUVWXYZ19$'[n % 29]}${n.toString(36).toUpperCase()}`;
  });
  const items = symbols.map((symbol) => item(symbol, { isPopular: symbol.endsWith('7') }));

  it('prepares a long list in many small steps, to the list a fresh preparation gives', () => {
    const work = preparingCurrencyPicker(items);
    let pauses = 0;
    while (!work.next().done) pauses++;
    // 3,000 currencies: a pause at least every 500 of them and after each of the 27 index letters.
    expect(pauses).toBeGreaterThanOrEqual(6 + 27);
    const all = labels(preparedCurrencies(items).rowsFor('').rows);
    expect(all).toEqual(
      labels(
        buildPickerRows(
          prepareCurrencies(items),
          items.filter((i) => i.isPopular),
          '',
        ).rows,
      ),
    );
    const listed = all.slice(all.indexOf('[all]')).filter((label) => !label.startsWith('<'));
    // Latin initials A–Z first, anything else after Z, each part by symbol.
    const sortKey = (symbol: string) => `${/^[A-Z]/.test(symbol) ? 0 : 1}${symbol.toLowerCase()}`;
    expect(listed.slice(1)).toEqual([...symbols].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1)));
  });

  it('has nothing left to do for a list already prepared', () => {
    const prepared = preparedCurrencies(items);
    expect(preparingCurrencyPicker(items).next().done).toBe(true);
    expect(preparedCurrencies(items)).toBe(prepared);
  });
});
