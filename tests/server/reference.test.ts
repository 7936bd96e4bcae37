import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName, ResponseOf } from '../../schemas/api/index.ts';
import { LanguageListResponse } from '../../schemas/api/reference.ts';
import { fiatToEur } from '../../server/domain/reference/convert.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { schemaErrors } from './helpers/apiSchema.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** A successful call whose answer matches the endpoint's response schema. */
const post = async <N extends EndpointName>(
  name: N,
  body: object = {},
  headers: Record<string, string> = {},
) => {
  const answer = await gateway.post<ResponseOf<N>>(name, body, headers);
  expect(schemaErrors(name, answer)).toEqual([]);
  expect(answer.respCode).toBe(200);
  return answer;
};

describe('reference data seeded on first start', () => {
  it('fills every reference table once, even when a second gateway starts on the same database', async () => {
    const count = async (
      g: TestGateway,
      table: 'fiat_currencies' | 'crypto_tokens' | 'countries' | 'pay_methods' | 'cities',
    ) =>
      Number(
        (
          await g.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const first = {
      fiats: await count(gateway, 'fiat_currencies'),
      tokens: await count(gateway, 'crypto_tokens'),
      cities: await count(gateway, 'cities'),
    };
    expect(first.fiats).toBeGreaterThanOrEqual(30);
    expect(first.tokens).toBeGreaterThanOrEqual(60);
    expect(await count(gateway, 'pay_methods')).toBeGreaterThanOrEqual(8);
    const { dataDir, databaseUrl } = gateway.app.config;
    const second = await startGateway({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      expect({
        fiats: await count(second, 'fiat_currencies'),
        tokens: await count(second, 'crypto_tokens'),
        cities: await count(second, 'cities'),
      }).toEqual(first);
    } finally {
      await second.close();
    }
  });

  it('serves the lookups of the other areas from the same data, through the gateway', () => {
    const { catalog } = gateway.app;
    expect(catalog.token('usdt_trc20')).toMatchObject({
      symbol: 'USDT_TRC20',
      currency: 'USDT',
      network: { code: 'TRON' },
    });
    expect(catalog.fiat('eur')).toMatchObject({ code: 'EUR', decimals: 2 });
    expect(catalog.token('NOPE')).toBeUndefined();
    expect(fiatToEur(100, 'EUR', gateway.app.prices)).toBeCloseTo(100, 8);
    const usd = fiatToEur(100, 'USD', gateway.app.prices);
    expect(usd).toBeGreaterThan(70);
    expect(usd).toBeLessThan(110);
  });
});

describe('token and currency lists', () => {
  it('payList: fiat currencies with limits, flags and the icons of the methods that take them', async () => {
    const { data } = await post('payList', { intercept: '2' });
    expect(data!.list.length).toBeGreaterThanOrEqual(30);
    const eur = data!.list.find((f) => f.currency === 'EUR')!;
    expect(eur).toMatchObject({ name: 'Euro', symbol: '€', imgUrl: '/images/flags/EU.svg', decimals: 2 });
    expect(eur.minAmount).toBeLessThan(eur.maxAmount);
    expect(eur.imageList).toContain('/images/pay/sepa.svg');
    expect(eur.imageList).not.toContain('/images/pay/pix.svg');
    expect(data!.normalCurrency).toBe('USD');
  });

  it("payList: normalCurrency is the caller's country's currency when served", async () => {
    expect((await post('payList', {}, { 'X-Country': 'DE' })).data!.normalCurrency).toBe('EUR');
    expect((await post('payList', {}, { 'X-Country': 'BR' })).data!.normalCurrency).toBe('BRL');
    // Uruguay's peso is not served: US dollars.
    expect((await post('payList', {}, { 'X-Country': 'UY' })).data!.normalCurrency).toBe('USD');
  });

  it("payList marks the Popular group's fiats, the caller's country's currency first", async () => {
    const popular = async (country?: string) =>
      (await post('payList', {}, country ? { 'X-Country': country } : {}))
        .data!.list.filter((f) => f.is_popular === 1)
        .map((f) => f.currency);
    expect(await popular('BR')).toEqual(['BRL', 'USD', 'EUR', 'GBP']);
    expect((await popular('DE'))[0]).toBe('EUR');
    expect(await popular()).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP']));
    // Uruguay's peso is not served: no currency of the caller's leads, the common ones stay popular.
    expect((await popular('UY')).includes('UYU')).toBe(false);
    const all = (await post('payList', {}, { 'X-Country': 'BR' })).data!.list;
    expect(all[0].currency).toBe('BRL');
    expect(all.find((f) => f.currency === 'JPY')?.is_popular ?? 0).toBe(0);
  });

  it('payList for one provider lists only the currencies it takes', async () => {
    const all = (await post('payList')).data!.list;
    const bankOnly = (await post('payList', { offerType: 'swiftramp' })).data!.list;
    expect(bankOnly.length).toBeLessThanOrEqual(all.length);
    expect(bankOnly.find((f) => f.currency === 'BRL')!.imageList).toEqual([
      '/images/pay/wire.svg',
      '/images/pay/pix.svg',
    ]);
  });

  it('getList: at least 60 tokens with unique symbols, networks, limits and popular flags', async () => {
    const { data } = await post('getList', { intercept: '2' });
    expect(data!.length).toBeGreaterThanOrEqual(60);
    expect(new Set(data!.map((t) => t.symbol)).size).toBe(data!.length);
    expect(data!.find((t) => t.symbol === 'USDT_TRC20')).toMatchObject({
      currency: 'USDT',
      network: 'TRON',
      networkName: 'Tron (TRC20)',
      is_popular: 1,
      imgUrl: '/images/tokens/USDT.svg',
    });
    expect(data!.filter((t) => t.is_popular === 1).length).toBeGreaterThanOrEqual(5);
    for (const t of data!) expect(t.minAmount).toBeLessThan(t.maxAmount);
  });

  it('getList for Topper leaves out the networks Topper does not deliver on', async () => {
    const { data } = await post('getList', { offerType: 'topper' });
    expect(data!.some((t) => t.network === 'TRON')).toBe(false);
    expect(data!.some((t) => t.symbol === 'BTC')).toBe(true);
  });

  it('getCurrencyInfo: header data with 24h volume and the hot flag', async () => {
    const { data } = await post('getCurrencyInfo', { currency: 'BTC' });
    expect(data).toMatchObject({
      symbol: 'BTC',
      currency: 'BTC',
      name: 'Bitcoin',
      isHot: 1,
      imgUrl: '/images/tokens/BTC.svg',
    });
    expect(data!.vol24).toBeGreaterThan(1e9);
    expect((await post('getCurrencyInfo', { currency: 'LDO' })).data!.isHot).toBe(0);
    expect(await gateway.post('getCurrencyInfo', { currency: 'NOPE' })).toMatchObject({
      respCode: 404,
      respMessage: 'NOPE is not a supported token',
    });
  });

  it('currencyPrice and priceList: market prices at realistic levels in the asked currency', async () => {
    const btcUsd = Number((await post('currencyPrice', { currency: 'BTC' })).data!.price);
    expect(btcUsd).toBeGreaterThan(40_000);
    expect(btcUsd).toBeLessThan(250_000);
    const usdtEur = Number(
      (await post('currencyPrice', { currency: 'USDT_TRC20', sendCurrency: 'EUR' })).data!.price,
    );
    expect(usdtEur).toBeGreaterThan(0.7);
    expect(usdtEur).toBeLessThan(1.1);
    const list = (await post('priceList', { sendCurrency: 'JPY' })).data!;
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list.every((p) => p.sendCurrency === 'JPY' && Number(p.price) > 0)).toBe(true);
    expect((await gateway.post('priceList', { sendCurrency: 'XXX' })).respCode).toBe(404);
  });
});

describe('countries and other lists', () => {
  it('getCountry: the caller country from X-Country, else the configured default', async () => {
    const { data } = await post('getCountry', {}, { 'X-Country': 'FR' });
    expect(data).toMatchObject({ currCode: 'FR', currCountry: 'France', isBan: 0 });
    expect(data!.list.find((c) => c.code === 'FR')).toEqual({
      code: 'FR',
      country: 'France',
      currency: 'EUR',
    });
    expect((await post('getCountry')).data).toMatchObject({
      currCode: 'US',
      currCountry: 'United States',
      isBan: 0,
    });
  });

  it('answers isBan 1 for a banned region and leaves banned countries out of the list', async () => {
    for (const code of ['KP', 'IR', 'CU', 'SY']) {
      const { data } = await post('getCountry', {}, { 'X-Country': code });
      expect(data).toMatchObject({ currCode: code, isBan: 1 });
      expect(data!.list.some((c) => c.code === code)).toBe(false);
    }
  });

  it('GET country answers the same country response', async () => {
    const res = await gateway.request('/gateway/buying/country', { headers: { 'X-Country': 'IR' } });
    const body = (await res.json()) as ResponseOf<'country'>;
    expect(schemaErrors('country', body)).toEqual([]);
    expect(body.data).toMatchObject({ currCode: 'IR', currCountry: 'Iran', isBan: 1 });
  });

  it('getallcountry lists every country with its ban flag', async () => {
    const { data } = await post('getallcountry');
    expect(data!.find((c) => c.code === 'CU')).toEqual({
      code: 'CU',
      country: 'Cuba',
      currency: 'CUP',
      isBan: 1,
    });
    expect(data!.find((c) => c.code === 'JP')).toEqual({
      code: 'JP',
      country: 'Japan',
      currency: 'JPY',
      isBan: 0,
    });
  });

  it('getCity, getNatureList and travelExchangeList', async () => {
    expect((await post('getCity', { country: 'de' })).data).toContainEqual({ name: 'Berlin' });
    expect((await post('getCity', { country: 'ZZ' })).data).toEqual([]);
    expect((await post('getNatureList')).data).toContainEqual({ code: 'investment', name: 'Investment' });
    const exchanges = (await post('travelExchangeList')).data!;
    expect(exchanges).toContainEqual({
      id: 'binance',
      name: 'Binance',
      logo: '/images/exchanges/binance.svg',
    });
  });

  it('GET /gateway/admin/languages lists the platform languages', async () => {
    const body = await (await gateway.request('/gateway/admin/languages')).json();
    expect(schemaErrors(LanguageListResponse, body)).toEqual([]);
    expect(body).toEqual({
      respCode: 200,
      respMessage: 'success',
      dataList: [
        { localName: 'en-US', name: 'English' },
        { localName: 'zh-CN', name: '简体中文' },
      ],
    });
  });
});

describe('images served by the gateway', () => {
  const fetchImage = async (url: string) => {
    const res = await gateway.request(url);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };

  it('serves a flag for every country and currency, by upper- or lower-case code', async () => {
    const countries = (await post('getallcountry')).data!;
    const fiats = (await post('payList')).data!.list;
    const urls = new Set([
      ...countries.map((c) => `/images/flags/${c.code}.svg`),
      ...fiats.map((f) => f.imgUrl),
    ]);
    for (const url of urls) {
      const image = await fetchImage(url);
      expect(image, url).toMatchObject({ status: 200, type: 'image/svg+xml' });
      expect(image.body).toContain('<svg');
    }
    expect(await fetchImage('/images/flags/us.svg')).toMatchObject({
      status: 200,
      body: (await fetchImage('/images/flags/US.svg')).body,
    });
    expect((await fetchImage('/images/flags/ZZ.svg')).status).toBe(404);
  });

  it('serves every token, pay-method, provider and exchange image the API names', async () => {
    const tokens = (await post('getList')).data!.map((t) => t.imgUrl);
    const methods = (await post('payList')).data!.list.flatMap((f) => f.imageList);
    const quote = await gateway.post<ResponseOf<'offerInquiry'>>('offerInquiry', {
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
    });
    const providers = quote.offerList!.map((o) => o.image);
    const exchanges = (await post('travelExchangeList')).data!.map((e) => e.logo);
    for (const url of new Set([...tokens, ...methods, ...providers, ...exchanges])) {
      expect(await fetchImage(url), url).toMatchObject({ status: 200, type: 'image/svg+xml' });
    }
  });
});
