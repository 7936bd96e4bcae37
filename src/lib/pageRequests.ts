/**
 * The requests a page of the build carries or the gateway answers in it: shapes and marks shared by the build
 * (scripts/prerender.ts), the gateway (server/http/pageAnswers.ts) and the app (src/api/firstAnswers.ts,
 * src/api/askFirstRequests.ts).
 */

/** A request as the app's transport sends it (src/api/ApiClient.ts). */
export interface FirstRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The form-encoded body; none for a GET. */
  body?: string;
}

/**
 * The link's token in a request the build recorded for Widget V2's page (a valid token symbol, which the app's
 * reading of the link keeps as it is): the gateway puts the token of the link asked in its place.
 */
export const LINK_TOKEN_MARK = 'LINK_TOKEN';

/**
 * The id of the page's data element (a JSON script) holding requests the gateway answered itself while it sent
 * the page (server/http/pageAnswers.ts): the app takes each answer as it takes one sent ahead, with no request.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/** A request the gateway answered in the page: its HTTP status and its body. */
export interface PageAnswer extends FirstRequest {
  status: number;
  answer: string;
}
