/**
 * The storage items tracking keeps (src/platform/tracking.ts, trackingEvents.ts). Written here, apart, because
 * the build names them in the first screen's page too: they change none of the app's first requests, so a
 * later visit holding only them still sends those with the page (src/api/firstRequests.ts).
 */

/** Local-storage item keeping the browser's visitor id, so FingerprintJS runs once per browser, not per page load. */
export const VISITOR_ID_KEY = 'visitor_id';

/** Session-storage item of the events already sent with a `once` key. */
export const SENT_EVENTS_KEY = 'trackedEvents';
