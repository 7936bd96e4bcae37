import { describe, expect, it } from 'vitest';
import { ORDER_PAGE_SIZE, type HistoryOrder } from '../../../src/stores/OrderHistoryStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { settle } from './quoteFixtures.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const NOW_S = NOW_MS / 1000;

/** An order in the gateway's shape, made n minutes before now: the lower n, the newer. */
function order(n: number): HistoryOrder {
  return {
    orderNo: `20251023${String(n).padStart(10, '0')}`,
    status: 'Delivered',
    paymentResult: 'success',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    network: 'BTC',
    walletType: 'self',
    exchangeName: '',
    payMethod: 'card',
    sendCurrency: 'USD',
    sendCurrencyAmount: '100',
    paidAmount: '100',
    getCurrency: 'BTC',
    getSymbol: 'BTC',
    getCurrencyAmount: '0.00147',
    processingFee: '1.98',
    networkFee: '2.5',
    feeCurrency: 'USD',
    createdAt: NOW_S - n * 60,
    expireTime: NOW_S - n * 60 + 900,
    offerType: 'rampeasy',
    providerName: 'RampEasy',
    providerLogoUrl: '/images/providers/rampeasy.svg',
    service: 'http://127.0.0.1/sandbox/rampeasy/checkout/x',
    history: [],
  };
}

/** The gateway's orderList over `all` orders (newest first), paged as it pages them. */
const listOf = (all: HistoryOrder[]) => (call: FetchCall) => {
  const pageNo = Number(call.fields().pageNo);
  const pageSize = Number(call.fields().pageSize);
  const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return json({ respCode: 200, respMessage: 'success', data: { list, total: all.length, pageNo, pageSize } });
};

function historyRoot(answer: (call: FetchCall) => Response | undefined) {
  const transport = createFakeFetch(answer);
  const local = createMemoryStorage({
    [USER_INFO_KEY]: JSON.stringify({ authToken: 'tok-1', expTime: NOW_S + 3600, kyc_level: 0 }),
  });
  const navigator = createFakeNavigator('/my-orders');
  const root = new RootStore({
    clock: createFakeClock(NOW_MS),
    local,
    session: createMemoryStorage(),
    navigator,
    fetch: transport.fetch,
  });
  return { root, history: root.orderHistory, navigator, calls: transport.calls };
}

const orders = (count: number) => Array.from({ length: count }, (_, i) => order(i + 1));

describe('OrderHistoryStore', () => {
  it('loads the first page with the login, newest first, and says there is more', async () => {
    const env = historyRoot(listOf(orders(23)));
    const opened = env.history.open();
    expect(env.history.state).toBe('loading');
    await opened;
    expect(env.calls[0].fields()).toEqual({
      pageNo: '1',
      pageSize: String(ORDER_PAGE_SIZE),
      authToken: 'tok-1',
    });
    expect(env.history.state).toBe('ready');
    expect(env.history.orders.map((o) => o.orderNo)).toEqual(orders(10).map((o) => o.orderNo));
    expect(env.history.total).toBe(23);
    expect(env.history.hasMore).toBe(true);
    expect(env.history.isEmpty).toBe(false);
  });

  it('appends the next pages on Load more until every order is shown', async () => {
    const env = historyRoot(listOf(orders(23)));
    await env.history.open();
    await env.history.loadMore();
    await env.history.loadMore();
    expect(env.calls.map((call) => call.fields().pageNo)).toEqual(['1', '2', '3']);
    expect(env.history.orders).toHaveLength(23);
    expect(env.history.hasMore).toBe(false);
    await env.history.loadMore();
    expect(env.calls).toHaveLength(3);
  });

  it('shows an order made meanwhile once, not twice, when the pages shift', async () => {
    const all = orders(15);
    const env = historyRoot((call) => listOf(all)(call));
    await env.history.open();
    all.unshift(order(0));
    await env.history.loadMore();
    const numbers = env.history.orders.map((o) => o.orderNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(15);
    expect(env.history.total).toBe(16);
    expect(env.history.hasMore).toBe(true);
  });

  it('is empty when the buyer has no order', async () => {
    const env = historyRoot(listOf([]));
    await env.history.open();
    expect(env.history.isEmpty).toBe(true);
    expect(env.history.hasMore).toBe(false);
  });

  it('fails the first page with the refusal’s text in the buyer’s language, or none without an answer, and retries', async () => {
    let failWith: Response | undefined = json({
      respCode: 9000,
      respMessage: 'Internal error, please try again later',
      respKey: 'common.internal',
      respParams: {},
    });
    const env = historyRoot((call) => failWith ?? listOf(orders(3))(call));
    await env.history.open();
    expect(env.history.state).toBe('error');
    expect(shownText(env.history.error?.message)).toBe('Internal error, please try again later');
    expect(shownText(env.history.error?.message, 'zh-CN')).toBe(zh['gateway.common.internal']);

    failWith = new Response('bad gateway', { status: 502 });
    await env.history.open();
    expect(env.history.error).toEqual({});

    failWith = undefined;
    await env.history.open();
    expect(env.history.state).toBe('ready');
    expect(env.history.orders).toHaveLength(3);
    expect(env.history.error).toBeUndefined();
  });

  it('keeps the orders shown when a further page fails', async () => {
    let fail = false;
    const env = historyRoot((call) =>
      fail ? new Response('down', { status: 503 }) : listOf(orders(12))(call),
    );
    await env.history.open();
    fail = true;
    await env.history.loadMore();
    expect(env.history.orders).toHaveLength(10);
    expect(env.history.moreError).toEqual({});
    expect(env.history.loadingMore).toBe(false);
    fail = false;
    await env.history.loadMore();
    expect(env.history.orders).toHaveLength(12);
    expect(env.history.moreError).toBeUndefined();
  });

  it('ignores the answer of a page the buyer left (the screen closed) and a refused login', async () => {
    const env = historyRoot(() => undefined);
    const opened = env.history.open();
    env.history.close();
    await opened;
    expect(env.history.state).toBe('loading');

    const refused = historyRoot(() =>
      json({ respCode: 5002, respMessage: 'Login expired, please log in again' }),
    );
    await refused.history.open();
    expect(refused.history.error).toBeUndefined();
    expect(refused.navigator.currentUrl()).toBe('/email-login');
    await settle();
  });

  it('opens an order on its status page, and New Order on Edit', () => {
    const env = historyRoot(() => undefined);
    env.history.openOrder('202510230000000001');
    env.history.newOrder();
    expect(env.navigator.visits.map((visit) => visit.to)).toEqual([
      '/order-status?orderNo=202510230000000001',
      '/edit',
    ]);
  });
});
