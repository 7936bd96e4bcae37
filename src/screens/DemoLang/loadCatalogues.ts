import { LOCALES, type Messages } from '../../i18n/locales.ts';
import type { Catalogues } from './catalogueRows.ts';

/** The shipped catalogues by file name, loaded on first use (this page's chunk, never the entry's). */
const files = import.meta.glob<Messages>('../../i18n/messages/*.json', { import: 'default' });

/** Every available locale's built-in catalogue; a locale without a file has none (all its keys show as missing). */
export async function loadBuiltInCatalogues(): Promise<Catalogues> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const load = files[`../../i18n/messages/${locale}.json`];
      return [locale, load ? await load() : undefined] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalogues;
}
