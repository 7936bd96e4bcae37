import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutAuthToken } from '../../../src/stores/linkToken.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { readRedirectLink, redirectTarget } from '../../../src/stores/RedirectStore.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { orderView } from './orderFixtures.ts';
import { shownText } from '../support/shownText.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const ORDER_NO = '202510230000000001';
const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');
const ok = (data?: unknown) =>
  json({ respCode: 200, respMessage: 'success', ...(data === undefined ? {} : { data }) });

describe('reading a provider’s return link', () => {
  it('takes the order number, the status (lower-cased) and the login token', () => {
    expect(readRedirectLink(`?orderNo=${ORDER_NO}&status=SUCCESS&authToken=tok-9`)).toEqual({
      orderNo: ORDER_NO,
      status: 'success',
      authToken: 'tok-9',
    });
    expect(readRedirectLink('')).toEqual({});
  });

  it('leaves out an order number that is not one of ours', () => {
    for (const orderNo of [
      '',
      '//evil.example',
      'https://evil.example/x',
      '../edit',
      'a b',
      'x'.repeat(65),
      '<script>',
    ]) {
      expect(readRedirectLink(`?orderNo=${encodeURIComponent(orderNo)}`).orderNo, orderNo).toBeUndefined();
    }
  });
});

describe('where the return link leads', () => {
  const link = { orderNo: ORDER_NO };
  const at = (page: string) => `/${page}?orderNo=${ORDER_NO}`;

  it.each([
    ['nothing usable', {}, undefined, '/edit'],
    ['a status without an order', { status: 'success' }, undefined, '/edit'],
    ['a payment the gateway took', link, { status: 'Paid', paymentResult: 'success' }, at('order-status')],
    [
      'a declined card the gateway knows',
      { ...link, status: 'success' },
      { status: 'Pending', paymentResult: 'failed' },
      at('payment-status'),
    ],
    ['a pre-authorization', link, { status: 'Authorized', paymentResult: 'preauth' }, at('payment-status')],
    ['an order that ended unpaid', link, { status: 'Expired', paymentResult: 'pending' }, at('order-status')],
    [
      'the provider says paid before the gateway knows',
      { ...link, status: 'completed' },
      { status: 'Pending', paymentResult: 'pending' },
      at('order-status'),
    ],
    [
      'the provider says cancelled',
      { ...link, status: 'cancelled' },
      { status: 'Pending', paymentResult: 'pending' },
      at('payment-status'),
    ],
    ['no status, the gateway not asked', link, undefined, at('payment-status')],
    ['a status nobody knows', { ...link, status: 'banana' }, undefined, at('payment-status')],
  ] as const)('%s', (_case, given, order, expected) => {
    expect(redirectTarget(given, order)).toBe(expected);
  });

  it('always stays on this origin, whatever the link holds', () => {
    const origin = 'https://buy.example';
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('orderNo', 'status', 'authToken', 'redirectUrl', 'returnUrl'),
          fc.string(),
        ),
        (query) => {
          const target = redirectTarget(readRedirectLink(new URLSearchParams(query).toString()));
          const url = new URL(target, origin);
          expect(url.origin).toBe(origin);
          expect(target).toMatch(/^\/(edit|payment-status\?orderNo=[\w-]+|order-status\?orderNo=[\w-]+)$/);
        },
      ),
    );
  });
});

describe('taking a login token out of a URL', () => {
  it('keeps everything else, the hash included', () => {
    expect(withoutAuthToken('/redirect?orderNo=B1&authToken=t&status=ok#top')).toBe(
      '/redirect?orderNo=B1&status=ok#top',
    );
    expect(withoutAuthToken('/select-card?authToken=t')).toBe('/select-card');
    expect(withoutAuthToken('/edit?getCurrency=BTC')).toBe('/edit?getCurrency=BTC');
  });
});

type Reply = (call: FetchCall) => Response | undefined;

function redirectRoot(replies: Record<string, Reply>, url = '/redirect') {
  const transport = createFakeFetch((call) => replies[endpointOf(call)]?.(call));
  const navigator = createFakeNavigator(url);
  const local = createMemoryStorage();
  const root = new RootStore({
    clock: createFakeClock(NOW_MS),
    local,
    session: createMemoryStorage(),
    navigator,
    fetch: transport.fetch,
    visitorId: async () => 'v',
  });
  const callsTo = (endpoint: string) => transport.calls.filter((call) => endpointOf(call) === endpoint);
  return { root, navigator, local, callsTo };
}

describe('RedirectStore', () => {
  const linkToken = () =>
    ok({ authToken: 'tok-9', expTime: NOW_MS / 1000 + 3600, kyc_level: 1, email: 'buyer@example.com' });

  it('keeps the link’s login, then goes to the page of the order’s payment, replacing /redirect', async () => {
    const { root, navigator, local, callsTo } = redirectRoot({
      authInfo: linkToken,
      orderDetail: () => ok(orderView({ orderNo: ORDER_NO, status: 'Paid', paymentResult: 'success' })),
    });
    const link = readRedirectLink(`?orderNo=${ORDER_NO}&authToken=tok-9&status=success`);
    await expect(root.redirect.forward(link)).resolves.toBe(`/order-status?orderNo=${ORDER_NO}`);
    expect(callsTo('authInfo')[0].fields()).toEqual({ authToken: 'tok-9' });
    expect(root.userInfo.isLoggedIn).toBe(true);
    expect(JSON.parse(local.getItem(USER_INFO_KEY) ?? '{}')).toMatchObject({ authToken: 'tok-9' });
    // The order is asked for as the buyer the link names (their order is readable only to them).
    expect(callsTo('orderDetail')[0].fields()).toEqual({ orderNo: ORDER_NO, authToken: 'tok-9' });
    expect(navigator.visits).toEqual([{ to: `/order-status?orderNo=${ORDER_NO}`, replace: true }]);
  });

  it('goes once, however often it is asked while it works (StrictMode runs the page’s effect twice)', async () => {
    const { root, navigator, callsTo } = redirectRoot({
      authInfo: linkToken,
      orderDetail: () => ok(orderView({ orderNo: ORDER_NO })),
    });
    const link = readRedirectLink(`?orderNo=${ORDER_NO}&authToken=tok-9`);
    await Promise.all([root.redirect.forward(link), root.redirect.forward(link)]);
    expect(callsTo('authInfo')).toHaveLength(1);
    expect(callsTo('orderDetail')).toHaveLength(1);
    expect(navigator.visits).toEqual([{ to: `/payment-status?orderNo=${ORDER_NO}`, replace: true }]);
  });

  it('a token the gateway refuses asks for a login and comes back here afterwards (without the token)', async () => {
    const { root, navigator, callsTo } = redirectRoot(
      {
        authInfo: () =>
          json({
            respCode: 5002,
            respKey: 'common.loginExpired',
            respMessage: 'Login expired, please log in again',
          }),
      },
      `/redirect?orderNo=${ORDER_NO}&status=success`,
    );
    await expect(
      root.redirect.forward(readRedirectLink(`?orderNo=${ORDER_NO}&status=success&authToken=old`)),
    ).resolves.toBeUndefined();
    expect(navigator.visits).toEqual([{ to: '/email-login', replace: false }]);
    expect(root.userInfo.loginTarget).toBe(`/redirect?orderNo=${ORDER_NO}&status=success`);
    expect(
      root.ui.toasts.map(({ message }) => (typeof message === 'string' ? message : shownText(message))),
    ).toEqual(['Login expired, please log in again']);
    expect(callsTo('orderDetail')).toHaveLength(0);
  });

  it('goes by the provider’s status when the gateway cannot be asked', async () => {
    const { root, navigator } = redirectRoot({ orderDetail: () => new Response('down', { status: 502 }) });
    await root.redirect.forward(readRedirectLink(`?orderNo=${ORDER_NO}&status=paid`));
    expect(navigator.visits).toEqual([{ to: `/order-status?orderNo=${ORDER_NO}`, replace: true }]);
  });

  it('without a usable order goes to Edit without asking the gateway', async () => {
    const { root, navigator, callsTo } = redirectRoot({});
    await root.redirect.forward(readRedirectLink('?orderNo=%2F%2Fevil.example&status=success'));
    expect(callsTo('orderDetail')).toHaveLength(0);
    expect(navigator.visits).toEqual([{ to: '/edit', replace: true }]);
  });
});
