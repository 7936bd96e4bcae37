// Roboto's Latin faces only (theme/robotoFaces.ts): the app's languages are English and Chinese (CJK text uses
// the system fonts).
import '../theme/fonts/roboto.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppTheme, resolveTokens } from '../theme/createTheme.ts';
import { App } from './App.tsx';
import { loadDebugTool } from './platform/debugTool.ts';
import { rememberPartnerInCookie } from './platform/firstScreenCookies.ts';
import { nextTask, onIdle } from './platform/idle.ts';
import { registerServiceWorker } from './platform/serviceWorker.ts';
import { matchLocation } from './routes/match.ts';
import { preloadScreenAt, screens } from './routes/screens.ts';
import { partnerIdFor } from './shell/partnerId.ts';
import { createRouterNavigation } from './shell/RouterNavigation.tsx';
import { createBrowserRootStore } from './stores/createBrowserRootStore.ts';

async function start(): Promise<void> {
  const landing = preloadScreenAt(window.location.pathname);
  const { navigate, BindNavigation } = createRouterNavigation();
  const store = createBrowserRootStore(navigate);
  const { pathname, search } = window.location;
  // A quote screen's first requests leave now, beside the screen's code, the catalogue and the theme, not
  // once the screen has mounted: the token lists and the first quote (the screen's own open joins this one)
  // and, on Edit, the caller's country for the header.
  if (landing === screens.edit || landing === screens.buyWidgetV1) {
    const match = matchLocation(pathname);
    const getCurrency = match?.kind === 'route' ? match.params.getCurrency : undefined;
    store.quote.openEarly({ search, getCurrency, referrer: document.referrer || undefined });
    if (landing === screens.edit) void store.countries.load();
  }
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
  // On a plain /edit the gateway sent Edit pre-rendered (scripts/prerender.ts): the first commit replaces it
  // with the same screen, and the rules of its <style data-emotion> tags are not inserted again.
  const reactRoot = createRoot(root);
  // A transition: React renders the first tree in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task (a plain render is a blocking lane, rendered without a pause);
  // index.html's outline stays on screen until the tree commits.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} theme={createAppTheme(tokens)} bindNavigation={<BindNavigation />} />
      </StrictMode>,
    );
  });
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
  // The offline shell is for the next visit: its registration waits for the page's first idle time.
  onIdle(() => void registerServiceWorker());
  void loadDebugTool();
}

// The app's modules are evaluated in one task (about 100 ms at 4x CPU); the stores and the first requests of
// start() (about 80 ms more) in the next one, so that neither keeps a tap waiting as long as both would.
void nextTask().then(start);
