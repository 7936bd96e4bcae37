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

export type PickerRow =
  | { kind: 'group'; group: 'popular' | 'all' }
  | { kind: 'letter'; letter: string }
  | { kind: 'item'; item: CurrencyOption; group: 'popular' | 'all' };

export interface PickerRows {
  rows: PickerRow[];
  /** Index letters in display order, each with the row it jumps to. */
  letters: Array<{ letter: string; rowIndex: number }>;
}

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
}

/** Sorts once per list (A–Z, then '#') and keeps a lower-cased search key, so filtering per keystroke is a scan. */
export function prepareCurrencies(items: readonly CurrencyOption[]): SearchableCurrency[] {
  const prepared = items.map((item) => ({
    item,
    key: displaySymbol(item).toLowerCase(),
    letter: indexLetterOf(item),
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
  const needle = query.trim().toLowerCase();
  const matches = needle ? sorted.filter((entry) => entry.key.includes(needle)) : sorted;
  const rows: PickerRow[] = [];
  const letters: PickerRows['letters'] = [];
  if (matches.length === 0) return { rows, letters };

  if (!needle && popular.length > 0) {
    rows.push({ kind: 'group', group: 'popular' });
    for (const item of popular) rows.push({ kind: 'item', item, group: 'popular' });
  }
  rows.push({ kind: 'group', group: 'all' });
  let current: string | undefined;
  for (const entry of matches) {
    if (entry.letter !== current) {
      current = entry.letter;
      letters.push({ letter: current, rowIndex: rows.length });
      rows.push({ kind: 'letter', letter: current });
    }
    rows.push({ kind: 'item', item: entry.item, group: 'all' });
  }
  return { rows, letters };
}
