import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messagesFor } from '../i18n/catalogues.ts';
import { DEFAULT_LOCALE, isAppLocale, type AppLocale, type Messages } from '../i18n/locales.ts';
import type { KeyValueStorage } from './deps.ts';

/** Local-storage key of the language the buyer chose (in Settings); it wins over the browser's language. */
export const LOCALE_KEY = 'locale';

/** Fetches the published catalogue of a locale merged over the built-in one; never rejects. */
export type MessagesLoader = (locale: AppLocale) => Promise<Messages>;

/**
 * The interface language and its messages (built-in until the published file, if any, has arrived). A
 * language the buyer chose is kept in `storage` (local storage) and comes back on the next visit.
 */
export class LocaleStore {
  locale: AppLocale;
  private loaded: Partial<Record<AppLocale, Messages>> = {};
  private readonly loader?: MessagesLoader;
  private readonly requested = new Set<AppLocale>();
  private readonly storage?: KeyValueStorage;

  constructor(options: { locale?: AppLocale; loadMessages?: MessagesLoader; storage?: KeyValueStorage } = {}) {
    const chosen = options.storage?.getItem(LOCALE_KEY);
    this.locale = isAppLocale(chosen) ? chosen : (options.locale ?? DEFAULT_LOCALE);
    this.loader = options.loadMessages;
    this.storage = options.storage;
    // Catalogues are kept as given (not made deeply observable): react-intl only needs a new object when they change.
    makeAutoObservable<this, 'loaded' | 'loader' | 'requested' | 'load' | 'storage'>(this, {
      loaded: observableRef,
      loader: false,
      requested: false,
      load: false,
      storage: false,
    });
    this.load(this.locale);
  }

  get messages(): Messages {
    return this.loaded[this.locale] ?? messagesFor(this.locale);
  }

  setLocale(locale: AppLocale): void {
    this.locale = locale;
    this.load(locale);
  }

  /** The buyer's own choice (Settings): switched at once and remembered for the next visits. */
  chooseLocale(locale: AppLocale): void {
    this.setLocale(locale);
    this.storage?.setItem(LOCALE_KEY, locale);
  }

  private load(locale: AppLocale): void {
    if (!this.loader || this.requested.has(locale)) return;
    this.requested.add(locale);
    void this.loader(locale).then((messages) =>
      runInAction(() => {
        // A published file that only repeats the built-in texts changes nothing: no app-wide re-render.
        if (!sameMessages(messages, this.loaded[locale] ?? messagesFor(locale))) this.loaded = { ...this.loaded, [locale]: messages };
      }),
    );
  }
}

function sameMessages(a: Messages, b: Messages): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
