import { describe, expect, it } from 'vitest';
import { BILLING_FORM_KEY } from '../../../src/stores/CardStore.ts';
import { KYC_RETURN_KEY } from '../../../src/stores/KycStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { ORDER_SESSION_KEY } from '../../../src/stores/OrderStore.ts';
import { BUYER_MEMORY_KEY } from '../../../src/stores/order/returningBuyer.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { createFakeTicker } from '../support/fakeTicker.ts';
import { orderView } from './orderFixtures.ts';
import { shownText } from '../support/shownText.ts';
import { zh } from '../support/messageCatalogue.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const NOW_S = NOW_MS / 1000;
const ORDER_NO = '202510230000000007';

type Reply = Response | ((call: FetchCall) => Response | undefined);
const ok = (data?: unknown) =>
  json({ respCode: 200, respMessage: 'success', ...(data === undefined ? {} : { data }) });
const refused = (
  respCode: number,
  respMessage: string,
  key?: { respKey: string; respParams?: Record<string, string> },
) => json({ respCode, respMessage, ...key });
const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');

const card = {
  id: 'card-1',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  maskedNumber: '•••• 4242',
};
const billing = { country: 'DE', city: 'Berlin', zipCode: '10115', address: 'Unter den Linden 1' };

/** The purchase as the order flow keeps it in the session: a rampeasy card quote (in app), its offer and address. */
const purchase = {
  quote: {
    inquiry: {
      sendCurrency: 'USD',
      sendCurrencyAmount: '1500',
      getCurrency: 'BTC',
      getCurrencyAmount: '0.02',
      token: 'quote-7',
      partnerId: '0',
      payMethod: 'card',
      offerType: 'rampeasy',
      reference: '',
      refererUrl: '',
    },
    side: 'pay',
    offers: [
      {
        offerType: 'rampeasy',
        name: 'RampEasy',
        image: '/images/providers/rampeasy.svg',
        sendCurrencyAmount: '1500',
        getCurrencyAmount: '0.02',
        processingFee: '2',
        networkFee: '1',
        feeCurrency: 'USD',
        rate: '65000',
        payMethods: ['card'],
        inAppCard: true,
      },
    ],
    methods: [],
    getSymbol: 'BTC',
    network: 'BTC',
  },
  offer: {
    offerType: 'rampeasy',
    name: 'RampEasy',
    image: '/images/providers/rampeasy.svg',
    sendCurrency: 'USD',
    sendCurrencyAmount: '1500',
    getCurrency: 'BTC',
    getCurrencyAmount: '0.02',
  },
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

const created = { orderNo: ORDER_NO, service: '', nextStepContent: '', serviceLogoUrl: '' };

/** A RootStore whose gateway answers each endpoint with the given reply (an endpoint without one hangs). */
function cardRoot(
  options: {
    replies?: Record<string, Reply>;
    local?: Record<string, string>;
    session?: Record<string, string>;
    loggedIn?: boolean;
    kycLevel?: number;
    url?: string;
  } = {},
) {
  const replies = options.replies ?? {};
  const transport = createFakeFetch((call) => {
    const reply = replies[endpointOf(call)];
    return typeof reply === 'function' ? reply(call) : reply?.clone();
  });
  const local = createMemoryStorage({
    ...(options.loggedIn === false
      ? {}
      : {
          [USER_INFO_KEY]: JSON.stringify({
            authToken: 'tok-1',
            expTime: NOW_S + 3600,
            kyc_level: options.kycLevel ?? 1,
          }),
        }),
    ...options.local,
  });
  const session = createMemoryStorage({ [ORDER_SESSION_KEY]: JSON.stringify(purchase), ...options.session });
  const navigator = createFakeNavigator(options.url ?? '/select-card');
  const root = new RootStore({
    clock: createFakeClock(NOW_MS),
    local,
    session,
    navigator,
    fetch: transport.fetch,
    ticker: createFakeTicker(),
  });
  const callsTo = (endpoint: string) => transport.calls.filter((call) => endpointOf(call) === endpoint);
  return { root, cards: root.cards, navigator, local, session, callsTo, replies };
}

/** Replies of a buyer who passes every row of the decision. */
const passing = (): Record<string, Reply> => ({
  userStatus: ok({ isKyc: 1, kyc_level: 1 }),
  coinOrder: ok(created),
  checkIdentification: ok({ isIdentification: 1, required: 0, identityStatus: 'none' }),
  cardList: ok([card]),
  orderDetail: ok(
    orderView({
      orderNo: ORDER_NO,
      offerType: 'rampeasy',
      providerName: 'RampEasy',
      sendCurrencyAmount: '1500',
    }),
  ),
});

describe('CardStore: the Select Card decision against the gateway', () => {
  it('resolves an authToken link, takes the token out of the address bar, and stays with the saved cards', async () => {
    const env = cardRoot({
      loggedIn: false,
      url: '/select-card?authToken=link-token&lang=zh',
      replies: {
        ...passing(),
        authInfo: ok({ authToken: 'link-token', expTime: NOW_S + 600, kyc_level: 1, email: 'a@b.c' }),
      },
    });
    expect(await env.cards.enterSelectCard({ authToken: 'link-token', lang: 'zh' })).toBe('ready');
    expect(env.callsTo('authInfo')[0].fields().authToken).toBe('link-token');
    expect(env.root.userInfo.isLoggedIn).toBe(true);
    expect(env.navigator.visits[0]).toEqual({ to: '/select-card?lang=zh', replace: true });
    expect(env.callsTo('userStatus')[0].fields()).toMatchObject({
      authToken: 'link-token',
      token: 'quote-7',
    });
    expect(env.callsTo('coinOrder')).toHaveLength(1);
    expect(env.callsTo('checkIdentification')[0].fields().token).toBe('quote-7');
    expect(env.cards.cards).toEqual([card]);
    expect(env.cards.orderNo).toBe(ORDER_NO);
    expect(env.cards.orderView?.providerName).toBe('RampEasy');
    expect(env.navigator.visits).toHaveLength(1);
  });

  it('isKyc 2 goes to KYC Status (refused) and remembers Select Card as the way back', async () => {
    const env = cardRoot({ replies: { ...passing(), userStatus: ok({ isKyc: 2, kyc_level: 1 }) } });
    expect(await env.cards.enterSelectCard()).toBe('left');
    expect(env.navigator.visits).toEqual([{ to: '/kyc-status?status=2', replace: true }]);
    expect(env.session.getItem(KYC_RETURN_KEY)).toBe('/select-card');
    expect(env.callsTo('coinOrder')).toHaveLength(0);
  });

  it('a fresh buyer gets the order made (no Wait Payment) and goes to Enter Information', async () => {
    const env = cardRoot({
      kycLevel: 0,
      replies: { ...passing(), userStatus: ok({ isKyc: 0, kyc_level: 0 }) },
    });
    expect(await env.cards.enterSelectCard()).toBe('left');
    expect(env.callsTo('coinOrder')).toHaveLength(1);
    expect(env.navigator.visits).toEqual([{ to: '/enter-information', replace: true }]);
    expect(env.root.order.createdOrder?.orderNo).toBe(ORDER_NO);
  });

  it('a refused order creation goes to Edit with the error as a bottom toast', async () => {
    const env = cardRoot({
      replies: {
        ...passing(),
        coinOrder: refused(5003, 'The price has expired, please get a new quote', {
          respKey: 'quote.expired',
        }),
      },
    });
    expect(await env.cards.enterSelectCard()).toBe('left');
    expect(env.navigator.visits).toEqual([{ to: '/edit', replace: false }]);
    expect(env.root.ui.toasts).toMatchObject([
      { message: { id: 'gateway.quote.expired' }, position: 'bottom' },
    ]);
  });

  it('identification not done goes to Verify ID; no saved card goes to Enter Card for the order', async () => {
    const unverified = cardRoot({
      replies: {
        ...passing(),
        checkIdentification: ok({ isIdentification: 0, required: 1, identityStatus: 'none' }),
      },
    });
    await unverified.cards.enterSelectCard();
    expect(unverified.navigator.visits).toEqual([{ to: '/verify-id', replace: true }]);

    const noCard = cardRoot({ replies: { ...passing(), cardList: ok([]) } });
    await noCard.cards.enterSelectCard();
    expect(noCard.navigator.visits).toEqual([{ to: `/enter-card?orderNo=${ORDER_NO}`, replace: true }]);
  });

  it('a refused status load is shown with the way to try again, and a second entry while deciding asks once', async () => {
    const env = cardRoot({ replies: { ...passing(), userStatus: refused(500, 'Something went wrong') } });
    // No key the app knows: a generic text in the buyer's language, never the gateway's own words.
    const [first, second] = await Promise.all([env.cards.enterSelectCard(), env.cards.enterSelectCard()]);
    expect([first, second]).toEqual(['failed', 'failed']);
    expect(env.callsTo('userStatus')).toHaveLength(1);
    expect(shownText(env.cards.loadError?.message)).toBe('Oops! Try again later.');
    expect(shownText(env.cards.loadError?.message, 'zh-CN')).toBe('哎呀！请稍后再试。');
  });
});

describe('CardStore: paying', () => {
  it('pays with the chosen saved card once however often Pay is pressed, then shows Payment status', async () => {
    const env = cardRoot({ replies: passing() });
    await env.cards.enterSelectCard();
    expect(env.cards.chosenCard?.id, 'a single saved card is chosen for the buyer').toBe('card-1');
    env.replies.payCard = ok({ orderNo: ORDER_NO, paymentResult: 'success', status: 'Paid' });
    env.cards.chooseCard('card-1');
    expect(env.cards.chosenCard?.last4).toBe('4242');
    const [a, b] = await Promise.all([env.cards.payWithChosenCard(), env.cards.payWithChosenCard()]);
    expect([a, b]).toEqual([true, true]);
    expect(env.callsTo('payCard')).toHaveLength(1);
    expect(env.callsTo('payCard')[0].fields()).toEqual({
      authToken: 'tok-1',
      orderNo: ORDER_NO,
      cardId: 'card-1',
    });
    expect(env.navigator.visits.at(-1)).toEqual({
      to: `/payment-status?orderNo=${ORDER_NO}`,
      replace: false,
    });
    expect(env.cards.paying).toBe(false);
  });

  it('509 remembers the page and leads into the identity check; another refusal is shown on the page', async () => {
    const env = cardRoot({
      replies: {
        ...passing(),
        payCard: refused(509, 'Identity verification is required for orders over 700 EUR'),
      },
    });
    await env.cards.enterSelectCard();
    env.cards.chooseCard('card-1');
    expect(await env.cards.payWithChosenCard()).toBe(false);
    expect(env.session.getItem(KYC_RETURN_KEY)).toBe('/select-card');
    expect(env.navigator.visits.at(-1)).toEqual({ to: '/verify-id', replace: false });

    env.replies.payCard = refused(409, 'This order can no longer be paid', { respKey: 'payment.notPayable' });
    await env.cards.payWithChosenCard();
    expect(env.cards.payError?.respCode).toBe(409);
    expect(shownText(env.cards.payError?.message)).toBe('This order can no longer be paid');
    expect(shownText(env.cards.payError?.message, 'zh-CN')).toBe(zh['gateway.payment.notPayable']);
  });

  it('Enter Card: restores the billing draft over the saved address and takes an authToken out of the address bar', async () => {
    const env = cardRoot({
      url: `/enter-card?orderNo=${ORDER_NO}&authToken=link`,
      local: { [BILLING_FORM_KEY]: JSON.stringify({ city: 'Hamburg', cardNumber: '4242424242424242' }) },
      replies: {
        ...passing(),
        authInfo: ok({ authToken: 'link', expTime: NOW_S + 600, kyc_level: 1, email: 'a@b.c' }),
        getBillingAddress: ok(billing),
      },
    });
    expect(await env.cards.enterEnterCard({ orderNo: ORDER_NO, authToken: 'link' })).toBe('ready');
    expect(env.navigator.visits).toEqual([{ to: `/enter-card?orderNo=${ORDER_NO}`, replace: true }]);
    expect(env.cards.billing).toEqual({ ...billing, city: 'Hamburg' });
    expect(env.cards.billingRestored).toBe(true);
  });

  it('Enter Card without an order goes to Select Card, which makes it', async () => {
    const env = cardRoot({ url: '/enter-card', replies: passing() });
    expect(await env.cards.enterEnterCard({})).toBe('left');
    expect(env.navigator.visits).toEqual([{ to: '/select-card', replace: true }]);
  });

  it('pays with a new card: billing saved, the field tokenizes, payCard gets the token and the save choice; nothing of the card stored', async () => {
    const env = cardRoot({
      url: `/enter-card?orderNo=${ORDER_NO}`,
      replies: { ...passing(), getBillingAddress: ok(), saveBillingAddress: ok(billing) },
    });
    await env.cards.enterEnterCard({ orderNo: ORDER_NO });
    env.cards.setBilling(billing);
    expect(JSON.parse(env.local.getItem(BILLING_FORM_KEY) ?? '{}')).toEqual(billing);
    env.cards.setSaveCard(true);
    env.replies.payCard = ok({ orderNo: ORDER_NO, paymentResult: 'preauth', status: 'Authorized' });
    let tokenized = 0;
    const tokenize = async () => {
      tokenized += 1;
      return { token: 'ctok_abc', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };
    };
    const [a, b] = await Promise.all([
      env.cards.payWithNewCard(billing, tokenize),
      env.cards.payWithNewCard(billing, tokenize),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(tokenized).toBe(1);
    expect(env.callsTo('saveBillingAddress')[0].fields()).toEqual({ ...billing, authToken: 'tok-1' });
    expect(env.callsTo('payCard')[0].fields()).toEqual({
      authToken: 'tok-1',
      orderNo: ORDER_NO,
      cardToken: 'ctok_abc',
      saveCard: '1',
    });
    expect(env.local.getItem(BILLING_FORM_KEY)).toBeNull();
    expect(env.navigator.visits.at(-1)?.to).toBe(`/payment-status?orderNo=${ORDER_NO}`);
    const stored = JSON.stringify({
      ...Object.fromEntries(['userInfo', BILLING_FORM_KEY].map((k) => [k, env.local.getItem(k)])),
      session: env.session.getItem(ORDER_SESSION_KEY),
    });
    expect(stored).not.toContain('4242');
  });

  it('a billing field refused by the gateway stays on that field and no card is tokenized; a field that cannot tokenize pays nothing', async () => {
    const env = cardRoot({
      replies: {
        ...passing(),
        getBillingAddress: ok(),
        saveBillingAddress: refused(400, 'Invalid field \'zipCode\': must match pattern "^[A-Za-z0-9]"', {
          respKey: 'field.pattern',
          respParams: { field: 'zipCode', pattern: '^[A-Za-z0-9]' },
        }),
      },
    });
    await env.cards.enterEnterCard({ orderNo: ORDER_NO });
    env.cards.setBilling(billing);
    let tokenized = 0;
    const tokenize = async () => {
      tokenized += 1;
      return undefined;
    };
    expect(await env.cards.payWithNewCard(billing, tokenize)).toBe(false);
    expect(env.cards.billingRefusal).toMatchObject({ field: 'zipCode', key: 'field.pattern' });
    expect(env.cards.payError).toBeUndefined();
    expect(tokenized).toBe(0);
    env.cards.setBilling({ ...billing, city: 'Bonn' });
    expect(env.cards.billingRefusal).toBeDefined();
    env.cards.setBilling({ ...billing, zipCode: '10117' });
    expect(env.cards.billingRefusal).toBeUndefined();

    env.replies.saveBillingAddress = ok(billing);
    expect(await env.cards.payWithNewCard(billing, tokenize)).toBe(false);
    expect(tokenized).toBe(1);
    expect(env.callsTo('payCard')).toHaveLength(0);
  });

  it('a billing field refused in Chinese stays on that field (its key names it), not above the form', async () => {
    const env = cardRoot({
      replies: {
        ...passing(),
        getBillingAddress: ok(),
        saveBillingAddress: refused(400, '字段“city”无效：不能超过 80 个字符', {
          respKey: 'field.maxLength',
          respParams: { field: 'city', limit: '80' },
        }),
      },
    });
    await env.cards.enterEnterCard({ orderNo: ORDER_NO });
    env.cards.setBilling(billing);
    expect(await env.cards.payWithNewCard(billing, async () => undefined)).toBe(false);
    expect(env.cards.billingRefusal).toMatchObject({ field: 'city', key: 'field.maxLength' });
    expect(env.cards.payError).toBeUndefined();
    env.cards.setBilling({ ...billing, city: 'Bonn' });
    expect(env.cards.billingRefusal).toBeUndefined();
  });
});

describe('CardStore: the way into the identity check', () => {
  it('remembers where to come back, then Enter Information without personal information, else Verify ID (logged out: the guard asks for a login)', () => {
    const fresh = cardRoot({ kycLevel: 0 });
    fresh.cards.goToIdentityStep('confirmAddress');
    expect(fresh.session.getItem(KYC_RETURN_KEY)).toBe('/confirm-address');
    expect(fresh.navigator.visits).toEqual([{ to: '/enter-information', replace: false }]);

    const level1 = cardRoot({ kycLevel: 1 });
    level1.cards.goToIdentityStep('paymentStatus', { orderNo: ORDER_NO });
    expect(level1.session.getItem(KYC_RETURN_KEY)).toBe(`/payment-status?orderNo=${ORDER_NO}`);
    expect(level1.navigator.visits).toEqual([{ to: '/verify-id', replace: false }]);

    const anonymous = cardRoot({ loggedIn: false });
    anonymous.cards.goToIdentityStep('confirmAddress');
    expect(anonymous.navigator.visits).toEqual([{ to: '/verify-id', replace: false }]);
  });
});

describe('CardStore: the card of a returning buyer', () => {
  const second = { ...card, id: 'card-2', last4: '5556', maskedNumber: '•••• 5556', brand: 'Visa' };

  it('Select Card starts with the card last paid with, and remembers the one paid with now', async () => {
    const first = cardRoot({ replies: { ...passing(), cardList: ok([card, second]) } });
    expect(await first.cards.enterSelectCard()).toBe('ready');
    expect(
      first.cards.chosenCardId,
      'two cards and none paid with before: the buyer chooses',
    ).toBeUndefined();
    first.replies.payCard = ok({ orderNo: ORDER_NO, paymentResult: 'success', status: 'Paid' });
    first.cards.chooseCard('card-2');
    await first.cards.payWithChosenCard();

    // The next purchase in this browser: the same two cards, the last one used already chosen.
    const next = cardRoot({
      replies: { ...passing(), cardList: ok([card, second]) },
      local: { [BUYER_MEMORY_KEY]: first.local.getItem(BUYER_MEMORY_KEY) ?? '' },
    });
    expect(await next.cards.enterSelectCard()).toBe('ready');
    expect(next.cards.chosenCard?.last4).toBe('5556');
  });

  it('a card paid with before but deleted since is not chosen', async () => {
    const env = cardRoot({
      replies: { ...passing(), cardList: ok([card, second]) },
      local: { [BUYER_MEMORY_KEY]: JSON.stringify({ addresses: {}, cardId: 'card-deleted' }) },
    });
    expect(await env.cards.enterSelectCard()).toBe('ready');
    expect(env.cards.chosenCardId).toBeUndefined();
  });
});
