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
import { GatewayAnswers } from './platform/gatewayAnswers.ts';
import { prerenderedScreen, storedKeys, wakePrerenderedScreen } from './platform/prerenderedScreen.ts';
import { registerServiceWorker } from './platform/serviceWorker.ts';
import { preloadScreenAt } from './routes/screens.ts';
import { partnerIdFor } from './shell/partnerId.ts';
import { openLandingEarly } from './shell/openLandingEarly.ts';
import { createRouterNavigation } from './shell/RouterNavigation.tsx';
import { createBrowserRootStore } from './stores/createBrowserRootStore.ts';
import { startsAsPrerendered } from './stores/firstVisit.ts';

async function start(): Promise<void> {
  // A plain /edit comes pre-rendered (scripts/prerender.ts): taken before the stores write anything.
  const prerendered = prerenderedScreen();
  const storedAsPrerendered = startsAsPrerendered(storedKeys());
  const landing = preloadScreenAt(window.location.pathname);
  const { navigate, BindNavigation } = createRouterNavigation();
  const { pathname, search } = window.location;
  const answers = new GatewayAnswers();
  const store = createBrowserRootStore(navigate, answers);
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
  // The rules of the pre-render's <style data-emotion> tags are not inserted again. A transition: React
  // renders the first tree in slices of a few milliseconds, yielding to the browser between them, instead of
  // in one task (a plain render is a blocking lane, rendered without a pause); what the page shows stays on
  // screen until the tree commits.
  if (
    prerendered &&
    storedAsPrerendered &&
    !search &&
    !partnerId &&
    store.locale.locale === document.documentElement.lang &&
    answers.noneYet
  ) {
    // The stores start as the build's pre-render did, and no answer has come yet: the app hydrates the screen,
    // keeping its markup instead of building, styling and laying it out again. Answers wait until it is in.
    // Once answers have come, a first render with them is cheaper than a hydration and then their update.
    const letAnswersIn = answers.hold();
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
