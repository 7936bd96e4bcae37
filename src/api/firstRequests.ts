/**
 * The first screen's first requests (its token lists, the caller's country, its first quote), sent before the
 * app's code has come. The build records them from its own render of the screen (src/prerender), which asks
 * them as the app does at its boot; the page carries them as data (FIRST_REQUESTS_ID); under a kilobyte of
 * script (askFirstRequests.ts) sends them once parsed; the app takes each answer when it asks the same
 * (firstAnswers.ts). The three share only shapes (this file's, and the request's in src/lib/pageRequests.ts):
 * the script and the app load no code in common.
 */
import type { FirstRequest } from '../lib/pageRequests.ts';

export type { FirstRequest };

/** The id of the page's data element (a JSON script) holding the recorded requests. */
export const FIRST_REQUESTS_ID = 'first-requests';

/** The caller's currency in a recorded request: ISO 4217's code for "no currency". */
export const CALLER_CURRENCY_MARK = 'XXX';

/** The page's data element. */
export interface FirstRequestsData {
  requests: FirstRequest[];
  /**
   * The mark standing for the caller's currency in a recorded body (the build knows no caller), and the
   * pattern of the cookie the gateway names that currency in with the page (server/http/appPage.ts; group 1).
   * A marked request goes out with that currency, and not at all without one.
   */
  callerCurrency: { mark: string; cookie: string };
  /**
   * The storage items a later visit may hold with the app still asking these requests (its visitor id, the
   * purchase remembered…): any other item stored keeps them from being sent.
   */
  unchangingItems: string[];
}

/** A request sent ahead: its answer, and the controller that stops it when the app no longer wants it. */
export interface AskedFirst extends FirstRequest {
  answer: Promise<Response>;
  controller: AbortController;
  /**
   * When it was sent and answered (Date.now()): the gateway's clock is learned from an answer between the two
   * (src/stores/gatewayClock.ts), not from when the app took it.
   */
  sentAt: number;
  answeredAt?: number;
}

/** What the script and the app share in the page: the requests asked, until the app has started. */
export interface FirstRequestsAsked {
  asked: AskedFirst[];
  /** The app has started: a script that runs later sends nothing (the app asks for itself). */
  closed: boolean;
}

declare global {
  interface Window {
    firstRequestsAsked?: FirstRequestsAsked;
  }
}
