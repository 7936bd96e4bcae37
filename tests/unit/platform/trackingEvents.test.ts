import { StrictMode, createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERER_ORDER_KEY, trackedPlace } from '../../../src/platform/tracking.ts';
import {
  SENT_EVENTS_KEY,
  TrackingEvent,
  type TrackingEventName,
} from '../../../src/platform/trackingEvents.ts';
import { usePageViewTracking } from '../../../src/shell/usePageViewTracking.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { createFakeTicker } from '../support/fakeTicker.ts';
import { BTC_ADDRESS, orderView } from '../stores/orderFixtures.ts';
import { getTokens, NOW_MS, NOW_S, payTokens, quoteAnswer } from '../stores/quoteFixtures.ts';

const VISITOR = 'visitor-7d1e';
const REFERRING_ORDER = 'B41';
const ORDER_NO = '202510230000000001';

const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');
const ok = (data?: unknown) =>
  json({ respCode: 200, respMessage: 'success', ...(data === undefined ? {} : { data }) });

type Reply = (call: FetchCall) => Response | undefined;

/** The gateway's answers for one walk through the funnel; addPoint answers (or fails) as `addPoint` says. */
function gateway(addPoint: Reply): Record<string, Reply> {
  return {
    payList: () => ok({ list: payTokens, normalCurrency: 'USD' }),
    getList: () => ok(getTokens),
    offerInquiry: () => json(quoteAnswer({ token: 'q-1', offers: 2 })),
    validateGetAddress: () => ok({ address: BTC_ADDRESS }),
    cryptoOrder: () =>
      ok({
        orderNo: ORDER_NO,
        service: 'http://127.0.0.1/sandbox/topper/checkout/x',
        nextStepContent: '',
        serviceLogoUrl: '',
      }),
    orderDetail: () => ok(orderView({ orderNo: ORDER_NO, status: 'Pending', paymentResult: 'failed' })),
    sendCode: () => ok({ resendAfter: 60, expiresIn: 600 }),
    login: () => ok({ authToken: 'tok-1', expTime: NOW_S + 3600, kyc_level: 0 }),
    addPoint,
  };
}

/** A RootStore over a recorded transport: every request is kept, and answered by `replies`. */
function funnelRoot(
  options: {
    addPoint?: Reply;
    visitorId?: () => Promise<string>;
    session?: ReturnType<typeof createMemoryStorage>;
  } = {},
) {
  const replies = gateway(options.addPoint ?? (() => ok()));
  const transport = createFakeFetch((call) => replies[endpointOf(call)]?.(call));
  const navigator = createFakeNavigator('/edit');
  const session = options.session ?? createMemoryStorage({ [REFERER_ORDER_KEY]: REFERRING_ORDER });
  const root = new RootStore({
    clock: createFakeClock(NOW_MS),
    local: createMemoryStorage(),
    session,
    navigator,
    fetch: transport.fetch,
    ticker: createFakeTicker(),
    visitorId: options.visitorId ?? (() => Promise.resolve(VISITOR)),
  });
  const points = () =>
    transport.calls.filter((call) => endpointOf(call) === 'addPoint').map((call) => call.fields());
  const pointsOf = (type: TrackingEventName) => points().filter((point) => point.type === type);
  return { root, navigator, session, points, pointsOf, calls: transport.calls };
}

/** Lets the answers and the points' own awaits (fingerprint, transport) run. */
const settle = async (rounds = 10) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The four fields every point carries (SPEC §3), as the gateway receives them. */
function expectFourFields(point: Record<string, string> | undefined, type: TrackingEventName) {
  expect(point).toMatchObject({
    type,
    order_id: REFERRING_ORDER,
    user_id: VISITOR,
    place: window.location.href,
  });
}

/** Walks a buyer from the quote to a payment result; each step done twice, as a double click or a re-render would. */
async function walkTheFunnel(env: ReturnType<typeof funnelRoot>) {
  const { root } = env;
  await root.quote.open({ search: '' });
  await settle();
  root.quote.continue();
  root.quote.continue();
  await root.order.enterOrderStep({});
  root.order.chooseOffer('topper');
  root.order.chooseOffer('topper');
  root.order.setAddress(BTC_ADDRESS);
  await root.order.submitAddress();
  await root.order.submitAddress();
  await Promise.all([root.order.createOrder(), root.order.createOrder()]);
  await root.order.createOrder();
  // The status page opened twice (a reload, a second visit): the same result is reported once.
  for (let visit = 0; visit < 2; visit += 1) {
    const stop = root.order.follow(ORDER_NO, 'paymentStatus');
    await settle();
    stop();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the funnel’s tracking points', () => {
  it('sends one point for each event, with type, order_id, user_id and place, however often the step is repeated', async () => {
    window.history.replaceState(null, '', '/edit?getCurrency=BTC');
    const env = funnelRoot();
    await walkTheFunnel(env);

    for (const type of [
      TrackingEvent.quoteShown,
      TrackingEvent.quoteContinue,
      TrackingEvent.offerChosen,
      TrackingEvent.addressSubmitted,
      TrackingEvent.orderCreated,
      TrackingEvent.paymentResult,
    ]) {
      expect(env.pointsOf(type), type).toHaveLength(1);
      expectFourFields(env.pointsOf(type)[0], type);
    }
    expect(env.pointsOf(TrackingEvent.quoteShown)[0]).toMatchObject({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      side: 'pay',
    });
    expect(env.pointsOf(TrackingEvent.quoteContinue)[0]).toMatchObject({ offers: '2' });
    expect(env.pointsOf(TrackingEvent.offerChosen)[0]).toMatchObject({ offerType: 'topper' });
    expect(env.pointsOf(TrackingEvent.addressSubmitted)[0]).toMatchObject({ getCurrency: 'BTC' });
    expect(env.pointsOf(TrackingEvent.orderCreated)[0]).toMatchObject({
      orderNo: ORDER_NO,
      offerType: 'topper',
      flow: 'address',
    });
    expect(env.pointsOf(TrackingEvent.paymentResult)[0]).toMatchObject({
      orderNo: ORDER_NO,
      result: 'failed',
      status: 'Pending',
    });
    // Nothing that identifies more than the funnel needs: no wallet address, no token.
    expect(JSON.stringify(env.points())).not.toContain(BTC_ADDRESS);
    expect(JSON.stringify(env.points())).not.toContain('q-1');
  });

  it('sends nothing again after a reload of the same tab (the sent events are kept in the session)', async () => {
    const session = createMemoryStorage({ [REFERER_ORDER_KEY]: REFERRING_ORDER });
    await walkTheFunnel(funnelRoot({ session }));
    expect(JSON.parse(session.getItem(SENT_EVENTS_KEY) ?? '[]')).toContain(
      `${TrackingEvent.orderCreated}:${ORDER_NO}`,
    );
    const reloaded = funnelRoot({ session });
    const stop = reloaded.root.order.follow(ORDER_NO, 'paymentStatus');
    await settle();
    stop();
    expect(reloaded.root.order.tracked?.paymentResult).toBe('failed');
    expect(reloaded.pointsOf(TrackingEvent.paymentResult)).toEqual([]);
  });

  it('counts the embedded widget’s Continue (which opens the order page in a new window) as the funnel’s Continue, once', async () => {
    const env = funnelRoot();
    await env.root.quote.open({ search: '' });
    await settle();
    const link = env.root.quote.continueInNewWindow();
    env.root.quote.continueInNewWindow();
    await settle();
    expect(link).toBe(env.root.quote.orderPageLink);
    expect(env.pointsOf(TrackingEvent.quoteContinue)).toHaveLength(1);
    expect(env.pointsOf(TrackingEvent.quoteContinue)[0]).toMatchObject({
      widget: 'v1',
      order_id: REFERRING_ORDER,
      user_id: VISITOR,
    });
  });

  it('sends a login point once the code is accepted', async () => {
    const env = funnelRoot();
    env.root.login.setEmail('buyer@example.com');
    await env.root.login.sendCode();
    env.root.login.setCode('123456');
    await settle();
    expect(env.root.userInfo.isLoggedIn).toBe(true);
    expect(env.pointsOf(TrackingEvent.login)).toHaveLength(1);
    expectFourFields(env.pointsOf(TrackingEvent.login)[0], TrackingEvent.login);
  });

  it('sends a page view once per change of route: not for a new query, a re-render or StrictMode’s second effect', async () => {
    const env = funnelRoot();
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(StrictMode, null, createElement(MemoryRouter, { initialEntries: ['/edit'] }, children));
    const { rerender } = renderHook(
      () => {
        navigate = useNavigate();
        usePageViewTracking(env.root.track);
      },
      { wrapper },
    );
    rerender();
    await act(async () => navigate('/edit?sendCurrency=EUR'));
    await act(async () => navigate('/select-offer'));
    await act(async () => navigate('/nowhere'));
    await act(async () => navigate('/edit'));
    await settle();
    const views = env.pointsOf(TrackingEvent.pageView);
    expect(views.map((point) => point.route)).toEqual(['edit', 'selectOffer', 'edit']);
    for (const view of views) expectFourFields(view, TrackingEvent.pageView);
  });
});

describe('a failing tracker', () => {
  const failures: Array<[string, Reply]> = [
    ['the gateway is down', () => new Response('down', { status: 503 })],
    [
      'the network fails',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['the gateway says the token is invalid', () => json({ respCode: 5002, respMessage: 'Invalid token' })],
    ['the gateway refuses the IP', () => json({ respCode: 5001, respMessage: 'Too many requests' })],
  ];

  it.each(failures)(
    'is swallowed when %s: the buyer goes on, with no message, no logout and no error page',
    async (_case, addPoint) => {
      const env = funnelRoot({ addPoint });
      env.root.userInfo.setUserInfo({ authToken: 'tok-1', expTime: NOW_S + 3600, kyc_level: 1 });
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        await walkTheFunnel(env);
      } finally {
        process.off('unhandledRejection', unhandled);
      }
      expect(env.points().length).toBeGreaterThan(0);
      expect(env.navigator.visits.map((visit) => visit.to)).toEqual([
        '/order?payMethod=card',
        '/order?payMethod=card',
        '/submit-address',
        '/submit-address',
        // Submit Address's Confirm makes the order (each press leads to its one order), then createOrder's calls.
        `/wait-payment?orderNo=${ORDER_NO}`,
        `/wait-payment?orderNo=${ORDER_NO}`,
        `/wait-payment?orderNo=${ORDER_NO}`,
        `/wait-payment?orderNo=${ORDER_NO}`,
      ]);
      expect(env.root.userInfo.isLoggedIn).toBe(true);
      expect(env.root.ui.toasts).toEqual([]);
      expect(unhandled).not.toHaveBeenCalled();
    },
  );

  it('never holds the buyer up: a point the gateway never answers does not delay the step', async () => {
    const env = funnelRoot({ addPoint: () => undefined });
    await walkTheFunnel(env);
    expect(env.root.order.createdOrder?.orderNo).toBe(ORDER_NO);
    expect(env.navigator.visits.at(-1)?.to).toBe(`/wait-payment?orderNo=${ORDER_NO}`);
  });

  it('is swallowed when fingerprinting or the session storage fail (the point goes without a visitor id, or not at all)', async () => {
    const session = createMemoryStorage({ [REFERER_ORDER_KEY]: REFERRING_ORDER });
    const env = funnelRoot({ session, visitorId: () => Promise.reject(new Error('blocked')) });
    await env.root.quote.open({ search: '' });
    await settle();
    expect(env.pointsOf(TrackingEvent.quoteShown)[0]).toMatchObject({
      order_id: REFERRING_ORDER,
      user_id: '',
    });
    vi.spyOn(session, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(env.root.quote.continue()).toBe('/order?payMethod=card');
  });
});

describe('the place of a point', () => {
  it('never carries a login token from the address bar', () => {
    expect(trackedPlace('https://buy.example/redirect?orderNo=B42&authToken=secret&status=success')).toBe(
      'https://buy.example/redirect?orderNo=B42&status=success',
    );
    expect(trackedPlace('https://buy.example/edit?getCurrency=BTC')).toBe(
      'https://buy.example/edit?getCurrency=BTC',
    );
  });
});
