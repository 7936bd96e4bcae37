import { hrefTo } from './href.ts';
import type { RouteName } from './registry.ts';
import type { BackRule } from './types.ts';

/** Session-storage key of the path the visitor came from. */
export const PREV_PATH_KEY = 'prevPath';

export type BackAction = { kind: 'go'; to: string } | { kind: 'history' };

/** After these (or with no previous page) one step back would leave the flow, so back means Edit (SPEC §2). */
const RESTART_PATHS = new Set(['/', hrefTo('emailLogin')]);

/**
 * The purchase's steps and the pages of a finished order. A page of a finished order never goes back into
 * them: Wait Payment would open the provider again, Select Card would start another payment, a status page
 * would show the same order again.
 */
const CHECKOUT_ROUTES: readonly RouteName[] = [
  'order',
  'selectOffer',
  'submitAddress',
  'confirmAddress',
  'waitPayment',
  'redirect',
  'selectCard',
  'enterCard',
  'enterInformation',
  'verifyId',
  'kycStatus',
  'orderStatus',
  'paymentStatus',
];
const CHECKOUT_PATHS = new Set(CHECKOUT_ROUTES.map((name) => hrefTo(name)));

export interface BackContext {
  /** The buyer is logged in: a finished order's page can go back to My Orders. */
  loggedIn?: boolean;
}

/**
 * What the back arrow does on a route, or undefined when the route has none (SPEC §2). 'history' goes one
 * step back unless the previous path is the root, the login page or unknown; then it goes to Edit.
 * 'leaveCheckout' (status and error pages) does the same, except after a step of the purchase or another
 * status page: then My Orders for a logged-in buyer, else Edit, never back into the checkout.
 */
export function backAction(
  rule: BackRule,
  prevPath: string | null | undefined,
  context: BackContext = {},
): BackAction | undefined {
  if (rule === 'none') return undefined;
  if (!prevPath || RESTART_PATHS.has(prevPath)) return { kind: 'go', to: hrefTo('edit') };
  if (rule === 'leaveCheckout' && CHECKOUT_PATHS.has(prevPath))
    return { kind: 'go', to: hrefTo(context.loggedIn ? 'myOrders' : 'edit') };
  return { kind: 'history' };
}
