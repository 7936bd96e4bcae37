import { matchLocation } from '../routes/match.ts';
import { screens, type LazyScreen } from '../routes/screens.ts';
import type { RootStore } from '../stores/RootStore.ts';

/**
 * A quote screen's first requests, sent as the app starts, beside the screen's code, the catalogue and the
 * theme, not once the screen has mounted: the token lists and the first quote (the screen's own open joins
 * this one) and, on Edit, the caller's country for the header. The build's pre-render does the same, so its
 * screen is the one the app first renders: waiting for those answers.
 */
export function openLandingEarly(
  store: RootStore,
  landing: LazyScreen | undefined,
  { pathname, search, referrer }: { pathname: string; search: string; referrer?: string },
): void {
  if (landing !== screens.edit && landing !== screens.buyWidgetV1) return;
  const match = matchLocation(pathname);
  const getCurrency = match?.kind === 'route' ? match.params.getCurrency : undefined;
  store.quote.openEarly({ search, getCurrency, referrer });
  if (landing === screens.edit) void store.countries.load();
}
