import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  loadCatalogue,
  loadedCatalogue,
  loadFirstScreenCatalogue,
  type CompiledMessages,
} from '../i18n/catalogues.ts';
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '../i18n/locales.ts';
import type { KeyValueStorage } from './deps.ts';

/** Local-storage key of the language the buyer chose (in Settings); it wins over the browser's language. */
export const LOCALE_KEY = 'locale';

/** Fetches the published catalogue of a locale merged over the built-in one; never rejects. */
export type MessagesLoader = (locale: AppLocale) => Promise<CompiledMessages>;

/**
 * The interface language and its messages (built-in until the published file, if any, has arrived). A
 * language the buyer chose is kept in `storage` (local storage) and comes back on the next visit.
 * Each locale's built-in catalogue is a chunk of its own, loaded on first use: a switch to a locale not
 * loaded yet happens when its catalogue has arrived (`ready` says when the current one is there).
 */
export class LocaleStore {
  locale: AppLocale;
  private builtIn: Partial<Record<AppLocale, CompiledMessages>> = {};
  private loaded: Partial<Record<AppLocale, CompiledMessages>> = {};
  private wanted: AppLocale;
  private readonly loader?: MessagesLoader;
  private readonly requested = new Set<AppLocale>();
  private readonly missedBeforeWhole = new Set<AppLocale>();
  private readonly storage?: KeyValueStorage;
  private readonly remember?: (locale: AppLocale) => void;
  /** Resolves once the built-in catalogue of the starting locale is loaded whole. */
  readonly ready: Promise<void>;
  /**
   * Resolves once the starting locale's messages of the first screen are there (src/i18n/catalogues.ts):
   * the app may render Edit or a widget on them while the rest of the catalogue arrives.
   */
  readonly firstScreenReady: Promise<void>;

  constructor(
    options: {
      locale?: AppLocale;
      loadMessages?: MessagesLoader;
      storage?: KeyValueStorage;
      /** Also keeps the buyer's choice where the gateway reads it (told again at start, for earlier choices). */
      rememberChoice?: (locale: AppLocale) => void;
    } = {},
  ) {
    const chosen = options.storage?.getItem(LOCALE_KEY);
    this.locale = isAppLocale(chosen) ? chosen : (options.locale ?? DEFAULT_LOCALE);
    this.wanted = this.locale;
    this.loader = options.loadMessages;
    this.storage = options.storage;
    this.remember = options.rememberChoice;
    if (isAppLocale(chosen)) this.remember?.(chosen);
    const builtIn = loadedCatalogue(this.locale);
    if (builtIn) this.builtIn = { [this.locale]: builtIn };
    // Catalogues are kept as given (not made deeply observable): react-intl only needs a new object when they change.
    makeAutoObservable<
      this,
      | 'builtIn'
      | 'loaded'
      | 'wanted'
      | 'loader'
      | 'requested'
      | 'missedBeforeWhole'
      | 'load'
      | 'storage'
      | 'remember'
      | 'ready'
      | 'firstScreenReady'
    >(this, {
      builtIn: observableRef,
      loaded: observableRef,
      wanted: true,
      loader: false,
      requested: false,
      missedBeforeWhole: false,
      messageMissing: false,
      load: false,
      storage: false,
      remember: false,
      ready: false,
      firstScreenReady: false,
    });
    const starting = this.locale;
    this.firstScreenReady = loadFirstScreenCatalogue(starting).then((messages) =>
      runInAction(() => {
        if (!this.builtIn[starting]) this.builtIn = { ...this.builtIn, [starting]: messages };
      }),
    );
    this.firstScreenReady.catch(() => undefined); // as `ready`: whoever awaits it sees the failure
    this.ready = this.catalogue(this.locale).then(() => undefined);
    this.ready.catch(() => undefined); // reported by catalogue(); whoever awaits `ready` sees the failure
    this.load(this.locale);
  }

  /** The messages of the current locale: the published file over the built-in catalogue ({} before it has loaded). */
  get messages(): CompiledMessages {
    return this.loaded[this.locale] ?? this.builtIn[this.locale] ?? EMPTY;
  }

  /**
   * A message the screen asked for was not there: before the rest of the catalogue came, it will be once that
   * arrives, and the screen is then rendered again.
   */
  messageMissing(): void {
    if (!loadedCatalogue(this.locale)) this.missedBeforeWhole.add(this.locale);
  }

  /** The locale the buyer asked for last: shown as chosen at once, while its catalogue may still be on its way. */
  get chosenLocale(): AppLocale {
    return this.wanted;
  }

  /** Switches to a locale; at once when its catalogue is loaded, else as soon as it is (the last call wins). */
  setLocale(locale: AppLocale): void {
    this.wanted = locale;
    const builtIn = this.builtIn[locale] ?? loadedCatalogue(locale);
    if (builtIn) {
      if (!this.builtIn[locale]) this.builtIn = { ...this.builtIn, [locale]: builtIn };
      this.locale = locale;
      this.load(locale);
      return;
    }
    void this.catalogue(locale).then(
      () => runInAction(() => this.wanted === locale && this.setLocale(locale)),
      () => undefined,
    );
  }

  /** The buyer's own choice (Settings): switched (once its messages are there) and remembered for the next visits. */
  chooseLocale(locale: AppLocale): void {
    this.setLocale(locale);
    this.storage?.setItem(LOCALE_KEY, locale);
    this.remember?.(locale);
  }

  private catalogue(locale: AppLocale): Promise<CompiledMessages> {
    return loadCatalogue(locale).then(
      (messages) => {
        // The whole catalogue is the first screen's object grown (src/i18n/catalogues.ts): what is on screen
        // renders again (a new object for react-intl) only if it asked for a message of the rest before it came.
        const shown = this.builtIn[locale];
        const missed = this.missedBeforeWhole.delete(locale);
        if (shown === messages && !missed) return messages;
        const next = shown === messages ? { ...messages } : messages;
        runInAction(() => (this.builtIn = { ...this.builtIn, [locale]: next }));
        return messages;
      },
      (error: unknown) => {
        console.warn(`The ${locale} messages could not be loaded.`, error);
        throw error;
      },
    );
  }

  private load(locale: AppLocale): void {
    if (!this.loader || this.requested.has(locale)) return;
    this.requested.add(locale);
    void this.loader(locale).then((messages) =>
      runInAction(() => {
        // A published file that only repeats the built-in texts changes nothing: no app-wide re-render.
        const current = this.loaded[locale] ?? this.builtIn[locale];
        if (!current || !sameMessages(messages, current))
          this.loaded = { ...this.loaded, [locale]: messages };
      }),
    );
  }
}

const EMPTY: CompiledMessages = {};

function sameMessages(a: CompiledMessages, b: CompiledMessages): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}
