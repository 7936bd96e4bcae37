import type { Static } from 'typebox';
import type { GetTokenItem, PayToken } from '../../../schemas/api/reference.ts';
import type { OfferEntry, PriceEntry } from '../../../schemas/api/quote.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { createFakeTicker } from '../support/fakeTicker.ts';

/** Test data in the gateway's shapes (schemas/api/reference.ts and quote.ts). */
export const payTokens: Array<Static<typeof PayToken>> = [
  {
    currency: 'USD',
    network: 'FIAT',
    name: 'US Dollar',
    symbol: '$',
    imgUrl: '/images/fiat/USD.svg',
    minAmount: 20,
    maxAmount: 20000,
    decimals: 2,
    imageList: [],
  },
  {
    currency: 'EUR',
    network: 'FIAT',
    name: 'Euro',
    symbol: '€',
    imgUrl: '/images/fiat/EUR.svg',
    minAmount: 19,
    maxAmount: 18000,
    decimals: 2,
    imageList: [],
  },
];

export const getTokens: Array<Static<typeof GetTokenItem>> = [
  {
    symbol: 'BTC',
    currency: 'BTC',
    name: 'Bitcoin',
    network: 'BTC',
    networkName: 'Bitcoin',
    imgUrl: '/images/tokens/BTC.svg',
    minAmount: 0.00016,
    maxAmount: 0.26,
    decimals: 8,
    is_popular: 1,
  },
  {
    symbol: 'ETH',
    currency: 'ETH',
    name: 'Ethereum',
    network: 'ETH',
    networkName: 'Ethereum',
    imgUrl: '/images/tokens/ETH.svg',
    minAmount: 0.0046,
    maxAmount: 7.5,
    decimals: 8,
    is_popular: 1,
  },
];

export const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
export const NOW_S = NOW_MS / 1000;

const offer = (offerType: string, sendAmount: string, getAmount: string): Static<typeof OfferEntry> => ({
  offerType,
  name: offerType,
  image: `/images/providers/${offerType}.svg`,
  sendCurrencyAmount: sendAmount,
  getCurrencyAmount: getAmount,
  processingFee: '1.98',
  networkFee: '2.5',
  feeCurrency: 'USD',
  rate: '65000',
  payMethods: ['card'],
});

const method = (payMethod: string, getAmount: string): Static<typeof PriceEntry> => ({
  payMethod,
  name: payMethod,
  fee: '1',
  offerType: 'rampeasy',
  sendCurrencyAmount: '100',
  sendCurrency: 'USD',
  getCurrencyAmount: getAmount,
  getCurrency: 'BTC',
  transNetworkFee: '2.5',
  processingFee: '1.98',
  feeCurrency: 'USD',
  image2: `/images/pay/${payMethod}.svg`,
});

/** A successful quote answer for the given amounts, expiring `ttl` seconds after NOW. */
export function quoteAnswer(
  options: { send?: string; get?: string; token?: string; ttl?: number; offers?: number; now?: number } = {},
) {
  const send = options.send ?? '100';
  const get = options.get ?? '0.00147';
  const offerTypes = ['rampeasy', 'topper', 'moonbeam'].slice(0, options.offers ?? 2);
  return {
    respCode: 200,
    respMessage: 'success',
    side: 'pay',
    sendCurrency: 'USD',
    sendCurrencyAmount: send,
    getCurrency: 'BTC',
    getCurrencyAmount: get,
    network: 'BTC',
    expireTime: (options.now ?? NOW_S) + (options.ttl ?? 60),
    token: options.token ?? 'q-1',
    processingFee: '1.98',
    transNetworkFee: '2.5',
    feeCurrency: 'USD',
    payMethod: 'card',
    offerType: offerTypes[0],
    offerList: offerTypes.map((type) => offer(type, send, get)),
    methodList: [method('card', get), method('applepay', get)],
    methodListImage: ['/images/pay/card.svg', '/images/pay/applepay.svg'],
  };
}

const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');

/**
 * A RootStore over a fake transport: the token lists (and the country) answer at once, quotes wait for
 * the test to answer them (so order and timing are the test's).
 */
export function quoteRoot(
  options: {
    session?: ReturnType<typeof createMemoryStorage>;
    normalCurrency?: string;
    payList?: unknown;
    getList?: typeof getTokens;
    /** The token lists wait for the test to answer them too. */
    listsWait?: boolean;
    /** The caller's currency as the page named it. */
    callerCurrency?: string;
  } = {},
) {
  const listAnswers: Record<string, unknown> = {
    payList: options.payList ?? {
      respCode: 200,
      respMessage: 'success',
      data: { list: payTokens, normalCurrency: options.normalCurrency ?? 'USD' },
    },
    getList: { respCode: 200, respMessage: 'success', data: options.getList ?? getTokens },
  };
  const transport = createFakeFetch((call) => {
    const answer = listAnswers[endpointOf(call)];
    return answer && !options.listsWait ? json(answer) : undefined;
  });
  const clock = createFakeClock(NOW_MS);
  const ticker = createFakeTicker();
  const navigator = createFakeNavigator('/edit');
  const session = options.session ?? createMemoryStorage();
  const root = new RootStore({
    clock,
    local: createMemoryStorage(),
    session,
    navigator,
    fetch: transport.fetch,
    ticker,
    callerCurrency: options.callerCurrency,
  });
  const quoteCalls = () => transport.calls.filter((call) => endpointOf(call) === 'offerInquiry');
  /** Answers the token lists asked so far (with `listsWait`). */
  const answerLists = () => {
    for (const call of transport.calls) {
      const answer = listAnswers[endpointOf(call)];
      if (answer) call.respondJson(answer);
    }
  };
  return {
    root,
    quote: root.quote,
    clock,
    ticker,
    navigator,
    session,
    calls: transport.calls,
    quoteCalls,
    answerLists,
    endpointOf,
  };
}

/** Lets the fake transport's answers travel through the client and the store. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
