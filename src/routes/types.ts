/** Who may open a route: anyone, a logged-in user, or a logged-in user or a link carrying an authToken. */
export type Access = 'public' | 'auth' | 'auth-or-token';

/**
 * The top bar's back arrow: none, one step back (or Edit after the root / login), or, on status and error
 * pages, one step back except into the purchase (then My Orders or Edit). See backArrow.ts.
 */
export type BackRule = 'none' | 'history' | 'leaveCheckout';

/** Theme colour behind a route's top bar and content (default: the top-bar token and the surface). */
export type RouteBackground = 'surface' | 'surfaceMuted';

export interface AppRoute<Name extends string = string> {
  /** What the app navigates by; also the message ids' key: routes.<name>.title. */
  name: Name;
  /** react-router pattern, e.g. '/edit' or '/buy/:getCurrency'. */
  path: string;
  /** Other patterns that open the same screen. */
  aliases?: readonly string[];
  /** Message id of the top-bar title; without one the product name is shown. */
  titleId?: string;
  back: BackRule;
  background?: RouteBackground;
  access: Access;
  /** The screen draws its own header (embedded widgets): no top bar. */
  hideTopBar?: boolean;
  /** The top bar has the menu button. */
  menu?: boolean;
  /** Message id of the route's link in the menu; the menu lists these routes in the registry's order. */
  menuLabelId?: string;
}
