import type { MessageFormatElement } from 'react-intl';
import { LOCALES, type AppLocale } from './locales.ts';

/** A catalogue as react-intl gets it: id → the message precompiled to the ICU AST (no parsing at run time). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The built-in catalogues, each its own chunk (`virtual:i18n/<locale>`, compiled from
 * src/i18n/messages/<locale>.json at build time by scripts/export-messages.ts): a buyer loads only theirs.
 */
const importers: Record<AppLocale, () => Promise<{ default: CompiledMessages }>> = {
  'en-US': () => import('virtual:i18n/en-US'),
  'zh-CN': () => import('virtual:i18n/zh-CN'),
};

const loaded: Partial<Record<AppLocale, CompiledMessages>> = {};
const loading = new Map<AppLocale, Promise<CompiledMessages>>();

/** Loads a locale's built-in catalogue once (a failed load is tried again on the next call). */
export function loadCatalogue(locale: AppLocale): Promise<CompiledMessages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then(
      (module) => (loaded[locale] = module.default),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Every locale's catalogue (tests, stories, the language demo). */
export const loadAllCatalogues = (): Promise<CompiledMessages[]> => Promise.all(LOCALES.map(loadCatalogue));

/** The built-in catalogue of a locale if it has been loaded. */
export const loadedCatalogue = (locale: AppLocale): CompiledMessages | undefined => loaded[locale];

/** The built-in catalogue of a locale, which must have been loaded (`await loadCatalogue(locale)`). */
export function messagesFor(locale: AppLocale): CompiledMessages {
  const messages = loaded[locale];
  if (!messages)
    throw new Error(`The ${locale} messages are not loaded yet: await loadCatalogue('${locale}') first.`);
  return messages;
}
