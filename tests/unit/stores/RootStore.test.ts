import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type Responder } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';

const nowMs = Date.UTC(2025, 9, 23, 12, 0, 0);

function rootStore(responder?: Responder, startUrl = '/select-card?orderNo=B7') {
  const transport = createFakeFetch(responder);
  const navigator = createFakeNavigator(startUrl);
  const local = createMemoryStorage();
  const clock = createFakeClock(nowMs);
  const root = new RootStore({
    clock,
    local,
    session: createMemoryStorage(),
    navigator,
    fetch: transport.fetch,
  });
  return { root, navigator, local, clock, calls: transport.calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RootStore business codes', () => {
  it('5001 sends the buyer to the access-denied page', async () => {
    const { root, navigator } = rootStore(() => json({ respCode: 5001, respMessage: 'IP limit' }));
    await root.client.post('offerInquiry', {});
    expect(navigator.visits).toEqual([{ to: '/access-denied', replace: false }]);
  });

  it('5002 toasts the text of its key at the bottom, remembers the page, clears the user and goes to login', async () => {
    const { root, navigator, local } = rootStore(() =>
      json({
        respCode: 5002,
        respMessage: 'Login expired, please log in again',
        respKey: 'common.loginExpired',
        respParams: {},
      }),
    );
    root.userInfo.setUserInfo({ authToken: 'revoked', expTime: nowMs / 1000 + 600, kyc_level: 1 });

    const answer = await root.client.post('cardList', {});

    expect(answer.respCode).toBe(5002);
    expect(root.ui.toasts).toMatchObject([
      { message: { id: 'gateway.common.loginExpired', values: {} }, position: 'bottom', duration: 2000 },
    ]);
    expect(root.userInfo.loginTarget).toBe('/select-card?orderNo=B7');
    expect(root.userInfo.isLoggedIn).toBe(false);
    expect(local.getItem(USER_INFO_KEY)).toBeNull();
    expect(navigator.visits).toEqual([{ to: '/email-login', replace: false }]);
  });

  it('5002 on the login page itself keeps the earlier login target and stays there', async () => {
    const { root, navigator } = rootStore(
      () => json({ respCode: 5002, respMessage: 'Login expired' }),
      '/email-login',
    );
    root.userInfo.loginTarget = '/my-orders';
    await root.client.post('authInfo', {});
    expect(root.userInfo.loginTarget).toBe('/my-orders');
    expect(navigator.visits).toEqual([]);
  });

  it('5004 sends the buyer to the transaction-restricted page', async () => {
    const { root, navigator } = rootStore(() => json({ respCode: 5004, respMessage: 'Risk' }));
    await root.client.post('cryptoOrder', {});
    expect(navigator.visits).toEqual([{ to: '/transaction-restricted', replace: false }]);
  });

  it('a request unanswered for 60 s sends the buyer to the server-timeout page', async () => {
    vi.useFakeTimers();
    const { root, navigator } = rootStore();
    const pending = root.client.post('offerInquiry', {});
    await vi.advanceTimersByTimeAsync(60_000);
    await pending;
    expect(navigator.visits).toEqual([{ to: '/server-timeout', replace: false }]);
  });

  it('a cancelled request that the server answers with 5002 changes nothing', async () => {
    const { root, navigator, calls } = rootStore();
    root.userInfo.setUserInfo({ authToken: 'tok', expTime: nowMs / 1000 + 600 });
    const controller = new AbortController();
    const pending = root.client.post('orderList', {}, { signal: controller.signal }).catch(() => 'cancelled');
    controller.abort();
    calls[0].respondJson({ respCode: 5002, respMessage: 'Login expired' });
    expect(await pending).toBe('cancelled');
    expect(root.ui.toasts).toEqual([]);
    expect(navigator.visits).toEqual([]);
    expect(root.userInfo.isLoggedIn).toBe(true);
  });
});

describe('RootStore token injection', () => {
  it('adds the stored token only while the user is logged in and the token unexpired', async () => {
    const { root, calls, clock } = rootStore(() => json({ respCode: 200, respMessage: 'success' }));
    await root.client.post('offerInquiry', { sendCurrency: 'USD' });
    root.userInfo.setUserInfo({ authToken: 'tok-1', expTime: nowMs / 1000 + 60, kyc_level: 0 });
    await root.client.post('offerInquiry', { sendCurrency: 'EUR' });
    clock.advance(60_000);
    await root.client.post('offerInquiry', { sendCurrency: 'GBP' });

    expect(calls.map((call) => call.fields())).toEqual([
      { sendCurrency: 'USD' },
      { sendCurrency: 'EUR', authToken: 'tok-1' },
      { sendCurrency: 'GBP' },
    ]);
  });

  it('the typed Api posts each endpoint by its name', async () => {
    const { root, calls } = rootStore(() =>
      json({ respCode: 200, respMessage: 'success', data: { authToken: 't', expTime: 1, kyc_level: 0 } }),
    );
    const answer = await root.api.login({ email: 'ann@example.com', code: '123456' });
    expect(calls[0].url).toBe('/gateway/buying/login');
    expect(calls[0].fields()).toEqual({ email: 'ann@example.com', code: '123456' });
    expect(answer.data?.authToken).toBe('t');
  });
});
