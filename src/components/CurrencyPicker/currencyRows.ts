/** A currency (or country) the picker lists; the fields of the SPEC's list item. */
export interface CurrencyOption {
  id: string;
  symbol: string;
  /** Symbol to display (and search); falls back to `symbol`. */
  symbolUI?: string;
  name: string;
  nameUI?: string;
  logo?: string;
  /** Shown as a badge, e.g. 'TRC20'. */
  network?: string;
  isPopular?: boolean;
}

/** A row of the list; `key` identifies it across results (a currency still listed after a keystroke keeps its row). */
export type PickerRow =
  | { kind: 'group'; group: 'popular' | 'all'; key: string }
  | { kind: 'letter'; letter: string; key: string }
  | { kind: 'item'; item: CurrencyOption; group: 'popular' | 'all'; key: string };

export interface PickerRows {
  rows: PickerRow[];
  /** Index letters in display order, each with the row it jumps to. */
  letters: Array<{ letter: string; rowIndex: number }>;
  /** The row index of each currency row, in order (the keyboard moves along these). */
  itemRows: number[];
  /** Each row's top in px, and the list's height last (rows.length + 1 entries): rows have fixed heights. */
  starts: number[];
}

export const ITEM_HEIGHT = 56;
export const GROUP_HEIGHT = 40;
export const LETTER_HEIGHT = 28;

/** Symbols not starting with a Latin letter are listed under '#', after Z. */
export const NON_LETTER = '#';

export const displaySymbol = (item: CurrencyOption) => item.symbolUI || item.symbol;
export const displayName = (item: CurrencyOption) => item.nameUI || item.name;

export function indexLetterOf(item: CurrencyOption): string {
  const first = displaySymbol(item).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : NON_LETTER;
}

export interface SearchableCurrency {
  item: CurrencyOption;
  key: string;
  letter: string;
  /** Its row in All, built once: a keystroke lists these rows again instead of allocating new ones. */
  row: PickerRow;
}

const groupRows = {
  popular: { kind: 'group', group: 'popular', key: 'group:popular' },
  all: { kind: 'group', group: 'all', key: 'group:all' },
} as const satisfies Record<string, PickerRow>;
const letterRows = new Map<string, PickerRow>();
const letterRow = (letter: string): PickerRow => {
  let row = letterRows.get(letter);
  if (!row) letterRows.set(letter, (row = { kind: 'letter', letter, key: `letter:${letter}` }));
  return row;
};

/** Sorts once per list (A–Z, then '#') and keeps a lower-cased search key, so filtering per keystroke is a scan. */
export function prepareCurrencies(items: readonly CurrencyOption[]): SearchableCurrency[] {
  const prepared = items.map((item) => ({
    item,
    key: displaySymbol(item).toLowerCase(),
    letter: indexLetterOf(item),
    row: { kind: 'item', item, group: 'all', key: `all:${item.id}` } as const,
  }));
  const bucket = (letter: string) => (letter === NON_LETTER ? 1 : 0);
  return prepared.sort(
    (a, b) => bucket(a.letter) - bucket(b.letter) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/**
 * The flat list the virtualised picker renders: without a search, the Popular group (in the given order)
 * then All with a header per letter; with a search, only the matching part of All (case-insensitive match
 * on the display symbol).
 */
export function buildPickerRows(
  sorted: readonly SearchableCurrency[],
  popular: readonly CurrencyOption[],
  query: string,
): PickerRows {
  return rowsOf(popular, sorted.filter(matcher(query)), query.trim() === '');
}

const matcher = (query: string) => {
  const needle = query.trim().toLowerCase();
  return (entry: SearchableCurrency) => entry.key.includes(needle);
};

function rowsOf(
  popular: readonly CurrencyOption[],
  matches: readonly SearchableCurrency[],
  withPopular: boolean,
): PickerRows {
  const rows: PickerRow[] = [];
  const letters: PickerRows['letters'] = [];
  const itemRows: number[] = [];
  const starts: number[] = [];
  let top = 0;
  const push = (row: PickerRow, height: number) => {
    starts.push(top);
    top += height;
    rows.push(row);
  };
  if (matches.length > 0) {
    if (withPopular && popular.length > 0) {
      push(groupRows.popular, GROUP_HEIGHT);
      for (const item of popular) {
        itemRows.push(rows.length);
        push({ kind: 'item', item, group: 'popular', key: `popular:${item.id}` }, ITEM_HEIGHT);
      }
    }
    push(groupRows.all, GROUP_HEIGHT);
    let current: string | undefined;
    for (const entry of matches) {
      if (entry.letter !== current) {
        current = entry.letter;
        letters.push({ letter: current, rowIndex: rows.length });
        push(letterRow(current), LETTER_HEIGHT);
      }
      itemRows.push(rows.length);
      push(entry.row, ITEM_HEIGHT);
    }
  }
  starts.push(top);
  return { rows, letters, itemRows, starts };
}

/**
 * A list's currencies prepared once per items array (not per opening): sorted, with their search keys and
 * the rows of the unfiltered list. Typing narrows the previous result when the query only grew.
 */
export interface PreparedCurrencies {
  sorted: SearchableCurrency[];
  popular: CurrencyOption[];
  rowsFor: (query: string) => PickerRows;
}

const preparedLists = new WeakMap<readonly CurrencyOption[], PreparedCurrencies>();

export function preparedCurrencies(items: readonly CurrencyOption[]): PreparedCurrencies {
  let prepared = preparedLists.get(items);
  if (prepared) return prepared;
  const sorted = prepareCurrencies(items);
  const popular = items.filter((item) => item.isPopular);
  let unfiltered: PickerRows | undefined;
  let last: { needle: string; matches: SearchableCurrency[]; rows: PickerRows } | undefined;
  prepared = {
    sorted,
    popular,
    rowsFor(query) {
      const needle = query.trim().toLowerCase();
      if (!needle) return (unfiltered ??= rowsOf(popular, sorted, true));
      if (last?.needle === needle) return last.rows;
      // Every match of "usd" contains "us": only the previous matches need looking at.
      const from = last && needle.includes(last.needle) ? last.matches : sorted;
      const matches = from.filter(matcher(needle));
      last = { needle, matches, rows: rowsOf(popular, matches, false) };
      return last.rows;
    },
  };
  preparedLists.set(items, prepared);
  return prepared;
}

/**
 * Sorts, indexes and lays out a list's rows ahead of the picker's first opening (call it in idle time once
 * the list is known); the picker does it itself while it is mounted closed.
 */
export function prepareCurrencyPicker(items: readonly CurrencyOption[]): void {
  if (items.length > 0) preparedCurrencies(items).rowsFor('');
}
