import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { BTC_ADDRESS, offer, ok, orderStore, quoteScreen, refuse } from './orderFixtures.ts';
import type { FetchCall } from '../support/fakeFetch.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const created = (orderNo = '202510230000000001') => ({
  orderNo,
  service: `http://127.0.0.1/sandbox/topper/checkout/${orderNo}`,
  nextStepContent: 'Complete the payment of 100 USD on the Topper checkout page within 30 minutes.',
  serviceLogoUrl: '/images/providers/topper.svg',
});

/** A buyer at Confirm Address with the topper (or given) offer and a checked address. */
async function atConfirm(
  options: {
    offerType?: string;
    gateway?: Record<string, (fields: Record<string, string>, call: FetchCall) => Response | undefined>;
    session?: ReturnType<typeof createMemoryStorage>;
    loggedIn?: boolean;
  } = {},
) {
  const setup = orderStore({
    quote: quoteScreen(),
    gateway: options.gateway,
    session: options.session,
    loggedIn: options.loggedIn,
  });
  await setup.store.enterSelectOffer();
  setup.store.chooseOffer(options.offerType ?? 'topper');
  setup.store.setAddress(BTC_ADDRESS);
  setup.store.setWallet({ walletType: 'exchange', exchangeName: 'Kraken' });
  setup.navigator.visits.length = 0;
  return setup;
}

describe('order creation (Confirm Address)', () => {
  it("sends SPEC §3's payload to cryptoOrder and goes to Wait Payment with the order", async () => {
    const session = createMemoryStorage({ referer_order: 'R-42' });
    const { store, navigator, callsTo } = await atConfirm({
      session,
      gateway: { cryptoOrder: () => ok(created()) },
    });
    await store.createOrder();
    expect(callsTo('cryptoOrder')[0].fields()).toEqual({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '0.00147',
      token: 'quote-1',
      partnerId: '0',
      payMethod: 'card',
      offerType: 'topper',
      reference: '',
      refererUrl: '',
      address: BTC_ADDRESS,
      referer_order: 'R-42',
      saveAddress: '0',
      redirectUrl: '/wait-payment',
      walletType: 'exchange',
      exchangeName: 'Kraken',
    });
    expect(store.offer).toMatchObject({
      orderNo: '202510230000000001',
      service: created().service,
      serviceLogoUrl: '/images/providers/topper.svg',
    });
    expect(navigator.visits).toEqual([{ to: '/wait-payment?orderNo=202510230000000001', replace: false }]);
  });

  it('uses coinOrder for the rampeasy offer', async () => {
    const { store, callsTo } = await atConfirm({
      offerType: 'rampeasy',
      gateway: { coinOrder: () => ok(created()) },
    });
    await store.createOrder();
    expect(callsTo('coinOrder')).toHaveLength(1);
    expect(callsTo('cryptoOrder')).toHaveLength(0);
  });

  it('a double click makes one request, and both clicks get the same order', async () => {
    let answer: FetchCall | undefined;
    const { store, callsTo } = await atConfirm({
      gateway: {
        cryptoOrder: (_fields, call) => {
          answer = call;
          return undefined;
        },
      },
    });
    const first = store.createOrder();
    const second = store.createOrder();
    expect(store.creating).toBe(true);
    answer?.respondJson({ respCode: 200, respMessage: 'success', data: created() });
    expect(await first).toEqual(created());
    expect(await second).toEqual(created());
    expect(callsTo('cryptoOrder')).toHaveLength(1);
    expect(store.creating).toBe(false);
  });

  it('after a reload the order made for this quote is reused, not made again', async () => {
    const session = createMemoryStorage();
    const before = await atConfirm({ session, gateway: { cryptoOrder: () => ok(created()) } });
    await before.store.createOrder();
    before.store.dispose();

    const after = orderStore({
      quote: quoteScreen(),
      session,
      gateway: { cryptoOrder: () => ok(created('202510230000000999')) },
    });
    const order = await after.store.createOrder();
    expect(order?.orderNo).toBe('202510230000000001');
    expect(after.callsTo('cryptoOrder')).toHaveLength(0);
    expect(after.navigator.visits).toEqual([
      { to: '/wait-payment?orderNo=202510230000000001', replace: false },
    ]);
  });

  it('a 509 refusal shows the text of its key and stays', async () => {
    const { store, navigator } = await atConfirm({
      gateway: {
        cryptoOrder: () =>
          refuse(509, 'Identity verification is required for orders over 700 EUR', 'risk.identityRequired'),
      },
    });
    expect(await store.createOrder()).toBeUndefined();
    expect(store.createError).toEqual({
      respCode: 509,
      message: { id: 'gateway.risk.identityRequired', values: {} },
      respMessage: 'Identity verification is required for orders over 700 EUR',
    });
    expect(shownText(store.createError?.message, 'zh-CN')).toBe(zh['gateway.risk.identityRequired']);
    expect(navigator.visits).toEqual([]);
  });

  it('any other refusal shows the text of its key in the buyer’s language, and a retry can succeed', async () => {
    let attempts = 0;
    const { store, navigator } = await atConfirm({
      gateway: {
        cryptoOrder: () =>
          ++attempts === 1
            ? refuse(400, 'Topper does not accept this payment method', 'order.payMethodNotAccepted', {
                provider: 'Topper',
              })
            : ok(created()),
      },
    });
    await store.createOrder();
    expect(shownText(store.createError?.message)).toBe('Topper does not accept this payment method');
    expect(shownText(store.createError?.message, 'zh-CN')).toBe(
      zh['gateway.order.payMethodNotAccepted'].replace('{provider}', 'Topper'),
    );
    await store.createOrder();
    expect(store.createError).toBeUndefined();
    expect(navigator.visits).toEqual([{ to: '/wait-payment?orderNo=202510230000000001', replace: false }]);
  });

  it('on the card flow a refusal goes to Edit with a bottom toast', async () => {
    const { store, navigator, ui } = await atConfirm({
      gateway: {
        cryptoOrder: () =>
          refuse(509, 'Identity verification is required for orders over 700 EUR', 'risk.identityRequired'),
      },
    });
    await store.createOrder({ flow: 'card' });
    expect(ui.toasts).toMatchObject([{ position: 'bottom' }]);
    expect(shownText(ui.toasts[0].message as { id: string })).toBe(
      'Identity verification is required for orders over 700 EUR',
    );
    expect(navigator.visits).toEqual([{ to: '/edit', replace: false }]);
    expect(store.createError).toBeUndefined();
  });

  it('Confirm with an offer that takes the card in the app goes to Select Card and makes no order; other offers make it', async () => {
    const inApp = orderStore({
      quote: quoteScreen({ offers: [{ ...offer('rampeasy', '0.00147', 'RampEasy'), inAppCard: true }] }),
      gateway: { coinOrder: () => ok(created()) },
    });
    await inApp.store.enterSelectOffer();
    inApp.store.setAddress(BTC_ADDRESS);
    inApp.navigator.visits.length = 0;
    expect(inApp.store.paysCardInApp).toBe(true);
    await inApp.store.confirmAddress();
    expect(inApp.navigator.visits).toEqual([{ to: '/select-card', replace: false }]);
    expect(inApp.callsTo('coinOrder')).toHaveLength(0);

    const checkout = await atConfirm({ gateway: { cryptoOrder: () => ok(created()) } });
    expect(checkout.store.paysCardInApp).toBe(false);
    await checkout.store.confirmAddress();
    expect(checkout.navigator.visits).toEqual([
      { to: '/wait-payment?orderNo=202510230000000001', replace: false },
    ]);
  });

  it('on the card flow a made order stays on Select Card (no Wait Payment) and is known as a card order', async () => {
    const { store, navigator, callsTo } = await atConfirm({
      offerType: 'rampeasy',
      gateway: { coinOrder: () => ok(created()) },
    });
    expect((await store.createOrder({ flow: 'card' }))?.orderNo).toBe('202510230000000001');
    await store.createOrder({ flow: 'card' });
    expect(callsTo('coinOrder')).toHaveLength(1);
    expect(navigator.visits).toEqual([]);
    expect(store.lastOrderNo).toBe('202510230000000001');
    expect(store.isCardOrder('202510230000000001')).toBe(true);
  });

  it('after 5003 a new quote for the same purchase keeps the offer and its new amounts', async () => {
    const { store } = await atConfirm({
      gateway: {
        cryptoOrder: () => refuse(5003, 'The price has expired, please get a new quote'),
        offerInquiry: () =>
          Response.json({
            respCode: 200,
            respMessage: 'success',
            side: 'pay',
            token: 'quote-2',
            sendCurrency: 'USD',
            sendCurrencyAmount: '100',
            getCurrency: 'BTC',
            getCurrencyAmount: '0.0016',
            payMethod: 'card',
            offerType: 'rampeasy',
            offerList: [
              { ...quoteScreen().offers[0] },
              { ...quoteScreen().offers[1], getCurrencyAmount: '0.00155' },
            ],
          }),
      },
    });
    await store.createOrder();
    expect(store.createError?.respCode).toBe(5003);
    expect(await store.renewQuote()).toBe(true);
    expect(store.quote?.inquiry.token).toBe('quote-2');
    expect(store.offer).toMatchObject({ offerType: 'topper', getCurrencyAmount: '0.00155' });
    expect(store.createError).toBeUndefined();
  });

  it("'save this address' is sent for a logged-in buyer (the gateway keeps it in the address book)", async () => {
    const { store, callsTo } = await atConfirm({
      loggedIn: true,
      gateway: { cryptoOrder: () => ok(created()) },
    });
    store.setSaveAddress(true);
    await store.createOrder();
    expect(callsTo('cryptoOrder')[0].fields()).toMatchObject({ saveAddress: '1', authToken: 'buyer-token' });
  });

  it('an anonymous buyer cannot save an address', async () => {
    const { store, callsTo } = await atConfirm({ gateway: { cryptoOrder: () => ok(created()) } });
    store.setSaveAddress(true);
    await store.createOrder();
    expect(callsTo('cryptoOrder')[0].fields().saveAddress).toBe('0');
  });
});
