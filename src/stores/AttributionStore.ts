import { ATTRIBUTION_WINDOW_MS } from '../config/attribution.ts';
import {
  arrivalReferer,
  captureAttribution,
  DEFAULT_PARTNER_ID,
  isFresh,
  noAttribution,
  parseStoredAttribution,
  type Arrival,
  type Attribution,
} from './attribution/capture.ts';
import type { Clock, KeyValueStorage } from './deps.ts';

export type { Arrival, Attribution } from './attribution/capture.ts';

/** Local-storage key of the kept attribution (JSON: partnerId, reference, refererUrl, capturedAt). */
export const ATTRIBUTION_KEY = 'attribution';
/** Local-storage key of the partner alone, which the theme reads (shell/partnerId.ts). */
const THEME_PARTNER_KEY = 'partnerId';
/** The query parameters that make a visit an arrival of its own. */
const ATTRIBUTION_PARAMS = ['partnerId', 'reference', 'refererUrl'];

export interface AttributionStoreDeps {
  clock: Clock;
  local: KeyValueStorage;
  /** How long a partner's link keeps the buyer theirs; default ATTRIBUTION_WINDOW_MS (30 days). */
  windowMs?: number;
}

/**
 * Who brought the buyer (issue 17): `partnerId`, `reference` and `refererUrl`, captured on arrival
 * (captureAttribution: the query, else document.referrer, else the page framing the widget), kept in
 * local storage for the attribution window so a later visit in a new tab is still the partner's, and
 * read by every quote, order and tracking point (`current`). The window is measured on the stores' clock.
 */
export class AttributionStore {
  private readonly deps: AttributionStoreDeps;
  /** This page's own referrer, for a visit that no partner brought. */
  private visitReferer = '';
  /** How this page was reached besides its query (referrer, framing page, own origin). */
  private page: Omit<Arrival, 'search'> = {};

  constructor(deps: AttributionStoreDeps) {
    this.deps = deps;
  }

  get windowMs(): number {
    return this.deps.windowMs ?? ATTRIBUTION_WINDOW_MS;
  }

  /**
   * A route of the app opened with this query: a query naming a partnerId, a reference or a refererUrl is a
   * new arrival (captured with the page's referrer — `referrer`, else the one of the page's first load — and
   * framing page); the attribution in force is returned.
   */
  visit(search: string, referrer?: string): Attribution {
    const query = new URLSearchParams(search);
    if (!ATTRIBUTION_PARAMS.some((name) => query.get(name)?.trim())) return this.current;
    return this.arrive({ ...this.page, ...(referrer ? { referrer } : {}), search });
  }

  /** The page's arrival (its first load): captured and kept; the attribution in force is returned. */
  arrive(arrival: Arrival): Attribution {
    const { search: _search, ...page } = arrival;
    this.page = page;
    const { keep, current } = captureAttribution(
      arrival,
      this.stored(),
      this.deps.clock.now(),
      this.windowMs,
    );
    const referer = arrivalReferer(arrival);
    if (referer) this.visitReferer = referer;
    if (keep) this.write(keep);
    else this.forget();
    return current;
  }

  /** The attribution in force now: the kept one while in its window, else partner '0' with this visit's referrer. */
  get current(): Attribution {
    const stored = this.stored();
    if (stored && isFresh(stored, this.deps.clock.now(), this.windowMs)) {
      return { partnerId: stored.partnerId, reference: stored.reference, refererUrl: stored.refererUrl };
    }
    if (stored) this.forget();
    return { ...noAttribution(), refererUrl: this.visitReferer };
  }

  private stored() {
    try {
      return parseStoredAttribution(this.deps.local.getItem(ATTRIBUTION_KEY));
    } catch {
      return undefined;
    }
  }

  private write(record: Attribution & { capturedAt: number }): void {
    try {
      this.deps.local.setItem(ATTRIBUTION_KEY, JSON.stringify(record));
      if (record.partnerId !== DEFAULT_PARTNER_ID)
        this.deps.local.setItem(THEME_PARTNER_KEY, record.partnerId);
    } catch {
      // Storage full or refused: the attribution holds for this page only.
    }
  }

  private forget(): void {
    try {
      if (this.deps.local.getItem(ATTRIBUTION_KEY) === null) return;
      this.deps.local.removeItem(ATTRIBUTION_KEY);
      this.deps.local.removeItem(THEME_PARTNER_KEY);
    } catch {
      // Nothing kept to forget.
    }
  }
}
