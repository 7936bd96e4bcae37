import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { ok, serveEndpoints } from '../http/endpoint.ts';
import { providerList } from '../domain/offers/providers.ts';
import { refuseBannedRegion } from '../http/callerCountry.ts';
import { priceInquiry } from '../domain/quotes/inquiry.ts';
import { purgeQuotes, type StoredQuote } from '../domain/quotes/store.ts';

/** Expired quotes are kept an hour (for support questions), then deleted. */
const KEEP_EXPIRED_MS = 3_600_000;
const PURGE_EVERY_MS = 600_000;

/** The quote's own fields, as offerInquiry and offerInquiryInfo answer them. */
const quoteFields = (q: StoredQuote) => ({
  side: q.side,
  sendCurrency: q.sendCurrency,
  sendCurrencyAmount: q.sendCurrencyAmount,
  getCurrency: q.getCurrency,
  getCurrencyAmount: q.getCurrencyAmount,
  network: q.network,
  expireTime: q.expireTime,
  token: q.token,
  processingFee: q.processingFee,
  transNetworkFee: q.transNetworkFee,
  feeCurrency: q.feeCurrency,
  payMethod: q.payMethod,
  offerType: q.offerType,
  offerList: q.offers,
});

/** Quotes: offerInquiry prices a quote (written behind the answer); the token then reads it back until it expires. */
export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, catalog, prices, quotes } = app;

  serveEndpoints(app, {
    offerInquiry: async (body, _user, request) => {
      refuseBannedRegion(request);
      const now = config.clock.now();
      const priced = priceInquiry(body, catalog, providerList, prices, now);
      const quote = quotes.issue(
        priced,
        { partnerId: body.partnerId || '0', reference: body.reference, refererUrl: body.refererUrl },
        now,
        config.quoteTtlSeconds,
      );
      const methodListImage = quote.methodList.map((m) => m.image2);
      return {
        respCode: RespCode.ok,
        respMessage: 'success',
        ...quoteFields(quote),
        methodList: quote.methodList,
        methodListImage,
      };
    },

    offerInquiryInfo: async ({ token }) => {
      const quote = await quotes.load(token, config.clock.now());
      return ok({
        ...quoteFields(quote),
        partnerId: quote.partnerId,
        reference: quote.reference,
        refererUrl: quote.refererUrl,
      });
    },

    offerMethodList: async ({ token }) =>
      ok({ priceList: (await quotes.load(token, config.clock.now())).methodList }),
  });

  const purge = setInterval(() => {
    purgeQuotes(db, config.clock.now(), KEEP_EXPIRED_MS).catch((error: Error) =>
      app.log.warn({ reason: error.message }, 'quote purge failed'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
