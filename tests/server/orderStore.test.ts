import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { OrderStore } from '../../src/stores/OrderStore.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { KeyValueStorage } from '../../src/stores/deps.ts';
import type { Ticker } from '../../src/stores/quote/ticker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { freshBtcAddress, payByCard } from './helpers/orders.ts';
import { shownText } from '../unit/support/shownText.ts';

/**
 * The order store driven against the real gateway: real quotes, address checks, order creation,
 * sandbox checkout and the scheduler moving the order. Only the navigator and the polling pace are the test's.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway({ ORDER_STEP_MS: '40' });
});

afterAll(async () => {
  await gateway?.close();
});

const idleTicker: Ticker = { every: () => () => undefined };

/** The app's RootStore over the gateway (its quote store gets the quote), with an order store polling every 50 ms. */
function buyer(session: KeyValueStorage = createMemoryStorage()) {
  const visits: string[] = [];
  const navigator = {
    navigate: (to: string) => void visits.push(to),
    currentUrl: () => visits.at(-1) ?? '/edit',
  };
  const root = new RootStore({
    fetch: (url, init) => fetch(gateway.origin + url, init),
    clock: { now: () => Date.now() },
    local: createMemoryStorage(),
    session,
    navigator,
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

/**
 * A buyer on the quote screen with a fresh 100 USD → BTC card quote, then on Submit Address with the given
 * offer, a fresh address and the wallet type, having pressed Confirm (unless `press` is false).
 */
async function atConfirm(offerType: string, search = '', options: { press?: boolean } = {}) {
  const setup = buyer();
  await setup.root.quote.open({ search });
  setup.root.quote.close();
  expect(setup.root.quote.inquiry.token).not.toBe('');
  await setup.order.enterOrderStep({ payMethod: 'card' });
  await setup.order.enterSelectOffer();
  setup.order.chooseOffer(offerType);
  setup.order.setAddress(`  ${freshBtcAddress()} `);
  setup.order.setWallet({ walletType: 'selfHosted' });
  if (options.press !== false) expect(await setup.order.submitAddress()).toBe(true);
  return setup;
}

const ordersIn = async () =>
  (await gateway.app.db
    .selectFrom('orders')
    .select(['order_no', 'offer_type', 'address'])
    .execute()) as Array<{ order_no: string; offer_type: string; address: string }>;

const until = async (check: () => boolean, what: string, timeoutMs = 8000) => {
  await expect.poll(check, { timeout: timeoutMs, interval: 20, message: what }).toBe(true);
};

describe('OrderStore over the real gateway', () => {
  it('goes from the quote to a created order, once, however often Confirm is pressed or the page reloaded', async () => {
    const session = createMemoryStorage();
    const before = await ordersIn();
    const first = buyer(session);
    await first.root.quote.open({ search: '' });
    await first.order.enterOrderStep({ payMethod: 'card' });
    expect(first.visits.at(-1)).toBe('/select-offer');
    expect(await first.order.enterSelectOffer()).toBe('stay');
    expect(first.order.offers.length).toBeGreaterThan(1);
    first.order.chooseOffer('topper');
    const address = freshBtcAddress();
    first.order.setAddress(address);
    first.order.setWallet({ walletType: 'exchange', exchangeName: 'Kraken' });
    // Confirm on Submit Address, pressed twice: one check of the address, one order, on to pay.
    expect(await Promise.all([first.order.submitAddress(), first.order.submitAddress()])).toEqual([
      true,
      true,
    ]);
    const a = first.order.createdOrder;
    expect(a?.orderNo).toMatch(/^\d{18}$/);
    expect(await first.order.createOrder()).toEqual(a);
    expect(first.visits.at(-1)).toBe(`/wait-payment?orderNo=${a?.orderNo}`);
    first.order.dispose();

    const reloaded = buyer(session);
    expect((await reloaded.order.createOrder())?.orderNo).toBe(a?.orderNo);

    const made = (await ordersIn()).filter((row) => !before.some((old) => old.order_no === row.order_no));
    expect(made).toEqual([{ order_no: a?.orderNo, offer_type: 'topper', address }]);
  });

  it('refuses an address the gateway does not take, and makes no order', async () => {
    const setup = buyer();
    await setup.root.quote.open({ search: '' });
    await setup.order.enterOrderStep({ payMethod: 'card' });
    await setup.order.enterSelectOffer();
    setup.order.chooseOffer('topper');
    const before = (await ordersIn()).length;
    setup.order.setAddress('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(await setup.order.submitAddress()).toBe(false);
    expect(setup.order.addressError).toBe('invalid');
    expect((await ordersIn()).length).toBe(before);
  });

  it('makes the rampeasy order through coinOrder', async () => {
    const { order } = await atConfirm('rampeasy');
    const created = await order.createOrder();
    const row = (await ordersIn()).find((candidate) => candidate.order_no === created?.orderNo);
    expect(row?.offer_type).toBe('rampeasy');
  });

  it('follows a paid order from Wait Payment to Delivered', async () => {
    const { order, visits } = await atConfirm('topper');
    const created = await order.createOrder();
    const orderNo = created?.orderNo ?? '';
    const stopWaiting = order.follow(orderNo, 'waitPayment');
    await until(() => order.tracked?.status === 'Pending', 'the order shows as waiting for payment');
    expect((await payByCard(gateway, created?.service ?? '', '4242424242424242')).status).toBe(303);
    await until(
      () => visits.at(-1) === `/order-status?orderNo=${orderNo}`,
      'wait payment moves to the order status',
    );
    stopWaiting();

    const stop = order.follow(orderNo, 'orderStatus');
    await until(() => order.tracked?.status === 'Delivered', 'the order is delivered');
    stop();
    expect(order.tracked).toMatchObject({
      paymentResult: 'success',
      txHash: expect.any(String),
      explorerUrl: expect.stringContaining(order.tracked?.txHash ?? ''),
    });
  });

  it('sends the buyer to the failed payment status after a declined card', async () => {
    const { order, visits } = await atConfirm('topper');
    const created = await order.createOrder();
    const stop = order.follow(created?.orderNo ?? '', 'waitPayment');
    await payByCard(gateway, created?.service ?? '', '4000000000000002');
    await until(
      () => visits.at(-1) === `/payment-status?orderNo=${created?.orderNo}`,
      'wait payment moves to the payment status',
    );
    stop();
    expect(order.tracked).toMatchObject({ status: 'Pending', paymentResult: 'failed' });
  });

  it('shows 509 for an order over 700 EUR by an unverified buyer', async () => {
    const { order } = await atConfirm('topper', '?sendCurrencyAmount=1500');
    expect(await order.createOrder()).toBeUndefined();
    expect(order.createError?.respCode).toBe(509);
    expect(shownText(order.createError?.message)).toBe(
      'Identity verification is required for orders over 700 EUR',
    );
  });

  it('after 5003 (expired price) a new quote lets the same order go through', async () => {
    const { order } = await atConfirm('topper', '', { press: false });
    const before = order.quote?.inquiry.token;
    gateway.app.config.clock.advance(10 * 60_000);
    expect(await order.submitAddress()).toBe(true);
    expect(order.createdOrder).toBeUndefined();
    expect(order.createError?.respCode).toBe(5003);
    expect(shownText(order.createError?.message)).toBe('The price has expired, please get a new quote');
    expect(await order.renewQuote()).toBe(true);
    expect(order.quote?.inquiry.token).not.toBe(before);
    expect(await order.submitAddress()).toBe(true);
    expect(order.createdOrder?.orderNo).toMatch(/^\d{18}$/);
  });
});
