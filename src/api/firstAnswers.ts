import type { FetchLike } from './ApiClient.ts';
import type { AskedFirst, FirstRequestsAsked } from './firstRequests.ts';
import { PAGE_ANSWERS_ID, type PageAnswer } from '../lib/pageRequests.ts';

/** Whether a request sent ahead is the one the app asks: same URL, method, body and language. */
const asksTheSame = (asked: AskedFirst, url: string, init: RequestInit, language: string | undefined) =>
  asked.url === url &&
  asked.method === init.method &&
  asked.body === init.body &&
  asked.headers['accept-language'] === language;

/** The answers taken from requests sent ahead, with when they were sent and answered. */
const takenAhead = new WeakMap<Response, { sentAt: number; answeredAt: number }>();

/** When an answer the app took from a request sent ahead was sent and answered; undefined for its own. */
export const sentAheadTimes = (response: Response) => takenAhead.get(response);

/**
 * The answers the gateway wrote into the page (PAGE_ANSWERS_ID), as requests sent ahead and answered. Without
 * a clock header: written when the page was sent, they teach the gateway's clock nothing (gatewayClock.ts).
 */
function answeredInPage(document: Pick<Document, 'getElementById'> | undefined): AskedFirst[] {
  const data = document?.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!data) return [];
  const now = Date.now();
  return (JSON.parse(data) as PageAnswer[]).map(({ status, answer, ...request }) => ({
    ...request,
    controller: new AbortController(),
    sentAt: now,
    answeredAt: now,
    answer: Promise.resolve(
      new Response(answer, { status, headers: { 'content-type': 'application/json' } }),
    ),
  }));
}

/**
 * The app's transport over `fetch`, taking the answer of a request the page sent ahead (askFirstRequests.ts)
 * or the gateway answered in it (answeredInPage) when the app asks the same, once; any other goes out. It
 * closes the page's asking: a script that runs later sends nothing, as the app asks for itself by then.
 */
export function withFirstAnswers(
  fetch: FetchLike,
  page: { firstRequestsAsked?: FirstRequestsAsked; document?: Pick<Document, 'getElementById'> },
): FetchLike {
  const state = (page.firstRequestsAsked ??= { asked: [], closed: false });
  state.closed = true;
  state.asked.push(...answeredInPage(page.document));
  return (url, init) => {
    if (state.asked.length === 0) return fetch(url, init);
    const language = new Headers(init.headers).get('accept-language') ?? undefined;
    const at = state.asked.findIndex((asked) => asksTheSame(asked, url, init, language));
    if (at < 0) return fetch(url, init);
    const [asked] = state.asked.splice(at, 1);
    init.signal?.addEventListener('abort', () => asked.controller.abort(), { once: true });
    return asked.answer.then(
      (response) => {
        takenAhead.set(response, { sentAt: asked.sentAt, answeredAt: asked.answeredAt ?? Date.now() });
        return response;
      },
      // Sent ahead and lost (the network): asked again now.
      (error: unknown) => (init.signal?.aborted ? Promise.reject(error) : fetch(url, init)),
    );
  };
}
