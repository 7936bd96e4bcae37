import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_CHECK_DELAY_MS } from '../../../src/stores/OrderStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { hrefTo } from '../../../src/stores/navigate.ts';
import { BTC_ADDRESS, method, offer, ok, orderStore, quoteScreen, refuse } from './orderFixtures.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const quoteAnswer = (token: string, payMethod: string, offers = [offer('topper', '0.0015', 'Topper')]) => ({
  respCode: 200,
  respMessage: 'success',
  side: 'pay',
  sendCurrency: 'USD',
  sendCurrencyAmount: '100',
  getCurrency: 'BTC',
  getCurrencyAmount: '0.0015',
  network: 'BTC',
  expireTime: 0,
  token,
  processingFee: '2.98',
  transNetworkFee: '2.5',
  feeCurrency: 'USD',
  payMethod,
  offerType: offers[0].offerType,
  offerList: offers,
  methodList: [method('card'), method('paypal')],
});

describe('order step (/order)', () => {
  it('without any quote says so and stays (the page offers a new quote)', async () => {
    const { store, navigator } = orderStore();
    expect(await store.enterOrderStep({})).toBe('noQuote');
    expect(await store.enterSelectOffer()).toBe('noQuote');
    expect(await store.enterSubmitAddress()).toBe('noQuote');
    expect(await store.enterConfirmAddress()).toBe('noQuote');
    expect(store.quoteError).toBeUndefined();
    expect(navigator.visits).toEqual([]);
  });

  it('with several pay methods and no payMethod in the link lets the buyer choose here', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen() });
    expect(await store.enterOrderStep({})).toBe('stay');
    expect(navigator.visits).toEqual([]);
    expect(store.quote?.inquiry.token).toBe('quote-1');
  });

  it('a payMethod in the link goes to Select Offer, with a quote for that method when it differs', async () => {
    const { store, navigator, callsTo } = orderStore({
      quote: quoteScreen(),
      gateway: { offerInquiry: (fields) => Response.json(quoteAnswer('quote-paypal', fields.payMethod)) },
    });
    expect(await store.enterOrderStep({ payMethod: 'paypal' })).toBe('moved');
    expect(callsTo('offerInquiry')[0].fields()).toMatchObject({
      payMethod: 'paypal',
      sendCurrencyAmount: '100',
      getCurrencyAmount: '',
      intercept: '2',
    });
    expect(store.quote?.inquiry).toMatchObject({ token: 'quote-paypal', payMethod: 'paypal' });
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it('the same pay method as the quote needs no new quote', async () => {
    const { store, navigator, calls } = orderStore({ quote: quoteScreen() });
    await store.enterOrderStep({ payMethod: 'card' });
    expect(calls).toHaveLength(0);
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it('a single stored pay method goes straight to Select Offer', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen({ methods: [method('card')] }) });
    expect(await store.enterOrderStep({})).toBe('moved');
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it('the partner host of partners.json passes: the buyer chooses even with a single method', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen({ methods: [method('card')] }) });
    expect(await store.enterOrderStep({ from: 'https://www.aurora.example/shop' })).toBe('stay');
    expect(navigator.visits).toEqual([]);
  });

  it('the card partner of partners.json gets the card pay method and goes to Select Offer', async () => {
    const source = quoteScreen({ partnerId: 'northwind' });
    source.inquiry.payMethod = 'applepay';
    const { store, navigator, callsTo } = orderStore({
      quote: source,
      gateway: { offerInquiry: (fields) => Response.json(quoteAnswer('quote-card', fields.payMethod)) },
    });
    expect(await store.enterOrderStep({})).toBe('moved');
    expect(callsTo('offerInquiry')[0].fields()).toMatchObject({ payMethod: 'card', partnerId: 'northwind' });
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it("a widget link's token loads that quote and fixes the address it carries", async () => {
    const { store, navigator, callsTo } = orderStore({
      gateway: {
        offerInquiryInfo: () => ok({ ...quoteAnswer('widget-token', 'card'), partnerId: '0' }),
        offerMethodList: () => ok({ priceList: [method('card')] }),
        getCurrencyInfo: () =>
          ok({
            symbol: 'BTC',
            currency: 'BTC',
            name: 'Bitcoin',
            network: 'BTC',
            imgUrl: '',
            vol24: 1,
            minAmount: 0,
            maxAmount: 1,
            isHot: 1,
          }),
      },
    });
    await store.enterOrderStep({
      token: 'widget-token',
      address: `  ${BTC_ADDRESS} `,
      redirectUrl: '/my-orders',
    });
    expect(callsTo('offerInquiryInfo')[0].fields()).toMatchObject({ token: 'widget-token' });
    expect(store.quote).toMatchObject({
      inquiry: { token: 'widget-token' },
      getSymbol: 'BTC',
      network: 'BTC',
    });
    expect(store).toMatchObject({ address: BTC_ADDRESS, addressFixed: true, redirectUrl: '/my-orders' });
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it('an expired widget quote stays on the page with the text of its key, in the buyer’s language', async () => {
    const { store, navigator } = orderStore({
      gateway: {
        offerInquiryInfo: () =>
          refuse(5003, 'The price has expired, please get a new quote', 'quote.expired'),
        offerMethodList: () => refuse(5003, 'The price has expired, please get a new quote', 'quote.expired'),
      },
    });
    expect(await store.enterOrderStep({ token: 'old' })).toBe('noQuote');
    expect(store.quoteError?.respCode).toBe(5003);
    expect(shownText(store.quoteError?.message)).toBe('The price has expired, please get a new quote');
    expect(shownText(store.quoteError?.message, 'zh-CN')).toBe(zh['gateway.quote.expired']);
    expect(navigator.visits).toEqual([]);
  });
});

describe('select offer (/select-offer)', () => {
  it('shows the offers, the best rate marked, and stores the chosen one', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen() });
    expect(await store.enterSelectOffer()).toBe('stay');
    expect(store.offers.map((o) => o.offerType)).toEqual(['rampeasy', 'topper']);
    expect(store.bestOfferType).toBe('topper');
    store.chooseOffer('topper');
    expect(store.offer).toMatchObject({
      offerType: 'topper',
      name: 'Topper',
      getCurrencyAmount: '0.00151',
      sendCurrency: 'USD',
    });
    expect(store.quote?.inquiry.offerType).toBe('topper');
    expect(navigator.visits).toEqual([{ to: '/submit-address', replace: false }]);
  });

  it('a single offer is chosen for the buyer', async () => {
    const { store, navigator } = orderStore({
      quote: quoteScreen({ offers: [offer('moonbeam', '0.0014', 'MoonBeam')] }),
    });
    expect(await store.enterSelectOffer()).toBe('moved');
    expect(store.offer?.offerType).toBe('moonbeam');
    expect(navigator.visits).toEqual([{ to: '/submit-address', replace: true }]);
  });

  it('the card partner gets the rampeasy offer and goes to Submit Address', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen({ partnerId: 'northwind' }) });
    expect(await store.enterSelectOffer()).toBe('moved');
    expect(store.offer?.offerType).toBe('rampeasy');
    expect(navigator.visits).toEqual([{ to: '/submit-address', replace: true }]);
  });

  it('the partner host passes even with a single offer', async () => {
    const { store, navigator } = orderStore({
      quote: quoteScreen({ offers: [offer('moonbeam', '0.0014')] }),
    });
    await store.enterOrderStep({ from: 'aurora.example' });
    expect(await store.enterSelectOffer()).toBe('stay');
    expect(navigator.visits).toEqual([]);
  });

  it('keeps the quote this flow re-quoted instead of taking the quote screen one again', async () => {
    const { store } = orderStore({
      quote: quoteScreen(),
      gateway: { offerInquiry: (fields) => Response.json(quoteAnswer('quote-paypal', fields.payMethod)) },
    });
    await store.enterOrderStep({ payMethod: 'paypal' });
    await store.enterSelectOffer();
    expect(store.quote?.inquiry.token).toBe('quote-paypal');
  });
});

describe('submit address (/submit-address)', () => {
  async function atSubmitAddress(gateway = {}) {
    const setup = orderStore({ quote: quoteScreen(), gateway });
    await setup.store.enterSelectOffer();
    setup.store.chooseOffer('topper');
    setup.navigator.visits.length = 0;
    return setup;
  }

  it('an empty address asks for it without calling the gateway', async () => {
    const { store, calls } = await atSubmitAddress();
    store.setAddress('   ');
    expect(await store.submitAddress()).toBe(false);
    expect(store.addressError).toBe('required');
    expect(calls).toHaveLength(0);
  });

  it('an address the gateway refuses is incorrect, and so is a failed call', async () => {
    const refused = await atSubmitAddress({
      validateGetAddress: () => refuse(4101, 'This is not a valid Bitcoin address for BTC'),
    });
    refused.store.setAddress('bc1-not-an-address');
    expect(await refused.store.submitAddress()).toBe(false);
    expect(refused.store.addressError).toBe('invalid');
    expect(refused.navigator.visits).toEqual([]);

    const failed = await atSubmitAddress({
      validateGetAddress: () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    failed.store.setAddress(BTC_ADDRESS);
    expect(await failed.store.submitAddress()).toBe(false);
    expect(failed.store.addressError).toBe('invalid');
  });

  const checkout = {
    orderNo: '202510230000000001',
    service: 'http://x/checkout',
    nextStepContent: 'Pay',
    serviceLogoUrl: '/t.svg',
  };
  const acceptAddress = (fields: Record<string, string>) =>
    ok({ address: fields.address, network: 'BTC', currency: 'BTC' });

  it('Confirm sends the good address trimmed for the crypto bought, makes the order with it and goes to pay', async () => {
    const { store, navigator, callsTo } = await atSubmitAddress({
      validateGetAddress: acceptAddress,
      cryptoOrder: () => ok(checkout),
    });
    store.setAddress(`  ${BTC_ADDRESS}\n`);
    expect(await store.submitAddress()).toBe(true);
    expect(callsTo('validateGetAddress')[0].fields()).toEqual({ address: BTC_ADDRESS, getCurrency: 'BTC' });
    expect(store.address).toBe(BTC_ADDRESS);
    expect(store.addressError).toBeUndefined();
    expect(callsTo('cryptoOrder')).toHaveLength(1);
    expect(callsTo('cryptoOrder')[0].fields()).toMatchObject({ address: BTC_ADDRESS, offerType: 'topper' });
    expect(navigator.visits).toEqual([{ to: '/wait-payment?orderNo=202510230000000001', replace: false }]);
  });

  it('an offer that takes the card in the app goes on to Select Card without an order yet', async () => {
    const { store, navigator, callsTo } = orderStore({
      quote: quoteScreen({ offers: [{ ...offer('rampeasy', '0.0016', 'RampEasy'), inAppCard: true }] }),
      gateway: { validateGetAddress: acceptAddress },
    });
    await store.enterSelectOffer();
    navigator.visits.length = 0;
    store.setAddress(BTC_ADDRESS);
    expect(await store.submitAddress()).toBe(true);
    expect(callsTo('coinOrder')).toHaveLength(0);
    expect(navigator.visits).toEqual([{ to: '/select-card', replace: false }]);
  });

  it('names the step Confirm goes to, whose code the page fetches ahead: the checkout, Select Card, or the login before it', async () => {
    const topper = await atSubmitAddress({
      validateGetAddress: acceptAddress,
      cryptoOrder: () => ok(checkout),
    });
    expect(topper.store.addressLeadsTo).toBe('waitPayment');
    topper.store.setAddress(BTC_ADDRESS);
    await topper.store.submitAddress();
    expect(topper.navigator.visits.map(({ to }) => to.split('?')[0])).toEqual([hrefTo('waitPayment')]);

    for (const loggedIn of [true, false]) {
      const card = orderStore({
        quote: quoteScreen({ offers: [{ ...offer('rampeasy', '0.0016', 'RampEasy'), inAppCard: true }] }),
        loggedIn,
        gateway: { validateGetAddress: acceptAddress },
      });
      await card.store.enterSelectOffer();
      // Logged out, Select Card's guard shows the login first (src/routes).
      expect(card.store.addressLeadsTo).toBe(loggedIn ? 'selectCard' : 'emailLogin');
    }
  });

  it('checks the address once typing pauses, and Confirm reuses that check', async () => {
    vi.useFakeTimers();
    try {
      const { store, callsTo } = await atSubmitAddress({
        validateGetAddress: acceptAddress,
        cryptoOrder: () => ok(checkout),
      });
      store.setAddress('bc1q');
      store.setAddress(BTC_ADDRESS);
      expect(store.canSubmitAddress).toBe(true);
      await vi.advanceTimersByTimeAsync(ADDRESS_CHECK_DELAY_MS - 1);
      expect(callsTo('validateGetAddress')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(callsTo('validateGetAddress').map((call) => call.fields().address)).toEqual([BTC_ADDRESS]);
      expect(store.addressError).toBeUndefined();
      expect(await store.submitAddress()).toBe(true);
      expect(callsTo('validateGetAddress')).toHaveLength(1);
      expect(callsTo('cryptoOrder')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a pasted address the gateway refuses shows its error without a press, and Confirm is disabled', async () => {
    vi.useFakeTimers();
    try {
      const { store, callsTo } = await atSubmitAddress({
        validateGetAddress: () => refuse(4101, 'This is not a valid Bitcoin address for BTC'),
      });
      store.setAddress('bc1-not-an-address');
      await vi.advanceTimersByTimeAsync(ADDRESS_CHECK_DELAY_MS);
      expect(store.addressError).toBe('invalid');
      expect(store.canSubmitAddress).toBe(false);
      // Erasing it says one is needed, and Confirm stays disabled without an address.
      store.setAddress('');
      expect(store.addressError).toBe('required');
      expect(store.canSubmitAddress).toBe(false);
      expect(callsTo('validateGetAddress')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer for an address the buyer has since changed changes nothing', async () => {
    // The gateway never answers for the old address.
    const { store } = await atSubmitAddress({
      validateGetAddress: (fields: Record<string, string>) =>
        fields.address === 'bc1-old' ? undefined : acceptAddress(fields),
    });
    store.setAddress('bc1-old');
    void store.checkAddress();
    store.setAddress(BTC_ADDRESS);
    expect(await store.checkAddress()).toBe(true);
    expect(store.addressError).toBeUndefined();
    expect(store.checkingAddress).toBe(false);
  });

  it('a double press on Confirm makes one order', async () => {
    const { store, callsTo } = await atSubmitAddress({
      validateGetAddress: acceptAddress,
      cryptoOrder: () => ok(checkout),
    });
    store.setAddress(BTC_ADDRESS);
    const [first, second] = await Promise.all([store.submitAddress(), store.submitAddress()]);
    expect([first, second]).toEqual([true, true]);
    expect(callsTo('validateGetAddress')).toHaveLength(1);
    expect(callsTo('cryptoOrder')).toHaveLength(1);
  });

  it('a refused order stays on Submit Address with its message, and Confirm can be pressed again', async () => {
    const { store, navigator, callsTo } = await atSubmitAddress({
      validateGetAddress: acceptAddress,
      cryptoOrder: () => refuse(5003, 'The price has expired, please get a new quote', 'quote.priceExpired'),
    });
    store.setAddress(BTC_ADDRESS);
    expect(await store.submitAddress()).toBe(true);
    expect(store.createError?.respCode).toBe(5003);
    expect(navigator.visits).toEqual([]);
    expect(store.canSubmitAddress).toBe(true);
    expect(callsTo('cryptoOrder')).toHaveLength(1);
  });

  it('a good address does not go on while the wallet-type form does not hold', async () => {
    const { store, navigator } = await atSubmitAddress({
      validateGetAddress: (fields: Record<string, string>) =>
        ok({ address: fields.address, network: 'BTC', currency: 'BTC' }),
    });
    store.setAddress(BTC_ADDRESS);
    expect(await store.submitAddress({ walletValid: false })).toBe(false);
    expect(store.addressError).toBeUndefined();
    expect(navigator.visits).toEqual([]);
  });

  it('typing again clears the error', async () => {
    const { store } = await atSubmitAddress();
    await store.submitAddress();
    store.setAddress('b');
    expect(store.addressError).toBeUndefined();
  });

  it('a fixed address with rampeasy goes to Confirm Address without asking', async () => {
    const { store, navigator, calls } = orderStore({ quote: quoteScreen() });
    await store.enterOrderStep({ address: BTC_ADDRESS });
    await store.enterSelectOffer();
    store.chooseOffer('rampeasy');
    navigator.visits.length = 0;
    expect(await store.enterSubmitAddress()).toBe('moved');
    expect(navigator.visits).toEqual([{ to: '/confirm-address', replace: true }]);
    expect(calls).toHaveLength(0);
  });

  it('a fixed address with another offer makes the order at once and goes to Wait Payment', async () => {
    const { store, navigator, callsTo } = orderStore({
      quote: quoteScreen(),
      gateway: {
        cryptoOrder: () =>
          ok({
            orderNo: '202510230000000001',
            service: 'http://x/checkout',
            nextStepContent: 'Pay',
            serviceLogoUrl: '/t.svg',
          }),
      },
    });
    await store.enterOrderStep({ address: BTC_ADDRESS });
    store.chooseOffer('topper');
    navigator.visits.length = 0;
    expect(await store.enterSubmitAddress()).toBe('moved');
    expect(callsTo('cryptoOrder')).toHaveLength(1);
    expect(navigator.visits).toEqual([{ to: '/wait-payment?orderNo=202510230000000001', replace: false }]);
  });

  it('without a chosen offer goes back to Select Offer', async () => {
    const { store, navigator } = orderStore({ quote: quoteScreen(), session: createMemoryStorage() });
    await store.enterOrderStep({});
    expect(await store.enterSubmitAddress()).toBe('moved');
    expect(navigator.visits).toEqual([{ to: '/select-offer', replace: true }]);
  });

  it('offers a logged-in buyer the saved addresses of the crypto bought', async () => {
    const entry = (id: string, getCurrency: string, address: string) => ({
      id,
      crypto: 'X',
      network: 'X',
      networkName: 'Bitcoin',
      getCurrency,
      imgUrl: '',
      address,
      name: `wallet ${id}`,
    });
    const { store, callsTo } = orderStore({
      quote: quoteScreen(),
      loggedIn: true,
      gateway: { getCryptoList: () => ok([entry('1', 'BTC', BTC_ADDRESS), entry('2', 'ETH', '0xabc')]) },
    });
    await store.enterOrderStep({});
    await store.loadSavedAddresses();
    expect(callsTo('getCryptoList')[0].fields()).toEqual({ authToken: 'buyer-token' });
    expect(store.savedAddresses).toEqual([
      { id: '1', address: BTC_ADDRESS, name: 'wallet 1', networkName: 'Bitcoin' },
    ]);
  });

  it('loads the exchanges of the Exchange wallet type once', async () => {
    const { store, callsTo } = await atSubmitAddress({
      travelExchangeList: () => ok([{ id: 'kraken', name: 'Kraken', logo: '/k.svg' }]),
    });
    await store.loadExchanges();
    await store.loadExchanges();
    expect(store.exchanges).toEqual([{ id: 'kraken', name: 'Kraken', logo: '/k.svg' }]);
    expect(callsTo('travelExchangeList')).toHaveLength(1);
  });
});
