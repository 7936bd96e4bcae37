import type { AppRoute } from './types.ts';

export type { Access, AppRoute, BackRule, RouteBackground } from './types.ts';

/**
 * Every screen of the app (SPEC §2) as data. This one list feeds the router, the guards, the top bar,
 * the menu and every navigation by name (href.ts); the lazy screens are in screens.ts, beside it. Adding a
 * screen is adding an entry here, its screen there and its folder under src/screens/.
 */
const entries = [
  {
    name: 'edit',
    path: '/edit',
    aliases: ['/quote', '/edit/:getCurrency', '/quote/:getCurrency', '/buy/:getCurrency'],
    titleId: 'routes.edit.title',
    back: 'none',
    access: 'public',
    menu: true,
    menuLabelId: 'shell.menu.buyCrypto',
  },
  {
    name: 'buyWidget',
    path: '/buy',
    back: 'none',
    access: 'public',
    hideTopBar: true,
  },
  {
    name: 'buyWidgetV1',
    path: '/buy-v1',
    aliases: ['/buy-v1/:getCurrency'],
    back: 'none',
    access: 'public',
    hideTopBar: true,
  },
  {
    name: 'emailLogin',
    path: '/email-login',
    titleId: 'routes.emailLogin.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'verificationCode',
    path: '/verification-code',
    titleId: 'routes.verificationCode.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'myOrders',
    path: '/my-orders',
    titleId: 'routes.myOrders.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    menuLabelId: 'shell.menu.myOrders',
  },
  {
    name: 'order',
    path: '/order',
    titleId: 'routes.order.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'selectOffer',
    path: '/select-offer',
    titleId: 'routes.selectOffer.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'submitAddress',
    path: '/submit-address',
    titleId: 'routes.submitAddress.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'confirmAddress',
    path: '/confirm-address',
    titleId: 'routes.confirmAddress.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'waitPayment',
    path: '/wait-payment',
    titleId: 'routes.waitPayment.title',
    back: 'history',
    access: 'public',
  },
  {
    name: 'enterCard',
    path: '/enter-card',
    titleId: 'routes.enterCard.title',
    back: 'history',
    access: 'auth-or-token',
  },
  {
    name: 'selectCard',
    path: '/select-card',
    titleId: 'routes.selectCard.title',
    back: 'history',
    access: 'auth-or-token',
  },
  {
    name: 'enterInformation',
    path: '/enter-information',
    titleId: 'routes.enterInformation.title',
    back: 'history',
    access: 'auth',
  },
  {
    name: 'verifyId',
    path: '/verify-id',
    titleId: 'routes.verifyId.title',
    back: 'history',
    access: 'auth',
  },
  {
    name: 'redirect',
    path: '/redirect',
    back: 'none',
    access: 'public',
  },
  {
    name: 'noRespond',
    path: '/no-respond',
    titleId: 'routes.noRespond.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'accessDenied',
    path: '/access-denied',
    titleId: 'routes.accessDenied.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'serverTimeout',
    path: '/server-timeout',
    titleId: 'routes.serverTimeout.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'transactionRestricted',
    path: '/transaction-restricted',
    titleId: 'routes.transactionRestricted.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'kycStatus',
    path: '/kyc-status',
    titleId: 'routes.kycStatus.title',
    back: 'leaveCheckout',
    access: 'auth',
  },
  {
    name: 'orderStatus',
    path: '/order-status',
    titleId: 'routes.orderStatus.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'paymentStatus',
    path: '/payment-status',
    titleId: 'routes.paymentStatus.title',
    back: 'leaveCheckout',
    access: 'public',
  },
  {
    name: 'settings',
    path: '/settings',
    titleId: 'routes.settings.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
    menuLabelId: 'shell.menu.settings',
  },
  {
    name: 'cards',
    path: '/cards',
    titleId: 'routes.cards.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
  },
  {
    name: 'addresses',
    path: '/addresses',
    titleId: 'routes.addresses.title',
    back: 'history',
    background: 'surfaceMuted',
    access: 'auth',
  },
  {
    name: 'addAddress',
    path: '/add-address',
    titleId: 'routes.addAddress.title',
    back: 'history',
    access: 'auth',
  },
  {
    name: 'demoLang',
    path: '/demo-lang',
    titleId: 'routes.demoLang.title',
    back: 'history',
    access: 'public',
  },
] as const satisfies readonly AppRoute[];

/** The name of a route of the registry: what the app navigates by. */
export type RouteName = (typeof entries)[number]['name'];

export const routes: readonly AppRoute<RouteName>[] = entries;

/** Paths that only forward to a route (the query string goes along). */
export const redirects: ReadonlyArray<{ from: string; to: RouteName }> = [{ from: '/', to: 'edit' }];

/** The route of a name. */
export function routeNamed(name: RouteName): AppRoute<RouteName> {
  return routes.find((r) => r.name === name)!;
}
