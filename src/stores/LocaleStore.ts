import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messagesFor } from '../i18n/catalogues.ts';
import { DEFAULT_LOCALE, type AppLocale, type Messages } from '../i18n/locales.ts';

/** Fetches the published catalogue of a locale merged over the built-in one; never rejects. */
export type MessagesLoader = (locale: AppLocale) => Promise<Messages>;

/** The interface language and its messages (built-in until the published file, if any, has arrived). */
export class LocaleStore {
  locale: AppLocale;
  private loaded: Partial<Record<AppLocale, Messages>> = {};
  private readonly loader?: MessagesLoader;
  private readonly requested = new Set<AppLocale>();

  constructor(options: { locale?: AppLocale; loadMessages?: MessagesLoader } = {}) {
    this.locale = options.locale ?? DEFAULT_LOCALE;
    this.loader = options.loadMessages;
    // Catalogues are kept as given (not made deeply observable): react-intl only needs a new object when they change.
    makeAutoObservable<this, 'loaded' | 'loader' | 'requested' | 'load'>(this, {
      loaded: observableRef,
      loader: false,
      requested: false,
      load: false,
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
