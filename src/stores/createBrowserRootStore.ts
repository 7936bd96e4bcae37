import { withFirstAnswers } from '../api/firstAnswers.ts';
import { detectLocale } from '../lib/detectLocale.ts';
import { callerCurrencyFromCookie, rememberLocaleInCookie } from '../platform/firstScreenCookies.ts';
import { idle, nextTask } from '../platform/idle.ts';
import { savesData } from '../platform/savesData.ts';
import { fingerprintVisitorId } from '../platform/tracking.ts';
import { holdReactionsUntil } from './holdReactions.ts';
import { loadRemoteMessages } from './loadRemoteMessages.ts';
import { browserStorageOr } from './memoryStorage.ts';
import { RootStore } from './RootStore.ts';

/** The router's navigate function (react-router's `router.navigate` or `useNavigate()` fits). */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * The app's RootStore over the real browser: web storage, Date.now, window.fetch and the router. With
 * `answersAfter`, the gateway's answers (and failures) reach the stores only once it has settled: the app's
 * first render then shows the state the build's pre-render showed, as taking over its page needs (main.tsx).
 * `prefetchScreen` fetches the code of the screen at a pathname (the routes' preload): the navigator's
 * prefetch, which a buyer saving data skips.
 */
export function createBrowserRootStore(
  navigate: NavigateFunction,
  answersAfter?: Promise<void>,
  prefetchScreen?: (pathname: string) => void,
): RootStore {
  // The first screen's first requests may have gone out with its page, before this code came.
  const fetch = withFirstAnswers((input, init) => window.fetch(input, init), window);
  // The held answers reach several stores, each through its own promise callbacks (the lists, then the quote
  // asked once they are in): one render shows them all, in the next task, instead of one render each.
  void answersAfter?.then(() => holdReactionsUntil(nextTask()));
  const currentUrl = () => window.location.pathname + window.location.search;
  const local = browserStorageOr(() => window.localStorage);
  return new RootStore({
    clock: { now: () => Date.now() },
    local,
    // FingerprintJS once per browser, kept in local storage.
    visitorId: () => fingerprintVisitorId(local),
    session: browserStorageOr(() => window.sessionStorage),
    navigator: {
      // Going where the buyer already is (a double click landing twice) replaces the entry: Back never shows the same page again.
      navigate: (to, options) =>
        void navigate(to, to === currentUrl() ? { ...options, replace: true } : options),
      currentUrl,
      prefetch: (to) => {
        if (!savesData()) prefetchScreen?.(to.split(/[?#]/)[0]);
      },
    },
    fetch,
    answersAfter,
    callerCurrency: callerCurrencyFromCookie(),
    // Who brought the buyer besides the query: the referring page, else the page framing the widget.
    arrival: {
      referrer: document.referrer,
      embedder: window.location.ancestorOrigins?.[0],
      ownOrigin: window.location.origin,
    },
    apiBase: import.meta.env.VITE_API_BASE,
    locale: detectLocale(window.navigator.languages),
    rememberLocale: (locale) => rememberLocaleInCookie(locale),
    // The published messages (the language list, then the locale's file, merged and compared with the built-in
    // ones) wait for idle time: the first screen and its first quote do not wait behind them.
    loadMessages: (locale) =>
      Promise.all([idle(), answersAfter]).then(() =>
        loadRemoteMessages(locale, { fetch, storageBaseUrl: import.meta.env.VITE_I18N_STORAGE_BASE_URL }),
      ),
  });
}
