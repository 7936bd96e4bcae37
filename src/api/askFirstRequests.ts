/**
 * The script the pre-rendered first screen loads beside the app's code (a bundle of its own, with nothing in
 * common with the app's): it sends the page's first requests (firstRequests.ts) once the page is parsed,
 * instead of once the app's code has come and run.
 */
import { FIRST_REQUESTS_ID, type AskedFirst, type FirstRequestsData } from './firstRequests.ts';

/**
 * A first visit: this origin has stored nothing (no login, no quote of this session, no language chosen), so
 * the app's first requests are the build's. A later visit asks its own, with its code from the cache.
 */
function firstVisit(page: Window): boolean {
  try {
    return page.localStorage.length === 0 && page.sessionStorage.length === 0;
  } catch {
    return false;
  }
}

/** The body with the caller's currency in place of its mark: as is without the mark, null without a currency. */
function withCallerCurrency(
  body: string | undefined,
  mark: string,
  currency: string | undefined,
): string | undefined | null {
  if (body === undefined) return undefined;
  const fields = body.split('&');
  const marked = (field: string) => field.endsWith(`=${mark}`);
  if (!fields.some(marked)) return body;
  if (!currency) return null;
  return fields.map((field) => (marked(field) ? field.slice(0, -mark.length) + currency : field)).join('&');
}

export function askFirstRequests(page: Window): void {
  const state = (page.firstRequestsAsked ??= { asked: [], closed: false });
  const data = page.document.getElementById(FIRST_REQUESTS_ID)?.textContent;
  if (!data || state.closed || !firstVisit(page)) return;
  const { requests, callerCurrency } = JSON.parse(data) as FirstRequestsData;
  const currency = new RegExp(callerCurrency.cookie).exec(page.document.cookie)?.[1];
  for (const request of requests) {
    const body = withCallerCurrency(request.body, callerCurrency.mark, currency);
    if (body === null) continue;
    const controller = new AbortController();
    const { url, method, headers } = request;
    const asked: AskedFirst = {
      ...request,
      body,
      controller,
      sentAt: Date.now(),
      answer: page.fetch(url, { method, headers, body, signal: controller.signal }).then((response) => {
        asked.answeredAt = Date.now();
        return response;
      }),
    };
    // An answer the app does not take fails unheard.
    asked.answer.catch(() => undefined);
    state.asked.push(asked);
  }
}
