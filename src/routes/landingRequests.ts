import type { RootStore } from '../stores/RootStore.ts';
import { widgetTokenOf } from '../lib/tokenSymbol.ts';
import { matchLocation } from './match.ts';
import { screens, type LazyScreen } from './screens.ts';

export interface Landing {
  pathname: string;
  search: string;
  referrer?: string;
}

/**
 * A quote screen's first requests, asked at the boot beside the screen's code, not once it has mounted: the
 * token lists and the first quote (the screen's own open joins this one) and, on Edit, the caller's country
 * for the header; on Widget V2, its token's info. The build's pre-render asks them too (never answered there),
 * so the page it renders shows the same waiting state as the app's first render, which takes that page over.
 */
export function askLandingRequests(store: RootStore, screen: LazyScreen | undefined, landing: Landing): void {
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
