// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/api/index.ts';
import { ApiClient } from '../../../src/api/ApiClient.ts';
import { CountryStore } from '../../../src/stores/CountryStore.ts';
import { CurrencyListStore } from '../../../src/stores/CurrencyListStore.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';
import { getTokens, payTokens } from './quoteFixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const countryAnswer = (isBan: 0 | 1) => ({
  respCode: 200,
  respMessage: 'success',
  data: {
    currCode: 'FR',
    currCountry: 'France',
    isBan,
    list: [{ code: 'FR', country: 'France', currency: 'EUR' }],
  },
});

describe('CountryStore (GET country)', () => {
  it("is loading until the call ends, then names the caller's country", async () => {
    const transport = createFakeFetch();
    const countries = new CountryStore(createApi(new ApiClient({ fetch: transport.fetch })));
    const loading = countries.load();
    expect(countries.loading).toBe(true);
    expect(transport.calls[0].url).toBe('/gateway/buying/country');
    expect(transport.calls[0].init.method).toBe('GET');
    transport.calls[0].respondJson(countryAnswer(0));
    await loading;
    expect(countries.loading).toBe(false);
    expect(countries.current).toEqual({ code: 'FR', name: 'France' });
  });

  it('shows nothing for a banned region', async () => {
    const countries = new CountryStore(
      createApi(new ApiClient({ fetch: createFakeFetch(() => json(countryAnswer(1))).fetch })),
    );
    await countries.load();
    expect(countries.banned).toBe(true);
    expect(countries.current).toBeUndefined();
  });

  it('logs a failed call and shows no country', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const countries = new CountryStore(
      createApi(
        new ApiClient({ fetch: createFakeFetch(() => json({ respCode: 9000, respMessage: 'down' })).fetch }),
      ),
    );
    await countries.load();
    expect(countries.loading).toBe(false);
    expect(countries.current).toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });
});

describe('CurrencyListStore (payList / getList)', () => {
  const lists = (getList: unknown = { respCode: 200, respMessage: 'success', data: getTokens }) => {
    const transport = createFakeFetch((call) =>
      call.url.endsWith('/payList')
        ? json({ respCode: 200, respMessage: 'success', data: { list: payTokens, normalCurrency: 'EUR' } })
        : json(getList),
    );
    return {
      store: new CurrencyListStore(createApi(new ApiClient({ fetch: transport.fetch }))),
      calls: transport.calls,
    };
  };

  it("asks both lists with intercept 2 and lists pay (fiat) and get (crypto) tokens with the server's popular flags", async () => {
    const { store, calls } = lists();
    await store.load();
    expect(calls.map((c) => c.fields())).toEqual([{ intercept: '2' }, { intercept: '2' }]);
    expect(store.normalCurrency).toBe('EUR');
    expect(store.payItems.map((i) => i.symbol)).toEqual(['USD', 'EUR']);
    expect(store.getItems.map((i) => [i.id, i.isPopular])).toEqual([
      ['BTC', true],
      ['ETH', true],
    ]);
    expect(store.findGetToken('ETH')?.minAmount).toBe(0.0046);
  });

  it('puts the fiats the gateway marks popular in the Popular group, in its order (the buyer’s currency first)', async () => {
    const transport = createFakeFetch((call) =>
      call.url.endsWith('/payList')
        ? json({
            respCode: 200,
            respMessage: 'success',
            data: {
              list: [
                { ...payTokens[1], is_popular: 1 },
                { ...payTokens[0], is_popular: 1 },
                { ...payTokens[0], currency: 'JPY', name: 'Japanese Yen', is_popular: 0 },
              ],
              normalCurrency: 'EUR',
            },
          })
        : json({ respCode: 200, respMessage: 'success', data: getTokens }),
    );
    const store = new CurrencyListStore(createApi(new ApiClient({ fetch: transport.fetch })));
    await store.load();
    expect(store.payItems.filter((i) => i.isPopular).map((i) => i.symbol)).toEqual(['EUR', 'USD']);
    expect(store.payItems.find((i) => i.symbol === 'JPY')?.isPopular).toBe(false);
  });

  it("shows the network of a token listed on several networks, and a short tag for the amount's chip", async () => {
    const token = (symbol: string, currency: string, network: string, networkName: string) => ({
      ...getTokens[0],
      symbol,
      currency,
      name: currency,
      network,
      networkName,
      is_popular: 0 as const,
    });
    const { store } = lists({
      respCode: 200,
      respMessage: 'success',
      data: [
        token('USDT_TRC20', 'USDT', 'TRON', 'Tron (TRC20)'),
        token('USDT_ERC20', 'USDT', 'ETH', 'Ethereum (ERC20)'),
        token('ETH', 'ETH', 'ETH', 'Ethereum (ERC20)'),
        token('ETH_ARBITRUM', 'ETH', 'ARBITRUM', 'Arbitrum One'),
        token('SOL', 'SOL', 'SOL', 'Solana'),
      ],
    });
    await store.load();
    expect(store.getItems.map((i) => [i.symbolUI, i.network, i.shortLabel])).toEqual([
      ['USDT', 'Tron (TRC20)', 'USDT TRC20'],
      ['USDT', 'Ethereum (ERC20)', 'USDT ERC20'],
      ['ETH', 'Ethereum (ERC20)', 'ETH'],
      ['ETH', 'Arbitrum One', 'ETH ARBITRUM'],
      ['SOL', undefined, 'SOL'],
    ]);
  });

  it('logs a failed list and empties it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = lists({ respCode: 9000, respMessage: 'down' });
    await store.load();
    expect(store.getTokens).toEqual([]);
    expect(store.payTokens).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('getList failed (9000)'));
  });
});
