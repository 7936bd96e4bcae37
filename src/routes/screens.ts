import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { wholeCataloguesLoaded } from '../i18n/catalogues.ts';
import { settled } from '../lib/settled.ts';
import { loadDeferredStores } from '../stores/deferred.ts';
import { matchLocation, routeAt } from './match.ts';
import type { RouteName } from './registry.ts';

/**
 * A screen loaded on first use; `preload` fetches its code ahead (the landing page, at start).
 * `firstScreen`: it renders on the first screen's part of the catalogue (src/i18n/catalogues.ts).
 * `TopBarExtras`: what the screen puts in the top bar (Edit: the country), from the same code; `loaded`:
 * that code is here (both render at once).
 */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  loaded: () => boolean;
  firstScreen: boolean;
  TopBarExtras: LazyExoticComponent<ComponentType>;
};

/**
 * A screen's module: the screen, what it puts in the top bar if anything, and `loadLazyParts`: the code of the
 * lazily loaded parts its page shows at once (a schema form), fetched with the screen's own instead of once
 * it has rendered, and so with it when its code is fetched ahead.
 */
type ScreenModule = {
  default: ComponentType;
  TopBarExtras?: ComponentType;
  loadLazyParts?: () => Promise<unknown>;
};

const NoExtras = () => null;
const extrasOf = (module: ScreenModule) => ({ default: module.TopBarExtras ?? NoExtras });

const screen = (load: () => Promise<ScreenModule>, firstScreen = false): LazyScreen => {
  let loaded: ScreenModule | undefined;
  const preload = () =>
    load().then((module) => {
      module.loadLazyParts?.().catch(() => undefined);
      return (loaded = module);
    });
  // React.lazy suspends on any promise, even one already settled (it learns so a microtask later), and the
  // screen then shows its Suspense fallback first. A screen whose code is here is handed over at once: the
  // landing screen renders in the app's first pass instead of a second one.
  const lazyScreen = lazy(() => (loaded ? settled(loaded) : preload()));
  // The top bar's part, likewise in the first pass (and in the build's pre-render). A screen that failed to
  // load shows its error page in the screen's place; the bar then has no extras.
  const TopBarExtras = lazy(() =>
    loaded ? settled(extrasOf(loaded)) : preload().then(extrasOf, () => ({ default: NoExtras })),
  );
  return Object.assign(lazyScreen, {
    preload,
    loaded: () => loaded !== undefined,
    firstScreen,
    TopBarExtras,
  });
};

export { screen as loadableScreen };

/** The rest of the buyer's catalogue arrives with the screen's code: no message id is ever shown. */
const withMessages = (load: () => Promise<ScreenModule>) => () =>
  Promise.all([load(), wholeCataloguesLoaded()]).then(([module]) => module);

/**
 * A first screen (Edit and the widgets): it reads only the stores RootStore builds at once, and its messages
 * are in the first part of the catalogue (scripts/firstScreenMessages.ts follows these three screens).
 */
const quoteScreen = (load: () => Promise<ScreenModule>): LazyScreen => screen(load, true);

/** A screen that may read any store: its code, the deferred stores' chunk and the whole catalogue load side by side. */
const lazyScreen = (load: () => Promise<ScreenModule>): LazyScreen =>
  screen(withMessages(() => Promise.all([load(), loadDeferredStores()]).then(([module]) => module)));

/**
 * The screen of each route of the registry, loaded on first use. Only the router's table (AppRoutes,
 * RouteScreen) and the boot's preload read it: nothing the screens import leads back here.
 */
export const screens: Record<RouteName, LazyScreen> = {
  edit: quoteScreen(() => import('../screens/Edit/index.tsx')),
  buyWidget: quoteScreen(() => import('../screens/BuyWidget/index.tsx')),
  buyWidgetV1: quoteScreen(() => import('../screens/BuyWidgetV1/index.tsx')),
  emailLogin: lazyScreen(() => import('../screens/EmailLogin/index.tsx')),
  verificationCode: lazyScreen(() => import('../screens/VerificationCode/index.tsx')),
  myOrders: lazyScreen(() => import('../screens/MyOrders/index.tsx')),
  order: lazyScreen(() => import('../screens/Order/index.tsx')),
  selectOffer: lazyScreen(() => import('../screens/SelectOffer/index.tsx')),
  submitAddress: lazyScreen(() => import('../screens/SubmitAddress/index.tsx')),
  confirmAddress: lazyScreen(() => import('../screens/ConfirmAddress/index.tsx')),
  waitPayment: lazyScreen(() => import('../screens/WaitPayment/index.tsx')),
  enterCard: lazyScreen(() => import('../screens/EnterCard/index.tsx')),
  selectCard: lazyScreen(() => import('../screens/SelectCard/index.tsx')),
  enterInformation: lazyScreen(() => import('../screens/EnterInformation/index.tsx')),
  verifyId: lazyScreen(() => import('../screens/VerifyId/index.tsx')),
  redirect: lazyScreen(() => import('../screens/Redirect/index.tsx')),
  noRespond: lazyScreen(() => import('../screens/NoRespond/index.tsx')),
  accessDenied: lazyScreen(() => import('../screens/AccessDenied/index.tsx')),
  serverTimeout: lazyScreen(() => import('../screens/ServerTimeout/index.tsx')),
  transactionRestricted: lazyScreen(() => import('../screens/TransactionRestricted/index.tsx')),
  kycStatus: lazyScreen(() => import('../screens/KycStatus/index.tsx')),
  orderStatus: lazyScreen(() => import('../screens/OrderStatus/index.tsx')),
  paymentStatus: lazyScreen(() => import('../screens/PaymentStatus/index.tsx')),
  settings: lazyScreen(() => import('../screens/Settings/index.tsx')),
  cards: lazyScreen(() => import('../screens/Cards/index.tsx')),
  addresses: lazyScreen(() => import('../screens/Addresses/index.tsx')),
  addAddress: lazyScreen(() => import('../screens/AddAddress/index.tsx')),
  demoLang: screen(withMessages(() => import('../screens/DemoLang/index.tsx'))),
};

/**
 * Starts fetching the code of the screen a pathname opens (following a redirect), so it arrives while
 * the app boots instead of after its first render; that screen, if any. A failure is left to the screen's own load.
 */
export function preloadScreenAt(pathname: string): LazyScreen | undefined {
  const match = matchLocation(pathname);
  const route = match?.kind === 'redirect' ? routeAt(match.to) : match?.route;
  if (!route) return undefined;
  screens[route.name].preload().catch(() => undefined);
  return screens[route.name];
}
