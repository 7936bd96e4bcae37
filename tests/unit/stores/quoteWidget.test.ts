// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, createApi } from '../../../src/api/index.ts';
import { ADDRESS_CHECK_DELAY_MS, BuyWidgetStore } from '../../../src/stores/quote/BuyWidgetStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { settle } from './quoteFixtures.ts';

const ethInfo = {
  symbol: 'ETH',
  currency: 'ETH',
  name: 'Ethereum',
  network: 'ETH',
  imgUrl: '/images/tokens/ETH.svg',
  vol24: 1.6e10,
  minAmount: 0.0046,
  maxAmount: 7.5,
  isHot: 1,
};
const GOOD = '0x52908400098527886E0F7030069857D2E4169EE7';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function widget() {
  const transport = createFakeFetch((call) =>
    call.url.endsWith('/getCurrencyInfo')
      ? json({ respCode: 200, respMessage: 'success', data: ethInfo })
      : undefined,
  );
  const store = new BuyWidgetStore(createApi(new ApiClient({ fetch: transport.fetch })));
  const addressCalls = () =>
    transport.calls.filter((call: FetchCall) => call.url.endsWith('/validateAddress'));
  return { store, calls: transport.calls, addressCalls };
}

describe('widget V2 (BuyWidgetStore)', () => {
  it('loads the token of the link and checks the amount against its limits once touched', async () => {
    const { store, calls } = widget();
    await store.open('?currency=eth&offerType=topper');
    expect(calls[0].fields()).toEqual({ currency: 'ETH' });
    expect(store.info?.name).toBe('Ethereum');
    expect(store.amountError).toBeUndefined();
    store.touchAmount();
    expect(store.amountError).toEqual({ id: 'validation.amountRequired' });
    store.setAmount('0.001');
    expect(store.amountError).toEqual({
      id: 'validation.amountMin',
      values: { amount: '0.0046', symbol: 'ETH' },
    });
    store.setAmount('8');
    expect(store.amountError).toEqual({
      id: 'validation.amountMax',
      values: { amount: '7.5', symbol: 'ETH' },
    });
    store.useMax();
    expect(store.amount).toBe('7.5');
    expect(store.amountError).toBeUndefined();
  });

  it("takes a host page's set message: another token loaded, the amount with its limits' message, the address checked", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, calls, addressCalls } = widget();
    await store.open('?currency=BTC');
    store.applyHostPreset({ amount: '9', currency: 'eth', address: GOOD });
    await vi.advanceTimersByTimeAsync(ADDRESS_CHECK_DELAY_MS);
    expect(
      calls
        .filter((call) => call.url.endsWith('/getCurrencyInfo'))
        .at(-1)
        ?.fields(),
    ).toEqual({
      currency: 'ETH',
    });
    expect(store.currency).toBe('ETH');
    expect(store.amount).toBe('9');
    expect(store.amountError).toEqual({
      id: 'validation.amountMax',
      values: { amount: '7.5', symbol: 'ETH' },
    });
    expect(addressCalls()[0].fields()).toEqual({ address: GOOD, getCurrency: 'ETH' });
  });

  it('asks for the address when empty, and shows the refusal of a wrong one; Get started stays disabled', async () => {
    const { store, addressCalls } = widget();
    await store.open('?currency=ETH');
    store.setAmount('1');
    await store.checkAddress();
    expect(store.addressError).toEqual({ id: 'validation.addressRequired', values: { symbol: 'ETH' } });

    store.setAddress('  0x1234 ');
    const checking = store.checkAddress();
    await settle();
    expect(addressCalls()[0].fields()).toEqual({ address: '0x1234', getCurrency: 'ETH' });
    addressCalls()[0].respondJson({
      respCode: 4101,
      respMessage: 'This is not a valid Ethereum (ERC20) address for ETH',
    });
    await checking;
    expect(store.addressError).toEqual({ id: 'validation.addressInvalid' });
    expect(store.canStart).toBe(false);
    expect(store.startLink('shop.example')).toBeUndefined();
  });

  it('checks the address once typing pauses, drops an older answer, and opens the quote screen on the Get side', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, addressCalls } = widget();
    await store.open('?currency=ETH&offerType=topper&partnerId=aurora');
    store.setAmount('0.5');
    store.setAddress('0x5290');
    await vi.advanceTimersByTimeAsync(ADDRESS_CHECK_DELAY_MS);
    store.setAddress(GOOD);
    await vi.advanceTimersByTimeAsync(ADDRESS_CHECK_DELAY_MS);
    const [older, newer] = addressCalls();
    newer.respondJson({
      respCode: 200,
      respMessage: 'success',
      data: { address: GOOD, network: 'ETH', currency: 'ETH' },
    });
    await vi.advanceTimersByTimeAsync(0);
    older.respondJson({ respCode: 4101, respMessage: 'too short' });
    await vi.advanceTimersByTimeAsync(0);

    expect(store.addressError).toBeUndefined();
    expect(store.canStart).toBe(true);
    const link = new URL(store.startLink('shop.example') ?? '', 'http://x');
    expect(link.pathname).toBe('/edit');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      getCurrency: 'ETH',
      getCurrencyAmount: '0.5',
      address: GOOD,
      from: 'shop.example',
      offerType: 'topper',
      partnerId: 'aurora',
    });
  });

  it('a token the gateway does not know shows the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = createFakeFetch(() => json({ respCode: 404, respMessage: 'Unknown token' }));
    const store = new BuyWidgetStore(createApi(new ApiClient({ fetch: transport.fetch })));
    await store.open('?currency=NOPE');
    expect(store.infoState).toBe('failed');
    expect(store.canStart).toBe(false);
  });
});
