import type { AppLocale, Messages } from '../../i18n/locales.ts';

/** The catalogues shown side by side: each available locale's messages (undefined: its file is missing). */
export type Catalogues = Record<AppLocale, Messages | undefined>;

/** One message key with its text in each locale; `missing` lists the locales without a text for it. */
export interface CatalogueRow {
  key: string;
  texts: Partial<Record<AppLocale, string>>;
  missing: AppLocale[];
}

export interface RowFilter {
  /** Key prefix of a screen or component (e.g. 'order.confirmAddress'); '' for every key. */
  prefix: string;
  /** Text searched, case-insensitively, in the keys and in the texts of the shown locales. */
  query: string;
  /** Only keys without a text in some locale. */
  missingOnly: boolean;
  /** Locales whose texts are searched (the ones shown). */
  locales: readonly AppLocale[];
}

/** Every key of any catalogue, in key order, with its texts; an empty or blank text counts as missing. */
export function catalogueRows(catalogues: Catalogues, locales: readonly AppLocale[]): CatalogueRow[] {
  const keys = new Set<string>();
  for (const locale of locales) for (const key of Object.keys(catalogues[locale] ?? {})) keys.add(key);
  return [...keys].sort().map((key) => {
    const texts: CatalogueRow['texts'] = {};
    const missing: AppLocale[] = [];
    for (const locale of locales) {
      const text = catalogues[locale]?.[key];
      if (typeof text === 'string' && text.trim() !== '') texts[locale] = text;
      else missing.push(locale);
    }
    return { key, texts, missing };
  });
}

/** A key is under a prefix when it is the prefix or continues it after a dot. */
const underPrefix = (key: string, prefix: string) =>
  prefix === '' || key === prefix || key.startsWith(`${prefix}.`);

export function filterRows(rows: readonly CatalogueRow[], filter: RowFilter): CatalogueRow[] {
  const query = filter.query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      underPrefix(row.key, filter.prefix) &&
      (!filter.missingOnly || row.missing.length > 0) &&
      (query === '' ||
        row.key.toLowerCase().includes(query) ||
        filter.locales.some((locale) => row.texts[locale]?.toLowerCase().includes(query))),
  );
}

/**
 * The screens and components the keys belong to: their first two segments ('order.confirmAddress',
 * 'components.amountInput'), without the key's own last segment ('payMethods.upi' is under 'payMethods');
 * a key of one segment is its own group. In key order, with how many keys each has.
 */
export function keyGroups(rows: readonly CatalogueRow[]): Array<{ prefix: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { key } of rows) {
    const segments = key.split('.');
    const prefix = segments.slice(0, Math.max(1, Math.min(2, segments.length - 1))).join('.');
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].map(([prefix, count]) => ({ prefix, count }));
}
