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

/** Currencies handled between two points where a slice of work may hand the main thread back. */
const SLICE_ITEMS = 500;

/** Letters in the list's order: A–Z, then '#'. */
const byLetter = (a: string, b: string) =>
  a === b ? 0 : a === NON_LETTER ? 1 : b === NON_LETTER ? -1 : a < b ? -1 : 1;
const byKey = (a: SearchableCurrency, b: SearchableCurrency) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Sorts a list (by index letter, A–Z then '#', and by display symbol within a letter) with a lower-cased
 * search key per currency, so filtering per keystroke is a scan. A generator: each `yield` is a point where
 * the work may pause, so a long list can be prepared in idle time without one long task.
 */
function* sortingCurrencies(items: readonly CurrencyOption[]): Generator<void, SearchableCurrency[]> {
  const groups = new Map<string, SearchableCurrency[]>();
  for (let from = 0; from < items.length; from += SLICE_ITEMS) {
    for (const item of items.slice(from, from + SLICE_ITEMS)) {
      const entry: SearchableCurrency = {
        item,
        key: displaySymbol(item).toLowerCase(),
        letter: indexLetterOf(item),
        row: { kind: 'item', item, group: 'all', key: `all:${item.id}` },
      };
      const group = groups.get(entry.letter);
      if (group) group.push(entry);
      else groups.set(entry.letter, [entry]);
    }
    yield;
  }
  const sorted: SearchableCurrency[] = [];
  for (const letter of [...groups.keys()].sort(byLetter)) {
    for (const entry of groups.get(letter)!.sort(byKey)) sorted.push(entry);
    yield;
  }
  return sorted;
}

/** Runs a generator's work to its end at once. */
function finish<T>(work: Generator<void, T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Sorts once per list (A–Z, then '#') and keeps a lower-cased search key, so filtering per keystroke is a scan. */
export function prepareCurrencies(items: readonly CurrencyOption[]): SearchableCurrency[] {
  return finish(sortingCurrencies(items));
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
  return preparedLists.get(items) ?? finish(preparingCurrencies(items));
}

function* preparingCurrencies(items: readonly CurrencyOption[]): Generator<void, PreparedCurrencies> {
  const sorted = yield* sortingCurrencies(items);
  const popular = items.filter((item) => item.isPopular);
  let unfiltered: PickerRows | undefined;
  let last: { needle: string; matches: SearchableCurrency[]; rows: PickerRows } | undefined;
  const prepared: PreparedCurrencies = {
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
  // Prepared meanwhile (e.g. a picker opened during idle-time preparation): that one is kept.
  const earlier = preparedLists.get(items);
  if (earlier) return earlier;
  preparedLists.set(items, prepared);
  return prepared;
}

/**
 * Sorts, indexes and lays out a list's rows ahead of the picker's first opening, a slice at a time: each
 * `yield` is a point where the caller may hand the main thread back (the picker does it in idle time while
 * it is mounted closed). A list already prepared costs nothing.
 */
export function* preparingCurrencyPicker(items: readonly CurrencyOption[]): Generator<void, void> {
  if (items.length === 0 || preparedLists.has(items)) return;
  const prepared = yield* preparingCurrencies(items);
  yield;
  prepared.rowsFor('');
}

/** Sorts, indexes and lays out a list's rows ahead of the picker's first opening, at once. */
export function prepareCurrencyPicker(items: readonly CurrencyOption[]): void {
  finish(preparingCurrencyPicker(items));
}
