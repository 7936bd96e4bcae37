import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFirstRequests } from '../../../src/api/askFirstRequests.ts';
import { withFirstAnswers } from '../../../src/api/firstAnswers.ts';
import { FIRST_REQUESTS_ID, type FirstRequestsData } from '../../../src/api/firstRequests.ts';
import { PAGE_ANSWERS_ID, type PageAnswer } from '../../../src/lib/pageRequests.ts';
import { GatewayClock } from '../../../src/stores/gatewayClock.ts';
import { storageWith } from '../support/webStorageWith.ts';

const lists = {
  url: '/gateway/buying/payList',
  method: 'POST',
  headers: { accept: 'application/json', 'accept-language': 'en-US' },
  body: '',
};
const quote = {
  url: '/gateway/buying/offerInquiry',
  method: 'POST',
  headers: { accept: 'application/json', 'accept-language': 'en-US' },
  body: 'sendCurrency=XXX&sendCurrencyAmount=100&getCurrency=BTC',
};
const data: FirstRequestsData = {
  requests: [lists, quote],
  callerCurrency: { mark: 'XXX', cookie: '(?:^|;\\s*)callerCurrency=([A-Z]{3})(?:;|$)' },
  unchangingItems: ['visitor_id', 'trackedEvents'],
};

/**
 * A page as the gateway sends it: its data element, its cookies, and the keys an earlier visit stored in local
 * and session storage, or none.
 */
function page({ cookie = '', local = [] as string[], session = [] as string[], element = true } = {}) {
  document.body.innerHTML = element
    ? `<script type="application/json" id="${FIRST_REQUESTS_ID}">${JSON.stringify(data)}</script>`
    : '';
  const fetch = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => undefined));
  const win = {
    document: { getElementById: (id: string) => document.getElementById(id), cookie },
    localStorage: storageWith(local),
    sessionStorage: storageWith(session),
    fetch,
  } as unknown as Window;
  return { win, fetch };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first screen’s first requests, sent with its page', () => {
  it('go out as recorded, the first quote in the currency the gateway named for the caller', () => {
    const { win, fetch } = page({ cookie: 'locale=en-US; callerCurrency=EUR' });
    askFirstRequests(win);
    expect(fetch.mock.calls.map(([url, init]) => [url, init.body])).toEqual([
      ['/gateway/buying/payList', ''],
      ['/gateway/buying/offerInquiry', 'sendCurrency=EUR&sendCurrencyAmount=100&getCurrency=BTC'],
    ]);
    expect(win.firstRequestsAsked?.asked).toHaveLength(2);
  });

  it('leave the quote to the app when the gateway named no currency', () => {
    const { win, fetch } = page();
    askFirstRequests(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/gateway/buying/payList']);
  });

  it('go out on a later visit that stored only what changes none of them (tracking’s items)', () => {
    const { win, fetch } = page({
      cookie: 'callerCurrency=USD',
      local: ['visitor_id'],
      session: ['trackedEvents'],
    });
    askFirstRequests(win);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not sent when anything else is stored, once the app has started, or from a page without them', () => {
    const laterVisits = [
      { local: ['visitor_id', 'userInfo'] },
      { session: ['quote'] },
      { local: ['locale'] },
    ];
    for (const setup of [...laterVisits, { element: false }]) {
      const { win, fetch } = page({ ...setup, cookie: 'callerCurrency=USD' });
      askFirstRequests(win);
      expect(fetch).not.toHaveBeenCalled();
    }
    const { win, fetch } = page({ cookie: 'callerCurrency=USD' });
    withFirstAnswers(vi.fn(), win);
    askFirstRequests(win);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the app’s transport', () => {
  const answered = (text: string) => Promise.resolve(new Response(text));
  const asked = (answer: Promise<Response>, controller = new AbortController()) => ({
    ...lists,
    answer,
    controller,
    sentAt: 1_000,
    answeredAt: 1_100,
  });
  const init = (language: string, signal?: AbortSignal): RequestInit => ({
    method: 'POST',
    body: '',
    headers: { accept: 'application/json', 'accept-language': language },
    signal,
  });

  it('takes the answer of the same request sent ahead, once; another request goes out', async () => {
    const fetch = vi.fn(() => answered('fetched'));
    const win = { firstRequestsAsked: { asked: [asked(answered('ahead'))], closed: false } };
    const transport = withFirstAnswers(fetch, win);
    expect(await (await transport(lists.url, init('zh-CN'))).text()).toBe('fetched');
    expect(await (await transport(lists.url, init('en-US'))).text()).toBe('ahead');
    expect(await (await transport(lists.url, init('en-US'))).text()).toBe('fetched');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(win.firstRequestsAsked.closed).toBe(true);
  });

  it('teaches the gateway’s clock from when the request was sent ahead and answered, not when the app took it', async () => {
    const clock = new GatewayClock({ now: () => 50_000 });
    const stamped = answered('ahead').then((response) => {
      response.headers.set('x-gateway-time', '600500');
      return response;
    });
    const transport = clock.learningFrom(
      withFirstAnswers(vi.fn(), { firstRequestsAsked: { asked: [asked(stamped)], closed: false } }),
    );
    await transport(lists.url, init('en-US'));
    // Stamped 600_500 between device times 1_000 and 1_100: the gateway is 599_400…599_501 ahead.
    expect(clock.offsetMs).toBe(599_501);
  });

  it('asks again for an answer lost on the way, and stops the one sent ahead when the app drops it', async () => {
    const fetch = vi.fn(() => answered('fetched'));
    const lost = asked(Promise.reject(new TypeError('Failed to fetch')));
    const dropped = asked(new Promise<Response>(() => undefined));
    const transport = withFirstAnswers(fetch, { firstRequestsAsked: { asked: [lost], closed: false } });
    expect(await (await transport(lists.url, init('en-US'))).text()).toBe('fetched');

    const dropping = withFirstAnswers(fetch, { firstRequestsAsked: { asked: [dropped], closed: false } });
    const controller = new AbortController();
    void dropping(lists.url, init('en-US', controller.signal)).catch(() => undefined);
    controller.abort();
    expect(dropped.controller.signal.aborted).toBe(true);
  });

  it('takes an answer the gateway wrote into the page as its own, once, with its status, and learns no time from it', async () => {
    const written: PageAnswer = {
      ...lists,
      status: 404,
      answer: '{"respCode":404,"respMessage":"No such token"}',
    };
    document.body.innerHTML = `<script type="application/json" id="${PAGE_ANSWERS_ID}">${JSON.stringify([written])}</script>`;
    const clock = new GatewayClock({ now: () => 50_000 });
    const fetch = vi.fn(() => answered('fetched'));
    const transport = clock.learningFrom(withFirstAnswers(fetch, { document }));
    const taken = await transport(lists.url, init('en-US'));
    expect([taken.status, await taken.json()]).toEqual([
      404,
      { respCode: 404, respMessage: 'No such token' },
    ]);
    expect(clock.offsetMs).toBe(0);
    expect(await (await transport(lists.url, init('en-US'))).text()).toBe('fetched');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
