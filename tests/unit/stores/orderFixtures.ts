import { observable } from 'mobx';
import { ApiClient } from '../../../src/api/ApiClient.ts';
import { createApi } from '../../../src/api/createApi.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { OrderStore, type Offer, type OrderView, type QuoteSource } from '../../../src/stores/OrderStore.ts';
import { UiStore } from '../../../src/stores/UiStore.ts';
import { UserInfoStore } from '../../../src/stores/UserInfoStore.ts';
import type { KeyValueStorage } from '../../../src/stores/deps.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';

export const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

export const offer = (offerType: string, getAmount: string, name = offerType): Offer => ({
  offerType,
  name,
  image: `/images/providers/${offerType}.svg`,
  sendCurrencyAmount: '100',
  getCurrencyAmount: getAmount,
  processingFee: '2.98',
  networkFee: '2.5',
  feeCurrency: 'USD',
  rate: '65000',
  payMethods: ['card'],
});

export const method = (payMethod: string) => ({
  payMethod,
  name: payMethod,
  fee: '1',
  offerType: 'rampeasy',
  sendCurrencyAmount: '100',
  sendCurrency: 'USD',
  getCurrencyAmount: '0.00147',
  getCurrency: 'BTC',
  transNetworkFee: '2.5',
  processingFee: '2.98',
  feeCurrency: 'USD',
  image2: `/images/pay/${payMethod}.svg`,
});

/** What the quote screen holds after a quote (root.quote's shape). */
export function quoteScreen(
  overrides: Partial<QuoteSource> & { token?: string; partnerId?: string } = {},
): QuoteSource {
  return observable({
    inquiry: {
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '0.00147',
      token: overrides.token ?? 'quote-1',
      partnerId: overrides.partnerId ?? '0',
      payMethod: 'card',
      offerType: 'rampeasy',
      reference: '',
      refererUrl: '',
    },
    side: 'pay' as const,
    offers: overrides.offers ?? [
      offer('rampeasy', '0.00147', 'RampEasy'),
      offer('topper', '0.00151', 'Topper'),
    ],
    methods: overrides.methods ?? [method('card'), method('applepay')],
    getToken: { currency: 'BTC', network: 'BTC' },
  });
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNo: '202510230000000001',
    status: 'Pending',
    paymentResult: 'pending',
    address: BTC_ADDRESS,
    network: 'BTC',
    walletType: 'selfHosted',
    exchangeName: '',
    payMethod: 'card',
    sendCurrency: 'USD',
    sendCurrencyAmount: '100',
    paidAmount: '0',
    getCurrency: 'BTC',
    getSymbol: 'BTC',
    getCurrencyAmount: '0.00151',
    processingFee: '2.98',
    networkFee: '2.5',
    feeCurrency: 'USD',
    createdAt: NOW_MS / 1000,
    expireTime: NOW_MS / 1000 + 1800,
    offerType: 'topper',
    providerName: 'Topper',
    providerLogoUrl: '/images/providers/topper.svg',
    service: 'http://127.0.0.1/sandbox/topper/checkout/202510230000000001',
    history: [],
    ...overrides,
  };
}

export const ok = (data?: unknown) =>
  json({ respCode: 200, respMessage: 'success', ...(data === undefined ? {} : { data }) });
/** A refusal as the gateway answers it: its code, its words and (when given) its message key with parameters. */
export const refuse = (
  respCode: number,
  respMessage: string,
  respKey?: string,
  respParams: Record<string, string> = {},
) => json(respKey ? { respCode, respMessage, respKey, respParams } : { respCode, respMessage });

type Handler = (fields: Record<string, string>, call: FetchCall) => Response | undefined;

/**
 * An OrderStore over the real API client, whose transport answers per endpoint from `gateway`
 * (an endpoint without a handler is left unanswered, like a gateway that hangs).
 */
export function orderStore(
  options: {
    gateway?: Record<string, Handler>;
    quote?: QuoteSource;
    session?: KeyValueStorage;
    /** Local storage (the buyer's last choices); a fresh one by default. */
    local?: KeyValueStorage;
    url?: string;
    loggedIn?: boolean;
  } = {},
) {
  const transport = createFakeFetch((call) => {
    const endpoint = call.url.split('/').pop() ?? '';
    return options.gateway?.[endpoint]?.(call.fields(), call);
  });
  const clock = createFakeClock(NOW_MS);
  const navigator = createFakeNavigator(options.url ?? '/order');
  const session = options.session ?? createMemoryStorage();
  const local = options.local ?? createMemoryStorage();
  const userInfo = new UserInfoStore({ clock, local });
  if (options.loggedIn)
    userInfo.setUserInfo({ authToken: 'buyer-token', expTime: NOW_MS / 1000 + 3600, kyc_level: 1 });
  const ui = new UiStore();
  const client = new ApiClient({
    fetch: transport.fetch,
    getAuthToken: () => (userInfo.isLoggedIn ? userInfo.authToken : undefined),
  });
  const api = createApi(client);
  const quote = options.quote;
  const store = new OrderStore({ api, navigator, session, local, userInfo, ui, quoteSource: () => quote });
  const callsTo = (endpoint: string) => transport.calls.filter((call) => call.url.endsWith(`/${endpoint}`));
  return { store, navigator, session, local, ui, calls: transport.calls, callsTo };
}

/** Lets every settled promise run its continuations (answers are resolved synchronously by the fake). */
export const settle = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
