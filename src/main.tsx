// Roboto's Latin faces only (theme/robotoFaces.ts): the app's languages are English and Chinese (CJK text uses
// the system fonts).
import '../theme/fonts/roboto.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppTheme, resolveTokens } from '../theme/createTheme.ts';
import { App } from './App.tsx';
import { loadDebugTool } from './platform/debugTool.ts';
import { rememberPartnerInCookie } from './platform/firstScreenCookies.ts';
import { nextTask, onIdle } from './platform/idle.ts';
import { registerServiceWorker } from './platform/serviceWorker.ts';
import { TRACKING_ITEMS } from './platform/tracking.ts';
import { webStorageHoldsOnly } from './platform/webStorageHolds.ts';
import { pressTappedAhead } from './platform/tappedAhead.ts';
import { handOnTyped, putTyped, typedInto, type TypedText } from './platform/typedAhead.ts';
import { askLandingRequests } from './routes/landingRequests.ts';
import { preloadScreenAt } from './routes/screens.ts';
import { partnerIdFor } from './shell/partnerId.ts';
import { AfterFirstCommit } from './shell/AfterFirstCommit.tsx';
import { preloadTouchRipple } from './shell/touchRippleOnDemand.tsx';
import { createRouterNavigation } from './shell/RouterNavigation.tsx';
import { createBrowserRootStore } from './stores/createBrowserRootStore.ts';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // On a plain /edit the gateway sent Edit pre-rendered (scripts/prerender.ts). The app takes that page
  // over (hydrates it) instead of replacing it, so its first render creates no elements and moves nothing. The
  // gateway's answers wait for that render, which must show what the pre-render showed: nothing answered yet.
  const prerendered = root.querySelector<HTMLElement>(':scope > [data-prerendered]');
  let releaseAnswers = () => {};
  const answersAfter = prerendered ? new Promise<void>((resolve) => (releaseAnswers = resolve)) : undefined;
  const landing = preloadScreenAt(window.location.pathname);
  const { navigate, BindNavigation } = createRouterNavigation();
  const store = createBrowserRootStore(navigate, answersAfter, preloadScreenAt);
  const { pathname, search } = window.location;
  const partnerId = partnerIdFor(search, store.local);
  // The gateway answers a plain /edit of a buyer a partner brought with the partner's page (its cookie).
  if (partnerId) rememberPartnerInCookie(partnerId);
  // The page rendered ahead is taken over when the app's first render is the build's: at the path and query the
  // build rendered (not an order's link: the build had no order's number), in the page's language, in the theme
  // it was rendered in (the app's own, or the partner's its link names: /edit?partnerId=…, /buy-v1?partnerId=…;
  // not a partner remembered from an earlier visit), with the stores as the build had them. The first screen's only
  // differ with the buyer's quote restored (a reload); another screen's with anything stored but tracking's
  // items (a login, the session's purchase, a language chosen). React does not correct a taken-over element's
  // attributes, so any other page is replaced, as the outline of index.html is.
  const takesOver =
    landing !== undefined &&
    prerendered?.dataset.prerendered === pathname + search &&
    (!partnerId || partnerId === new URLSearchParams(search).get('partnerId')) &&
    store.locale.locale === document.documentElement.lang &&
    (landing.firstScreen ? !store.quote.resumed : webStorageHoldsOnly(window, TRACKING_ITEMS));
  if (!takesOver) releaseAnswers();
  askLandingRequests(store, landing, { pathname, search, referrer: document.referrer || undefined });
  // The buyer's catalogue (chunks of its own, requested by the store) arrives while the theme tokens resolve:
  // Edit and the widgets render on their part of it, any other first page once it is whole.
  const messages = landing?.firstScreen ? store.locale.firstScreenReady : store.locale.ready;
  // The landing screen's code too (fetched since the start): its first render is then the app's first, with
  // no loading skeleton committed and replaced in between. A failed load is left to the screen's own.
  const [tokens] = await Promise.all([
    resolveTokens({ partnerId, query: search }),
    messages,
    landing?.preload().catch(() => undefined),
  ]);
  const app = (
    <StrictMode>
      <App store={store} theme={createAppTheme(tokens)} bindNavigation={<BindNavigation />} />
    </StrictMode>
  );
  // A transition: React renders the first tree in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task (a plain render is a blocking lane, rendered without a pause);
  // what index.html shows (its outline, or the pre-rendered screen) stays on screen until the tree commits.
  // What the buyer typed into the pre-rendered page until then is handed on once the first render's effects
  // have run: before, its observers would not hear the change (React would put the rendered text back). A
  // button tapped there is pressed then.
  if (takesOver) {
    // A page whose screen could not work before the app's code came inert (scripts/prerender.ts, worksAhead).
    // It is live from the commit on, before the screen's own effects run (Log In focuses its field). What was
    // typed is read in the commit too: an effect may render a field again (MUI's text field does, finding it
    // filled), which puts React's text back in it.
    let typed: TypedText[] = [];
    const wake = () => {
      prerendered.removeAttribute('inert');
      typed = typedInto(prerendered);
    };
    const takeOver = () => {
      // The answers go on whatever the hand-on meets: held, every screen would wait for them for ever.
      try {
        handOnTyped(prerendered, typed);
      } finally {
        releaseAnswers();
      }
      pressTappedAhead(prerendered);
    };
    startTransition(() => {
      hydrateRoot(
        prerendered,
        <AfterFirstCommit inCommit={wake} afterEffects={takeOver}>
          {app}
        </AfterFirstCommit>,
      );
    });
  } else {
    // The app renders beside what the page shows and removes it in the same commit: the pre-rendered page's
    // fields and focus are still there to read, as they would not be once React had cleared them away.
    const shown = [...root.children];
    const appRoot = root.appendChild(document.createElement('div'));
    appRoot.style.display = 'contents';
    let typed: TypedText[] = [];
    const replace = () => {
      if (prerendered) typed = typedInto(prerendered);
      for (const element of shown) element.remove();
      putTyped(appRoot, typed);
    };
    const handOn = () => handOnTyped(appRoot, typed);
    const reactRoot = createRoot(appRoot);
    startTransition(() =>
      reactRoot.render(
        <AfterFirstCommit inCommit={replace} afterEffects={handOn}>
          {app}
        </AfterFirstCommit>,
      ),
    );
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
  // The offline shell is for the next visit: its registration waits for the page's first idle time, as does
  // the buttons' ripple, in before a first press.
  onIdle(() => void registerServiceWorker());
  onIdle(() => void preloadTouchRipple());
  void loadDebugTool();
}

// The app's modules are evaluated in one task (about 100 ms at 4x CPU); the stores and the first requests of
// start() (about 80 ms more) in the next one, so that neither keeps a tap waiting as long as both would.
void nextTask().then(start);
