import type { MessageFormatElement } from 'react-intl';
import { LOCALES, type AppLocale } from './locales.ts';

/** A catalogue as react-intl gets it: id → the message precompiled to the ICU AST (no parsing at run time). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

type CatalogueModule = Promise<{ default: CompiledMessages }>;

/**
 * The built-in catalogues, compiled from src/i18n/messages/<locale>.json at build time by
 * scripts/export-messages.ts, each locale in two chunks of its own: `virtual:i18n/<locale>`, the messages the
 * first screen needs (the shell, Edit and the widgets: scripts/firstScreenMessages.ts), and
 * `virtual:i18n/<locale>/rest`. A buyer loads only their locale's.
 */
const importers: Record<AppLocale, { firstScreen: () => CatalogueModule; rest: () => CatalogueModule }> = {
  'en-US': { firstScreen: () => import('virtual:i18n/en-US'), rest: () => import('virtual:i18n/en-US/rest') },
  'zh-CN': { firstScreen: () => import('virtual:i18n/zh-CN'), rest: () => import('virtual:i18n/zh-CN/rest') },
};

const loaded: Partial<Record<AppLocale, CompiledMessages>> = {};
const loading = new Map<AppLocale, Promise<CompiledMessages>>();
const firstScreenLoading = new Map<AppLocale, Promise<CompiledMessages>>();

/** Imports a chunk once; a failed import is tried again on the next call. */
function importOnce<T>(cache: Map<AppLocale, Promise<T>>, locale: AppLocale, load: () => Promise<T>) {
  let pending = cache.get(locale);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

/** The messages of a locale the first screen needs (the whole catalogue if that is loaded already). */
export function loadFirstScreenCatalogue(locale: AppLocale): Promise<CompiledMessages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  // A copy of the chunk's messages: the rest of the catalogue is added to it (loadCatalogue), not to the module.
  return importOnce(firstScreenLoading, locale, () =>
    importers[locale].firstScreen().then((module) => ({ ...module.default })),
  );
}

/** Loads a locale's whole built-in catalogue once (a failed load is tried again on the next call). */
export function loadCatalogue(locale: AppLocale): Promise<CompiledMessages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    // The rest is added to the first screen's object itself: react-intl already holds that one, and the screen
    // on show uses none of the rest, so its arrival re-renders nothing (a new object re-rendered every component
    // under the IntlProvider, about 230 of them on Edit, in one blocking task).
    pending = Promise.all([loadFirstScreenCatalogue(locale), importers[locale].rest()]).then(
      ([firstScreen, rest]) => (loaded[locale] = Object.assign(firstScreen, rest.default)),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Settles when every catalogue asked for so far is loaded whole: a screen other than the first one waits
 * for it before it renders (src/routes/screens.ts), so it never shows a message id.
 */
export const wholeCataloguesLoaded = (): Promise<unknown> => Promise.allSettled([...loading.values()]);

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
