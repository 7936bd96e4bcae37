import type { ListOption } from '../index.ts';

const displayNames = new Map<string, Intl.DisplayNames | undefined>();

function regionNames(locale: string): Intl.DisplayNames | undefined {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = undefined;
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale);
}

/** A country's name in the buyer's language (Intl.DisplayNames), else the gateway's name. */
export function countryName(code: string, locale: string, fallback: string): string {
  try {
    return regionNames(locale)?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The countries with their names in the buyer's language, in that language's alphabetical order. */
export function localizedCountries(countries: readonly ListOption[], locale: string): ListOption[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map(({ code, name }) => ({ code, name: countryName(code, locale, name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
