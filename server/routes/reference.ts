import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { LanguageListResponse } from '../../schemas/api/reference.ts';
import { BusinessError } from '../http/errors.ts';
import { compressAnswers } from '../http/compressAnswers.ts';
import { callerCountry } from '../http/callerCountry.ts';
import { ok, serveEndpoints } from '../http/endpoint.ts';
import { createPriceSource, priceIn, type PriceSource } from '../domain/market/index.ts';
import { decimal, formatAmount } from '../../src/lib/money.ts';
import { providerList } from '../domain/offers/providers.ts';
import { loadCatalog, type Catalog, type GetToken } from '../domain/reference/catalog.ts';
import { seedReferenceData } from '../domain/reference/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference data read from the seeded tables. */
    catalog: Catalog;
    prices: PriceSource;
  }
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The fiats every buyer sees in the pay-currency picker's Popular group, after their own country's. */
const POPULAR_FIATS: readonly string[] = ['USD', 'EUR', 'GBP'];

/**
 * Seeds the reference tables when empty, loads them, and picks the price source; both are decorated on
 * the root instance before any area's routes are registered: every part of the gateway reaches them there.
 */
export async function prepareReference(app: FastifyInstance): Promise<void> {
  await seedReferenceData(app.db);
  const catalog = await loadCatalog(app.db);
  const prices = createPriceSource(app.config);
  await prices.start?.();
  app.decorate('catalog', catalog);
  app.decorate('prices', prices);
  app.addHook('onClose', async () => prices.stop?.());
}

/** Providers that can sell: one of them when offerType names it, else all. */
const providersFor = (offerType: string | undefined) => {
  const named = providerList.filter((p) => p.offerType === offerType);
  return named.length > 0 ? named : providerList;
};

const tokenItem = (t: GetToken) => ({
  symbol: t.symbol,
  currency: t.currency,
  name: t.name,
  network: t.network.code,
  networkName: t.network.name,
  imgUrl: t.imgUrl,
  minAmount: t.minAmount,
  maxAmount: t.maxAmount,
  decimals: t.decimals,
  is_popular: flag(t.isPopular),
});

/** A market price as decimal text with 8 significant digits (meme tokens cost fractions of a cent). */
const priceText = (price: number) => formatAmount(decimal(price).prec(8), 12);

/** Lists of the reference data, token prices and the caller's country. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, config, prices } = app;
  await compressAnswers(app);

  const tokenOrFail = (symbol: string) => {
    const token = catalog.token(symbol);
    if (!token)
      throw new BusinessError(RespCode.notFound, 'reference.unsupportedToken', { currency: symbol });
    return token;
  };
  const fiatOrFail = (code = 'USD') => {
    const fiat = catalog.fiat(code);
    if (!fiat)
      throw new BusinessError(RespCode.notFound, 'reference.unsupportedCurrency', { currency: code });
    return fiat;
  };
  const priceOf = (token: GetToken, fiat: string) => {
    const price = priceIn(prices, token.currency, fiat, config.clock.now());
    return price === undefined
      ? undefined
      : {
          symbol: token.symbol,
          currency: token.currency,
          network: token.network.code,
          imgUrl: token.imgUrl,
          price: priceText(price),
          sendCurrency: fiat,
        };
  };

  const countryInfo = (request: FastifyRequest) => {
    const caller = callerCountry(request);
    return ok({
      currCode: caller?.code ?? config.defaultCountry,
      currCountry: caller?.country ?? '',
      isBan: flag(caller?.isBan ?? false),
      list: catalog.countries
        .filter((c) => !c.isBan)
        .map(({ code, country, currency }) => ({ code, country, currency })),
    });
  };

  serveEndpoints(app, {
    // The fiats of the picker's Popular group: the caller's country's currency first, then POPULAR_FIATS.
    payList: async ({ offerType }, _user, request) => {
      const sellers = providersFor(offerType);
      const local = callerCountry(request)?.currency;
      const list = catalog.fiats.flatMap((fiat) => {
        const methods = catalog
          .payMethodsFor(fiat.code)
          .filter((m) => sellers.some((p) => p.payMethods.includes(m.id)));
        if (methods.length === 0) return [];
        const { code, name, symbol, imgUrl, minAmount, maxAmount, decimals } = fiat;
        return [
          {
            currency: code,
            network: 'FIAT',
            name,
            symbol,
            imgUrl,
            minAmount,
            maxAmount,
            decimals,
            imageList: methods.map((m) => m.icon),
            is_popular: code === local || POPULAR_FIATS.includes(code) ? 1 : 0,
          },
        ];
      });
      const normalCurrency = list.some((f) => f.currency === local) ? (local as string) : 'USD';
      // The caller's currency leads the list, so it leads the Popular group too.
      const ordered = [
        ...list.filter((f) => f.currency === local),
        ...list.filter((f) => f.currency !== local),
      ];
      return ok({ list: ordered, normalCurrency });
    },

    getList: async ({ offerType }) => {
      const sellers = providersFor(offerType);
      const served = catalog.tokens.filter((t) =>
        sellers.some((p) => p.networkFeesUsd[t.network.code] !== undefined),
      );
      return ok(served.map(tokenItem));
    },

    getCurrencyInfo: async ({ currency: asked }) => {
      const token = tokenOrFail(asked);
      const { symbol, currency, name, imgUrl, minAmount, maxAmount } = token;
      const vol24 = prices.volume24hUsd(currency, config.clock.now()) ?? 0;
      return ok({
        symbol,
        currency,
        name,
        network: token.network.code,
        imgUrl,
        vol24,
        minAmount,
        maxAmount,
        isHot: flag(token.isPopular),
      });
    },

    currencyPrice: async ({ currency, sendCurrency }) => {
      const token = tokenOrFail(currency);
      const price = priceOf(token, fiatOrFail(sendCurrency).code);
      if (!price) throw new BusinessError(RespCode.notFound, 'reference.noPrice', { token: token.currency });
      return ok(price);
    },

    priceList: async ({ sendCurrency }) => {
      const fiat = fiatOrFail(sendCurrency).code;
      return ok(catalog.tokens.flatMap((t) => priceOf(t, fiat) ?? []));
    },

    getCountry: async (_body, _user, request) => countryInfo(request),
    country: async (_query, _user, request) => countryInfo(request),

    getallcountry: async () =>
      ok(
        catalog.countries.map(({ code, country, currency, isBan }) => ({
          code,
          country,
          currency,
          isBan: flag(isBan),
        })),
      ),

    getCity: async ({ country }) => ok(catalog.cities(country).map((name) => ({ name }))),

    getNatureList: async () => ok(catalog.natures),

    travelExchangeList: async () => ok(catalog.exchanges),
  });

  // The platform's languages live outside the buying API, under the gateway's admin prefix.
  app.get('/gateway/admin/languages', { schema: { response: { 200: LanguageListResponse } } }, async () => ({
    respCode: RespCode.ok,
    respMessage: 'success',
    dataList: catalog.languages,
  }));
}
