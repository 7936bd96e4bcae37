import type { RootStore } from '../stores/RootStore.ts';
import { widgetTokenOf } from '../lib/tokenSymbol.ts';
import { matchLocation } from './match.ts';
import { screens, type LazyScreen } from './screens.ts';

export interface Landing {
  pathname: string;
  search: string;
  referrer?: string;
}

/** The screens that follow the order their link names (src/screens/shared/useFollowedOrder.ts). */
const FOLLOWED_ORDER_SCREENS: ReadonlySet<LazyScreen> = new Set([
  screens.waitPayment,
  screens.paymentStatus,
  screens.orderStatus,
]);

/** Whether the screen follows the order its link names (a receipt's link, a provider's return). */
export const followsLinkedOrder = (screen: LazyScreen): boolean => FOLLOWED_ORDER_SCREENS.has(screen);

/**
 * A screen's first requests, asked at the boot beside the screen's code, not once it has mounted. A quote
 * screen's: the token lists and the first quote (the screen's own open joins this one) and, on Edit, the
 * caller's country for the header; on Widget V2, its token's info. The build's pre-render asks them too
 * (never answered there), so the page it renders shows the same waiting state as the app's first render,
 * which takes that page over. A screen following an order (a receipt's link, a provider's return): the
 * order's first view.
 */
export function askLandingRequests(store: RootStore, screen: LazyScreen | undefined, landing: Landing): void {
  if (screen && followsLinkedOrder(screen)) {
    // Kept for the screen's first poll (OrderStore.follow), which reads the link's orderNo as this does.
    const orderNo = new URLSearchParams(landing.search).getAll('orderNo').at(-1);
    if (orderNo) void store.api.orderDetail({ orderNo }, { keep: true });
    return;
  }
  if (screen === screens.buyWidget) {
    // Widget V2's token: the answer is kept for the screen's own ask (BuyWidgetStore.open), whenever it comes.
    const currency = widgetTokenOf(new URLSearchParams(landing.search));
    void store.api.getCurrencyInfo({ currency }, { keep: true });
    return;
  }
  if (screen !== screens.edit && screen !== screens.buyWidgetV1) return;
  const match = matchLocation(landing.pathname);
  const getCurrency = match?.kind === 'route' ? match.params.getCurrency : undefined;
  store.quote.openEarly({ search: landing.search, getCurrency, referrer: landing.referrer });
  if (screen === screens.edit) void store.countries.load();
}
