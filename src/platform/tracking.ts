import type { KeyValueStorage } from '../stores/deps.ts';

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
  /** The browser's fingerprint visitor id; default FingerprintJS, loaded on first use. */
  visitorId?: () => Promise<string>;
}

export interface Tracker {
  /** Records a tracking point; never throws and never delays the caller's flow. */
  addPoint(type: string, extras?: TrackingExtras): Promise<void>;
}

let fingerprint: Promise<string> | undefined;

/** FingerprintJS's visitor id, computed once per page (the library is a lazy chunk). */
export function fingerprintVisitorId(): Promise<string> {
  fingerprint ??= import('@fingerprintjs/fingerprintjs')
    // monitoring off: no call to FingerprintJS's servers (and connect-src 'self' would refuse it).
    .then(({ default: FingerprintJS }) => FingerprintJS.load({ monitoring: false }))
    .then((agent) => agent.get())
    .then((result) => result.visitorId)
    .catch((error: unknown) => {
      fingerprint = undefined;
      throw error;
    });
  return fingerprint;
}

export function createTracker(deps: TrackerDeps): Tracker {
  const place = deps.place ?? (() => globalThis.location?.href ?? '');
  const visitorId = deps.visitorId ?? fingerprintVisitorId;
  return {
    async addPoint(type, extras = {}) {
      try {
        const user_id = await visitorId().catch(() => '');
        await deps.send({
          type,
          order_id: deps.session.getItem(REFERER_ORDER_KEY) ?? '',
          user_id,
          place: place(),
          ...extras,
        });
      } catch {
        // Tracking must never disturb the purchase: a lost point is acceptable.
      }
    },
  };
}
