/**
 * The first thing the pre-rendered first screen's own script does (src/firstScreen.entry.ts, a bundle with
 * nothing in common with the app's): it sends the page's first requests (firstRequests.ts) once the page is
 * parsed, instead of once the app's code has come and run.
 */
import { FIRST_REQUESTS_ID, type AskedFirst, type FirstRequestsData } from './firstRequests.ts';

/**
 * Whether the app will ask the build's first requests: this origin has stored nothing that changes them (the
 * page's data names what does not). A first visit has stored nothing, and a later one often only its visitor
 * id, or a purchase remembered besides; a login, a language chosen or a quote of this session each change
 * one, and the app then asks its own. The app's own test of its storage (src/platform/webStorageHolds.ts) is
 * the same loop: this script may share no module with the app (the build fails if it does), so each has its own.
 */
function asksAsBuilt(page: Window, unchanging: ReadonlySet<string>): boolean {
  const holdsOnlyUnchanging = (storage: Storage) => {
    for (let index = 0; index < storage.length; index++)
      if (!unchanging.has(storage.key(index) ?? '')) return false;
    return true;
  };
  try {
    return holdsOnlyUnchanging(page.localStorage) && holdsOnlyUnchanging(page.sessionStorage);
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
  if (!data || state.closed) return;
  const { requests, callerCurrency, unchangingItems } = JSON.parse(data) as FirstRequestsData;
  if (!asksAsBuilt(page, new Set(unchangingItems))) return;
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
