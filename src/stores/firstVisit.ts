import { VISITOR_ID_KEY } from '../platform/tracking.ts';
import { SENT_EVENTS_KEY } from '../platform/trackingEvents.ts';
import { ATTRIBUTION_KEY } from './AttributionStore.ts';
import { LOCALE_KEY } from './LocaleStore.ts';

/**
 * What a visit leaves in the browser's storage that changes nothing on the first screen: the visitor id, how
 * the buyer arrived, the events already sent, and the language chosen (the page's own language is checked
 * apart). Any other key (this tab's quote or order, a login, a partner, a draft) may change it.
 */
const UNSEEN_ON_FIRST_SCREEN = new Set([VISITOR_ID_KEY, ATTRIBUTION_KEY, SENT_EVENTS_KEY, LOCALE_KEY]);

/**
 * Whether the stores will start as the build's pre-render did (src/prerender): nothing kept but what changes
 * nothing on the first screen. Unknown keys count against, so a key added later cannot make the app keep
 * a pre-rendered screen that is not its own.
 */
export function startsAsPrerendered(storedKeys: readonly string[]): boolean {
  return storedKeys.every((key) => UNSEEN_ON_FIRST_SCREEN.has(key));
}
