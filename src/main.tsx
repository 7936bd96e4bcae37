// Roboto in its Latin subset only: the app's languages are English and Chinese (CJK text uses the system fonts).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppTheme, resolveTokens } from '../theme/createTheme.ts';
import { App } from './App.tsx';
import { loadDebugTool } from './platform/debugTool.ts';
import { rememberPartnerInCookie } from './platform/firstScreenCookies.ts';
import { prerenderedScreen, storedKeys, wakePrerenderedScreen } from './platform/prerenderedScreen.ts';
import { registerServiceWorker } from './platform/serviceWorker.ts';
import { preloadScreenAt } from './routes/screens.ts';
import { partnerIdFor } from './shell/partnerId.ts';
import { openLandingEarly } from './shell/openLandingEarly.ts';
import { createRouterNavigation } from './shell/RouterNavigation.tsx';
import { createBrowserRootStore } from './stores/createBrowserRootStore.ts';
import { startsAsPrerendered } from './stores/firstVisit.ts';

async function start(): Promise<void> {
  // A plain /edit comes pre-rendered (scripts/prerender.ts). For a buyer whose stores start as the build's
  // did, the app hydrates it: React keeps the markup rather than building, styling and laying it out again.
  // Its first render must then be the pre-render's, so the gateway's answers reach the stores once it is in.
  const prerendered = prerenderedScreen();
  const landing = preloadScreenAt(window.location.pathname);
  const { navigate, BindNavigation } = createRouterNavigation();
  const { pathname, search } = window.location;
  let letAnswersIn = (): void => undefined;
  const hydrating =
    prerendered && !search && startsAsPrerendered(storedKeys())
      ? new Promise<void>((resolve) => (letAnswersIn = resolve))
      : undefined;
  const store = createBrowserRootStore(navigate, { answersAfter: hydrating });
  openLandingEarly(store, landing, { pathname, search, referrer: document.referrer || undefined });
  // The buyer's catalogue (chunks of its own, requested by the store) arrives while the theme tokens resolve:
  // Edit and the widgets render on their part of it, any other first page once it is whole.
  const partnerId = partnerIdFor(search, store.local);
  // A partner's theme is not pre-rendered: the gateway then sends the app's page for a plain /edit too.
  if (partnerId) rememberPartnerInCookie(partnerId);
  const messages = landing?.firstScreen ? store.locale.firstScreenReady : store.locale.ready;
  // The landing screen's code too (fetched since the start): its first render is then the app's first, with
  // no loading skeleton committed and replaced in between. A failed load is left to the screen's own.
  const [tokens] = await Promise.all([
    resolveTokens({ partnerId, query: search }),
    messages,
    landing?.preload().catch(() => undefined),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const theme = createAppTheme(tokens);
  const app = (onCommitted?: () => void) => (
    <StrictMode>
      <App store={store} theme={theme} bindNavigation={<BindNavigation />} onCommitted={onCommitted} />
    </StrictMode>
  );
  // In either case the rules of the pre-render's <style data-emotion> tags are not inserted again. A
  // transition: React renders the first tree in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task (a plain render is a blocking lane, rendered without a pause);
  // what the page shows stays on screen until the tree commits.
  if (prerendered && hydrating && store.locale.locale === document.documentElement.lang && !partnerId) {
    const hydrated = () => {
      wakePrerenderedScreen(prerendered);
      letAnswersIn();
    };
    startTransition(() => {
      hydrateRoot(prerendered, app(hydrated), {
        // A screen that differs after all (its text) is rendered anew by React: said, not thrown.
        onRecoverableError: (error) => console.warn('The pre-rendered screen was rendered again:', error),
      });
    });
  } else {
    letAnswersIn();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app()));
  }
  // Embedded in a partner's page: events to it, its set message heard (src/embed, partner origins only); the
  // purchase window a framed widget opened tells the same page. Only a framed or opened page loads the bridge:
  // a buyer on the app itself never downloads it.
  if (window.parent !== window)
    void import('./embed/bridge.ts').then(({ startEmbedBridge }) =>
      startEmbedBridge(store, partnerId, window),
    );
  else if (window.opener)
    void import('./embed/bridge.ts').then(({ startOpenedWindowBridge }) =>
      startOpenedWindowBridge(store, partnerId, window),
    );
  void registerServiceWorker();
  void loadDebugTool();
}

void start();
