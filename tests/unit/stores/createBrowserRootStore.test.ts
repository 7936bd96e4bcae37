import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRootStore } from '../../../src/stores/createBrowserRootStore.ts';
import { VISITOR_ID_KEY } from '../../../src/platform/tracking.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { getTokens, payTokens, quoteAnswer } from './quoteFixtures.ts';

/** The browser's idle callbacks, run only when a test runs them: no test leaves a messages load behind. */
let idleCallbacks: Array<() => void> = [];

/** A browser fingerprinted on an earlier visit: FingerprintJS, which jsdom cannot serve, does not run. */
const KEPT_VISITOR = 'visitor-kept';

beforeEach(() => {
  localStorage.setItem(VISITOR_ID_KEY, KEPT_VISITOR);
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createBrowserRootStore', () => {
  it('reads the user info from localStorage, the page from location, and navigates through the router', () => {
    localStorage.setItem(
      USER_INFO_KEY,
      JSON.stringify({ authToken: 'tok', expTime: Date.now() / 1000 + 600, kyc_level: 1 }),
    );
    window.history.replaceState(null, '', '/my-orders?page=2');
    const navigate = vi.fn();
    const store = createBrowserRootStore(navigate);

    expect(store.userInfo.isLoggedIn).toBe(true);
    expect(store.navigator.currentUrl()).toBe('/my-orders?page=2');
    store.navigator.navigate('/edit', { replace: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/edit', { replace: true });
  });

  it('replaces instead of pushing a second entry for the page the buyer is on', () => {
    window.history.replaceState(null, '', '/wait-payment?orderNo=202611220000000001');
    const navigate = vi.fn();
    const store = createBrowserRootStore(navigate);

    store.navigator.navigate('/wait-payment?orderNo=202611220000000001');
    expect(navigate).toHaveBeenLastCalledWith('/wait-payment?orderNo=202611220000000001', { replace: true });
    store.navigator.navigate('/order-status?orderNo=202611220000000001');
    expect(navigate).toHaveBeenLastCalledWith('/order-status?orderNo=202611220000000001', undefined);
  });

  it("sends its tracking points with the browser's visitor id kept from an earlier visit", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ respCode: 200, respMessage: 'success' }),
    );
    vi.stubGlobal('fetch', fetch);
    await createBrowserRootStore(vi.fn()).tracker.addPoint('view_edit');

    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0][0]).toMatch(/\/addPoint$/);
    expect(new URLSearchParams(String(fetch.mock.calls[0][1].body)).get('user_id')).toBe(KEPT_VISITOR);
  });

  it('asks for the published messages only once the browser is idle, not beside the first screen and its quote', async () => {
    // Offline here, which the store shrugs off (with a warning).
    const fetch = vi.fn((_url: string) => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createBrowserRootStore(vi.fn());

    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    expect(fetch).not.toHaveBeenCalled();
    idleCallbacks[0]();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0][0]).toMatch(/\/gateway\/admin\/languages$/);
  });

  it('hands the gateway’s answers to the stores only once `answersAfter` has settled, failures too', async () => {
    const country = { currCode: 'DE', currCountry: 'Germany', isBan: 0, list: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ respCode: 200, respMessage: 'success', data: country })),
    );
    let takenOver = () => {};
    const answersAfter = new Promise<void>((resolve) => (takenOver = resolve));
    const store = createBrowserRootStore(vi.fn(), answersAfter);
    const loaded = store.countries.load();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.countries.loading).toBe(true);
    expect(store.countries.current).toBeUndefined();
    takenOver();
    await loaded;
    expect(store.countries.current).toEqual({ code: 'DE', name: 'Germany' });

    // Without it (any page but a taken-over one), answers arrive as they come; a failure is held like an answer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = createBrowserRootStore(vi.fn(), new Promise<void>(() => undefined));
    void held.countries.load();
    await expect(createBrowserRootStore(vi.fn()).countries.load()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.countries.loading).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('shows the held answers of several stores (the lists, then the quote asked ahead) in one go', async () => {
    const answers: Record<string, unknown> = {
      payList: { respCode: 200, respMessage: 'success', data: { list: payTokens, normalCurrency: 'USD' } },
      getList: { respCode: 200, respMessage: 'success', data: getTokens },
      offerInquiry: quoteAnswer({ get: '0.00147', now: Date.now() / 1000 }),
    };
    const fetch = vi.fn(async (url: string) => Response.json(answers[url.split('/').pop()!]));
    vi.stubGlobal('fetch', fetch);
    let takenOver = () => {};
    const store = createBrowserRootStore(vi.fn(), new Promise<void>((resolve) => (takenOver = resolve)));
    store.quote.openEarly({ search: '' });
    const seen: string[] = [];
    const dispose = autorun(() =>
      seen.push(`${store.currencies.payTokens.length} ${store.quote.inquiry.getCurrencyAmount || '…'}`),
    );
    // The buying calls; the quote's tracking point goes beside them once the quote is shown.
    const asked = () =>
      fetch.mock.calls.map(([url]) => url.split('/').pop()).filter((name) => name !== 'addPoint');
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['0 …']);

    takenOver();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('2 0.00147'));
    expect(seen).toEqual(['0 …', '2 0.00147']);
    expect(asked().sort()).toEqual(['getList', 'offerInquiry', 'payList']);
    store.quote.close();
    dispose();
  });
});
