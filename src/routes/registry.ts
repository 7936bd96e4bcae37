import { lazy, type ComponentType } from 'react';
import type { AppRoute, LazyScreen } from './types.ts';

export type { Access, AppRoute, BackRule, RouteBackground } from './types.ts';

const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen => Object.assign(lazy(load), { preload: load });

export const EDIT_PATH = '/edit';
export const LOGIN_PATH = '/email-login';

/** Paths that only forward elsewhere (the query string goes along). */
export const redirects: Array<{ from: string; to: string }> = [{ from: '/', to: EDIT_PATH }];

/**
 * Every screen of the app (SPEC §2) as data. This one list feeds the router, the guards, the top bar
 * and the menu; adding a screen is adding an entry here and its folder under src/screens/.
 */
export const routes: AppRoute[] = [
  {
    name: 'edit',
    path: EDIT_PATH,
    aliases: ['/quote', '/buy/:getCurrency'],
    titleId: 'routes.edit.title',
    back: 'none',
    access: 'public',
    menu: true,
    screen: lazyScreen(() => import('../screens/Edit/index.tsx')),
  },
  {
    name: 'buyWidget',
    path: '/buy',
    back: 'none',
    access: 'public',
    hideTopBar: true,
    screen: lazyScreen(() => import('../screens/BuyWidget/index.tsx')),
  },
  {
    name: 'buyWidgetV1',
    path: '/buy-v1',
    aliases: ['/buy-v1/:getCurrency'],
    back: 'none',
    access: 'public',
    hideTopBar: true,
    screen: lazyScreen(() => import('../screens/BuyWidgetV1/index.tsx')),
  },
  {
    name: 'emailLogin',
    path: LOGIN_PATH,
    titleId: 'routes.emailLogin.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/EmailLogin/index.tsx')),
  },
  {
    name: 'verificationCode',
    path: '/verification-code',
    titleId: 'routes.verificationCode.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/VerificationCode/index.tsx')),
  },
  {
    name: 'myOrders',
    path: '/my-orders',
    titleId: 'routes.myOrders.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/MyOrders/index.tsx')),
  },
  {
    name: 'order',
    path: '/order',
    titleId: 'routes.order.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/Order/index.tsx')),
  },
  {
    name: 'selectOffer',
    path: '/select-offer',
    titleId: 'routes.selectOffer.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/SelectOffer/index.tsx')),
  },
  {
    name: 'submitAddress',
    path: '/submit-address',
    titleId: 'routes.submitAddress.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/SubmitAddress/index.tsx')),
  },
  {
    name: 'confirmAddress',
    path: '/confirm-address',
    titleId: 'routes.confirmAddress.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/ConfirmAddress/index.tsx')),
  },
  {
    name: 'waitPayment',
    path: '/wait-payment',
    titleId: 'routes.waitPayment.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/WaitPayment/index.tsx')),
  },
  {
    name: 'enterCard',
    path: '/enter-card',
    titleId: 'routes.enterCard.title',
    back: 'history',
    access: 'auth-or-token',
    screen: lazyScreen(() => import('../screens/EnterCard/index.tsx')),
  },
  {
    name: 'selectCard',
    path: '/select-card',
    titleId: 'routes.selectCard.title',
    back: 'history',
    access: 'auth-or-token',
    screen: lazyScreen(() => import('../screens/SelectCard/index.tsx')),
  },
  {
    name: 'enterInformation',
    path: '/enter-information',
    titleId: 'routes.enterInformation.title',
    back: 'history',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/EnterInformation/index.tsx')),
  },
  {
    name: 'verifyId',
    path: '/verify-id',
    titleId: 'routes.verifyId.title',
    back: 'history',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/VerifyId/index.tsx')),
  },
  {
    name: 'redirect',
    path: '/redirect',
    back: 'none',
    access: 'public',
    screen: lazyScreen(() => import('../screens/Redirect/index.tsx')),
  },
  {
    name: 'noRespond',
    path: '/no-respond',
    titleId: 'routes.noRespond.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/NoRespond/index.tsx')),
  },
  {
    name: 'accessDenied',
    path: '/access-denied',
    titleId: 'routes.accessDenied.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/AccessDenied/index.tsx')),
  },
  {
    name: 'serverTimeout',
    path: '/server-timeout',
    titleId: 'routes.serverTimeout.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/ServerTimeout/index.tsx')),
  },
  {
    name: 'transactionRestricted',
    path: '/transaction-restricted',
    titleId: 'routes.transactionRestricted.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/TransactionRestricted/index.tsx')),
  },
  {
    name: 'kycStatus',
    path: '/kyc-status',
    titleId: 'routes.kycStatus.title',
    back: 'edit',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/KycStatus/index.tsx')),
  },
  {
    name: 'orderStatus',
    path: '/order-status',
    titleId: 'routes.orderStatus.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/OrderStatus/index.tsx')),
  },
  {
    name: 'paymentStatus',
    path: '/payment-status',
    titleId: 'routes.paymentStatus.title',
    back: 'edit',
    access: 'public',
    screen: lazyScreen(() => import('../screens/PaymentStatus/index.tsx')),
  },
  {
    name: 'settings',
    path: '/settings',
    titleId: 'routes.settings.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/Settings/index.tsx')),
  },
  {
    name: 'cards',
    path: '/cards',
    titleId: 'routes.cards.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/Cards/index.tsx')),
  },
  {
    name: 'addresses',
    path: '/addresses',
    titleId: 'routes.addresses.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/Addresses/index.tsx')),
  },
  {
    name: 'addAddress',
    path: '/add-address',
    titleId: 'routes.addAddress.title',
    back: 'history',
    access: 'auth',
    screen: lazyScreen(() => import('../screens/AddAddress/index.tsx')),
  },
  {
    name: 'demoLang',
    path: '/demo-lang',
    titleId: 'routes.demoLang.title',
    back: 'history',
    access: 'public',
    screen: lazyScreen(() => import('../screens/DemoLang/index.tsx')),
  },
];

/** The route of a name; throws for a name no entry has (a typo in code, not a user error). */
export function routeNamed(name: string): AppRoute {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route named "${name}"`);
  return route;
}
