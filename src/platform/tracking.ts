import type { KeyValueStorage } from '../stores/deps.ts';
import { browserFingerprint } from './fingerprint.ts';
import { idle } from './idle.ts';
import { SENT_EVENTS_KEY } from './trackingEvents.ts';

/** Session item holding the order the buyer came from, sent as order_id with every point. */
export const REFERER_ORDER_KEY = 'referer_order';

/** Flat values only, as the addPoint endpoint accepts them. */
export type TrackingExtras = Record<string, string | number | boolean>;

export interface TrackingPoint {
  type: string;
  order_id: string;
  user_id: string;
  place: string;
  [extra: string]: string | number | boolean;
}

export interface TrackerDeps {
  /** Sends the point (the addPoint endpoint). */
  send: (point: TrackingPoint) => Promise<unknown>;
  session: KeyValueStorage;
  /** The current page URL; default location.href. */
  place?: () => string;
  /** The browser's visitor id (fingerprintVisitorId in the app); default none: points go with an empty user id. */
  visitorId?: () => Promise<string>;
  /** Who brought the buyer (partnerId, reference, refererUrl), sent with every point. */
  attribution?: () => Record<string, string>;
}

export interface Tracker {
  /** Records a tracking point; never throws and never delays the caller's flow. */
  addPoint(type: string, extras?: TrackingExtras): Promise<void>;
}

let fingerprint: Promise<string> | undefined;

/** Without a quote screen (any other first page), fingerprinting waits this long before its idle time. */
const FINGERPRINT_FALLBACK_DELAY_MS = 5000;

let releaseFingerprint: () => void = () => undefined;
const firstQuoteShown = new Promise<void>((resolve) => (releaseFingerprint = resolve));

/**
 * The quote screen calls it once its first quote is shown: fingerprinting (and so the tracking points
 * waiting for it) may start in the next idle time. Until then it waits (at most 5 s on other pages).
 */
export function allowFingerprinting(): void {
  releaseFingerprint();
}

/**
 * Resolves after the first quote (or the fallback delay), when the browser is idle (or 2 s later at the
 * latest): fingerprinting never competes with the first paint or the first quote.
 */
function whenIdle(): Promise<void> {
  const delay = new Promise<void>((resolve) => setTimeout(resolve, FINGERPRINT_FALLBACK_DELAY_MS));
  return Promise.race([firstQuoteShown, delay]).then(() => idle());
}

/** Local-storage item keeping the browser's visitor id, so FingerprintJS runs once per browser, not per page load. */
export const VISITOR_ID_KEY = 'visitor_id';

/** The storage items tracking keeps on nearly every visit, which no screen shows. */
export const TRACKING_ITEMS: readonly string[] = [VISITOR_ID_KEY, SENT_EVENTS_KEY];

/**
 * The visitor id kept in `storage`, or else the one `compute` gives, then kept. Storage that refuses (a
 * sandboxed iframe, a full quota) only means computing it again on the next page load.
 */
export async function keptVisitorId(
  storage: KeyValueStorage | undefined,
  compute: () => Promise<string>,
): Promise<string> {
  const kept = attempt(() => storage?.getItem(VISITOR_ID_KEY));
  if (kept) return kept;
  const visitorId = await compute();
  attempt(() => storage?.setItem(VISITOR_ID_KEY, visitorId));
  return visitorId;
}

function attempt<T>(access: () => T): T | undefined {
  try {
    return access();
  } catch {
    return undefined;
  }
}

/**
 * The browser's fingerprint visitor id (browserFingerprint), computed once per browser (kept in local storage)
 * and at most once per page (the library is a lazy chunk, loaded when the page is idle).
 */
export function fingerprintVisitorId(local: KeyValueStorage | undefined): Promise<string> {
  return keptVisitorId(local, () => (fingerprint ??= computeFingerprint()));
}

function computeFingerprint(): Promise<string> {
  return whenIdle()
    .then(browserFingerprint)
    .then((result) => result.visitorId)
    .catch((error: unknown) => {
      fingerprint = undefined;
      throw error;
    });
}

/** Query parameters never sent as part of `place`: a login token in a link (Select Card, Redirect). */
const SECRET_PARAMS = ['authToken'];

/** The page URL as a point may carry it: without a login token that is still in the address bar. */
export function trackedPlace(href: string): string {
  if (!SECRET_PARAMS.some((name) => href.includes(name))) return href;
  try {
    const url = new URL(href);
    for (const name of SECRET_PARAMS) url.searchParams.delete(name);
    return url.href;
  } catch {
    return href.split('?')[0];
  }
}

export function createTracker(deps: TrackerDeps): Tracker {
  const place = deps.place ?? (() => globalThis.location?.href ?? '');
  const visitorId = deps.visitorId ?? (() => Promise.resolve(''));
  return {
    async addPoint(type, extras = {}) {
      try {
        // Where and for which referring order, as at the moment of the event: the buyer may have moved on
        // by the time the fingerprint is ready.
        const order_id = deps.session.getItem(REFERER_ORDER_KEY) ?? '';
        const at = trackedPlace(place());
        const attribution = deps.attribution?.() ?? {};
        const user_id = await visitorId().catch(() => '');
        await deps.send({ ...extras, ...attribution, type, order_id, user_id, place: at });
      } catch {
        // Tracking must never disturb the purchase: a lost point is acceptable.
      }
    },
  };
}
