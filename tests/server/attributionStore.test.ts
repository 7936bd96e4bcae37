import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { OrderStore } from '../../src/stores/OrderStore.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { KeyValueStorage } from '../../src/stores/deps.ts';
import type { Ticker } from '../../src/stores/quote/ticker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { freshBtcAddress, getQuote, orderBody, type Created } from './helpers/orders.ts';

/**
 * Attribution that survives (issue 17): a buyer arrives through a partner's link, comes back days later in
 * a new tab without parameters, and orders; the order row carries the partner, the reference and the
 * referrer. The stores run over the real gateway; the gateway's clock and the device's move together.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const DAY = 86_400_000;
const idleTicker: Ticker = { every: () => () => undefined };

/** A tab of the app opened at `url`, over the buyer's local storage (shared by the tabs), with a session of its own. */
function tab(local: KeyValueStorage, url: string, referrer?: string) {
  const session = createMemoryStorage();
  const visits = [url];
  const navigator = {
    navigate: (to: string) => void visits.push(to),
    currentUrl: () => visits.at(-1) ?? '/edit',
  };
  const root = new RootStore({
    fetch: (input, init) => fetch(gateway.origin + input, init),
    // The device keeps the gateway's time (both move when the test moves days on).
    clock: { now: () => gateway.app.config.clock.now() },
    local,
    session,
    navigator,
    arrival: { referrer, ownOrigin: 'https://buy.example' },
    visitorId: async () => 'test-visitor',
    ticker: idleTicker,
  });
  const order = new OrderStore({
    api: root.api,
    navigator,
    session,
    userInfo: root.userInfo,
    ui: root.ui,
    quoteSource: () => root.quote,
    pollIntervalMs: 50,
  });
  return { root, order, visits };
}

/** Quotes on the opened tab's Edit screen and orders 100 USD of BTC by card; the order's row. */
async function buyOn(open: ReturnType<typeof tab>, search = '') {
  await open.root.quote.open({ search });
  open.root.quote.close();
  expect(open.root.quote.inquiry.token).not.toBe('');
  await open.order.enterOrderStep({ payMethod: 'card' });
  await open.order.enterSelectOffer();
  open.order.chooseOffer('topper');
  open.order.setAddress(freshBtcAddress());
  open.order.setWallet({ walletType: 'selfHosted' });
  expect(await open.order.submitAddress()).toBe(true);
  const made = await open.order.createOrder();
  expect(made?.orderNo, JSON.stringify(open.order.createError)).toMatch(/^\d{18}$/);
  return rowOf(made!.orderNo);
}

const rowOf = (orderNo: string) =>
  gateway.app.db
    .selectFrom('orders')
    .select(['partner_id', 'reference', 'referer_url'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

const moveDays = (days: number) => gateway.app.config.clock.advance(days * DAY);

describe('attribution over the real gateway', () => {
  it('a buyer back days later in a new tab, without parameters, orders as the partner that brought them', async () => {
    const local = createMemoryStorage();
    const arrival = tab(local, '/edit?partnerId=aurora&reference=R-17', 'https://aurora.example/blog/post');
    await arrival.root.quote.open({ search: '?partnerId=aurora&reference=R-17' });
    arrival.root.quote.close();

    moveDays(3);
    const later = tab(local, '/edit', 'https://search.example/');
    expect(await buyOn(later)).toEqual({
      partner_id: 'aurora',
      reference: 'R-17',
      referer_url: 'https://aurora.example/blog/post',
    });
  });

  it('past the window a visit is partner 0 again, with its own referrer', async () => {
    const local = createMemoryStorage();
    tab(local, '/edit?partnerId=aurora&reference=R-18', 'https://aurora.example/');

    moveDays(31);
    const later = tab(local, '/edit', 'https://search.example/q');
    expect(await buyOn(later)).toEqual({
      partner_id: '0',
      reference: '',
      referer_url: 'https://search.example/q',
    });
  });

  it('the last partner wins', async () => {
    const local = createMemoryStorage();
    tab(local, '/edit?partnerId=aurora&reference=A', 'https://aurora.example/');
    moveDays(1);
    tab(local, '/buy?partnerId=northwind&reference=N', 'https://northwind.example/shop');
    moveDays(1);
    expect(await buyOn(tab(local, '/edit'))).toEqual({
      partner_id: 'northwind',
      reference: 'N',
      referer_url: 'https://northwind.example/shop',
    });
  });
});

describe('the gateway records who brought the order', () => {
  it('an unknown partner id is recorded as 0, never refused', async () => {
    const quote = await getQuote(gateway, { partnerId: 'nobody-we-know' });
    const created = await gateway.post<Created>(
      'cryptoOrder',
      orderBody(quote, {
        partnerId: 'nobody-we-know',
        reference: 'ref-9',
        refererUrl: 'https://elsewhere.example/page',
        address: freshBtcAddress(),
      }),
    );
    expect(created, created.respMessage).toMatchObject({ respCode: 200 });
    expect(await rowOf(created.data!.orderNo)).toEqual({
      partner_id: '0',
      reference: 'ref-9',
      referer_url: 'https://elsewhere.example/page',
    });
  });

  it('a known partner, its reference and referrer are stored as sent', async () => {
    const quote = await getQuote(gateway, { partnerId: 'aurora' });
    const created = await gateway.post<Created>(
      'cryptoOrder',
      orderBody(quote, {
        partnerId: 'aurora',
        reference: 'order 42',
        refererUrl: 'https://aurora.example/',
        address: freshBtcAddress(),
      }),
    );
    expect(await rowOf(created.data!.orderNo)).toEqual({
      partner_id: 'aurora',
      reference: 'order 42',
      referer_url: 'https://aurora.example/',
    });
  });

  it("a known partner's link without a reference records the partner file's reference", async () => {
    const quote = await getQuote(gateway, { partnerId: 'aurora' });
    const created = await gateway.post<Created>(
      'cryptoOrder',
      orderBody(quote, { partnerId: 'aurora', address: freshBtcAddress() }),
    );
    expect(created, created.respMessage).toMatchObject({ respCode: 200 });
    // theme/partners/aurora.json: "reference": "aurora"
    expect(await rowOf(created.data!.orderNo)).toMatchObject({ partner_id: 'aurora', reference: 'aurora' });
  });

  it('refuses a refererUrl that is not an http(s) URL and an over-long reference (the shared schema)', async () => {
    const quote = await getQuote(gateway);
    const bad = await gateway.post('cryptoOrder', {
      ...orderBody(quote, { address: freshBtcAddress() }),
      refererUrl: 'javascript:alert(1)',
    });
    expect(bad.respCode).not.toBe(200);
    const long = await gateway.post('offerInquiry', {
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      reference: 'x'.repeat(129),
    });
    expect(long.respCode).not.toBe(200);
  });
});
