import type { KeyValueStorage } from '../stores/deps.ts';
import type { Tracker, TrackingExtras } from './tracking.ts';

/**
 * The purchase funnel a product owner reads (issue 9), each point's `type`. Written once here: the stores
 * and the shell fire these, and reports group by them.
 */
export const TrackingEvent = {
  /** A route of the app was opened (once per change of route). Extras: route. */
  pageView: 'page_view',
  /** A quote arrived on the quote screen (once per quote token). Extras: the pair, amounts, side, method, offer. */
  quoteShown: 'quote_shown',
  /** Continue on the quote screen (once per quote token). Extras: as quote_shown, offers. */
  quoteContinue: 'quote_continue',
  /** A provider was chosen, by the buyer or a rule (once per quote and provider). Extras: offerType, auto. */
  offerChosen: 'offer_chosen',
  /** Submit Address accepted the wallet address (once per quote and address). Extras: getCurrency, walletType. */
  addressSubmitted: 'address_submitted',
  /** The gateway made the order (once per order). Extras: orderNo, offerType, flow. */
  orderCreated: 'order_created',
  /** A payment result became known (once per order and result). Extras: orderNo, result, status. */
  paymentResult: 'payment_result',
  /** An e-mail login succeeded. */
  login: 'login',
} as const;

export type TrackingEventName = (typeof TrackingEvent)[keyof typeof TrackingEvent];

export interface TrackOptions {
  /**
   * Identity of the event: a second call with the same key in this tab's session sends nothing (a double
   * click, a StrictMode double effect, a re-render, a reload of the page that reports it).
   */
  once?: string;
}

/** Fires a tracking point and returns at once: nothing to await, nothing thrown. */
export type TrackEvent = (event: TrackingEventName, extras?: TrackingExtras, options?: TrackOptions) => void;

/** For stores built without a tracker (unit tests of one store). */
export const noTracking: TrackEvent = () => undefined;

/** Session-storage key of the events already sent with a `once` key. */
export const SENT_EVENTS_KEY = 'trackedEvents';
/** How many `once` keys are remembered; older ones are forgotten first. */
const REMEMBERED = 200;

function readSent(session: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(session.getItem(SENT_EVENTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The stores' side of tracking: fire-and-forget over the tracker, each `once` event sent a single time
 * per tab session (kept in session storage, so a reload does not count it again).
 */
export function createEventTracker(tracker: Tracker, session: KeyValueStorage): TrackEvent {
  let sent: string[] | undefined;
  return (event, extras, options) => {
    try {
      const key = options?.once === undefined ? undefined : `${event}:${options.once}`;
      if (key !== undefined) {
        sent ??= readSent(session);
        if (sent.includes(key)) return;
        sent = [...sent, key].slice(-REMEMBERED);
        try {
          session.setItem(SENT_EVENTS_KEY, JSON.stringify(sent));
        } catch {
          // Storage full or refused: the memory copy still stops a repeat in this page.
        }
      }
      tracker.addPoint(event, extras).catch(() => undefined);
    } catch {
      // Tracking must never disturb the purchase.
    }
  };
}
