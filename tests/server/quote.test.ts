import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import providers from '../../server/data/providers.json' with { type: 'json' };
import payMethods from '../../server/data/pay-methods.json' with { type: 'json' };
import { BusinessError } from '../../server/http/errors.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { schemaErrors } from './helpers/apiSchema.ts';
import { withinOnePriceMinute } from './helpers/priceTick.ts';

type Quote = ResponseOf<'offerInquiry'>;
type Offer = NonNullable<Quote['offerList']>[number];

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ QUOTE_TTL_SECONDS: '1' });
});
afterAll(() => gateway.close());

const quote = async (body: Record<string, string>) => {
  const answer = await gateway.post<Quote>('offerInquiry', body);
  expect(schemaErrors('offerInquiry', answer)).toEqual([]);
  return answer;
};
const paySide = (extra: Record<string, string> = {}) =>
  quote({
    sendCurrency: 'USD',
    sendCurrencyAmount: '100',
    getCurrency: 'BTC',
    getCurrencyAmount: '',
    ...extra,
  });
const num = Number;
const provider = (offerType: string) => providers.find((p) => p.offerType === offerType)!;
const methodFee = (id: string) => payMethods.find((m) => m.id === id)!.feePct;
const ceilCents = (x: number) => Math.ceil(x * 100 - 1e-7) / 100;

describe('offerInquiry, Pay side (send amount given)', () => {
  it('answers the flat quote response with a token valid for QUOTE_TTL_SECONDS', async () => {
    const before = Math.floor(Date.now() / 1000);
    const q = await paySide();
    expect(q).toMatchObject({
      respCode: 200,
      respMessage: 'success',
      side: 'pay',
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      feeCurrency: 'USD',
      network: 'BTC',
    });
    // Random part, expiry (base 36) and signature: see server/domain/quotes/token.ts.
    expect(q.token).toMatch(/^[\w-]{16}\.[0-9a-z]+\.[\w-]{22}$/);
    expect(q.expireTime).toBeGreaterThanOrEqual(before + 1);
    expect(q.expireTime).toBeLessThanOrEqual(before + 3);
    expect(num(q.getCurrencyAmount)).toBeGreaterThan(0);
  });

  it('gives what remains after the processing and network fees at each provider rate, cut to 8 decimals', async () => {
    const q = await paySide();
    expect(q.offerList!.length).toBeGreaterThanOrEqual(2);
    for (const offer of q.offerList!) {
      const p = provider(offer.offerType);
      // USD: the fixed fee and network fee in USD are taken as they are.
      expect(num(offer.processingFee)).toBe(
        ceilCents((100 * (p.processingFeePct + methodFee('card'))) / 100 + p.fixedFeeUsd),
      );
      expect(num(offer.networkFee)).toBe(ceilCents(p.networkFeesUsd.BTC));
      const left = 100 - num(offer.processingFee) - num(offer.networkFee);
      const bought = num(offer.getCurrencyAmount) * num(offer.rate);
      expect(bought).toBeLessThanOrEqual(left + 1e-9);
      expect(left - bought).toBeLessThan(num(offer.rate) * 1e-8);
      expect(offer.getCurrencyAmount).toMatch(/^\d+(\.\d{1,8})?$/);
    }
  });

  it('sorts offers best first (most crypto) and quotes the best one at the top level', async () => {
    const q = await paySide();
    const amounts = q.offerList!.map((o) => num(o.getCurrencyAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const best = q.offerList![0];
    expect(q).toMatchObject({
      offerType: best.offerType,
      getCurrencyAmount: best.getCurrencyAmount,
      processingFee: best.processingFee,
      transNetworkFee: best.networkFee,
    });
  });

  it('quotes the asked provider when it takes the amount', async () => {
    const q = await paySide({ offerType: 'topper' });
    expect(q.offerType).toBe('topper');
    const topper = q.offerList!.find((o) => o.offerType === 'topper')!;
    expect(q.getCurrencyAmount).toBe(topper.getCurrencyAmount);
    // The chosen method's tile shows the same provider's fee as the total.
    const tile = q.methodList!.find((m) => m.payMethod === q.payMethod)!;
    expect(tile.processingFee).toBe(q.processingFee);
    expect(tile.getCurrencyAmount).toBe(q.getCurrencyAmount);
  });

  it('prices every pay method of the currency (more than 6 for USD), each with its best offer and icon', async () => {
    const q = await paySide();
    const ids = q.methodList!.map((m) => m.payMethod);
    expect(ids).toEqual(['card', 'applepay', 'googlepay', 'paypal', 'revolut', 'wire', 'ach', 'venmo']);
    expect(q.methodListImage).toEqual(q.methodList!.map((m) => m.image2));
    const card = q.methodList!.find((m) => m.payMethod === q.payMethod)!;
    expect(card).toMatchObject({
      sendCurrency: 'USD',
      getCurrency: 'BTC',
      feeCurrency: 'USD',
      getCurrencyAmount: q.getCurrencyAmount,
      processingFee: q.processingFee,
      transNetworkFee: q.transNetworkFee,
      image2: '/images/pay/card.svg',
    });
  });

  it("gives each method's price entry the same amounts as a quote for that method", async () => {
    const [all, wire] = await withinOnePriceMinute(gateway, () =>
      Promise.all([paySide(), paySide({ payMethod: 'wire' })]),
    );
    expect(wire.payMethod).toBe('wire');
    expect(wire.offerList!.every((o) => o.payMethods.includes('wire'))).toBe(true);
    const entry = all.methodList!.find((m) => m.payMethod === 'wire')!;
    expect(entry).toMatchObject({
      offerType: wire.offerType,
      getCurrencyAmount: wire.getCurrencyAmount,
      processingFee: wire.processingFee,
    });
  });

  it('falls back to the first usable method when the asked one does not take the currency', async () => {
    const q = await paySide({ payMethod: 'pix' });
    expect(q).toMatchObject({ respCode: 200, payMethod: 'card' });
    const brl = await quote({
      sendCurrency: 'BRL',
      sendCurrencyAmount: '500',
      getCurrency: 'USDT_TRC20',
      payMethod: 'pix',
    });
    expect(brl).toMatchObject({ respCode: 200, payMethod: 'pix' });
  });

  it('keeps fiat decimals of the pay currency (JPY has none)', async () => {
    const q = await quote({ sendCurrency: 'JPY', sendCurrencyAmount: '20000', getCurrency: 'ETH' });
    expect(q.respCode).toBe(200);
    expect(q.processingFee).toMatch(/^\d+$/);
    expect(q.transNetworkFee).toMatch(/^\d+$/);
  });

  it('prefers the send amount when both amounts are given', async () => {
    const q = await quote({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '1',
    });
    expect(q).toMatchObject({ side: 'pay', sendCurrencyAmount: '100' });
  });
});

describe('offerInquiry, Get side (get amount given)', () => {
  const getSide = (extra: Record<string, string> = {}) =>
    quote({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '',
      getCurrency: 'USDT_TRC20',
      getCurrencyAmount: '50',
      ...extra,
    });

  it('asks the smallest send amount in cents that covers the get amount and its fees', async () => {
    const q = await getSide();
    expect(q).toMatchObject({
      respCode: 200,
      side: 'get',
      getCurrencyAmount: '50',
      sendCurrency: 'EUR',
      feeCurrency: 'EUR',
    });
    for (const offer of q.offerList!) {
      expect(offer.getCurrencyAmount).toBe('50');
      const send = num(offer.sendCurrencyAmount);
      const cost = 50 * num(offer.rate);
      const fees = num(offer.processingFee) + num(offer.networkFee);
      expect(send - fees).toBeGreaterThanOrEqual(cost - 1e-9);
      // One cent less would not be enough (the fee on one cent less is at most the same).
      expect(send - 0.01 - fees).toBeLessThan(cost);
    }
  });

  it("cuts a get amount with more decimals than the token's (USDT: 6) and prices what is cut, never rounding it up", async () => {
    const q = await getSide({ getCurrencyAmount: '50.12345699' });
    expect(q.getCurrencyAmount).toBe('50.123456');
    expect(q.offerList!.map((o: Offer) => o.getCurrencyAmount)).toEqual(q.offerList!.map(() => '50.123456'));
  });

  it('sorts offers best first (least money)', async () => {
    const q = await getSide();
    const amounts = q.offerList!.map((o: Offer) => num(o.sendCurrencyAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(q.sendCurrencyAmount).toBe(q.offerList![0].sendCurrencyAmount);
  });
});

describe('offerInquiry limits and input problems', () => {
  const usdToUsdt = (send: string, extra: Record<string, string> = {}) =>
    quote({ sendCurrency: 'USD', sendCurrencyAmount: send, getCurrency: 'USDT_TRC20', ...extra });
  const usdtFromUsd = (get: string, extra: Record<string, string> = {}) =>
    quote({ sendCurrency: 'USD', getCurrencyAmount: get, getCurrency: 'USDT_TRC20', ...extra });

  it('answers 501 with the pay currency limits on the pay side', async () => {
    expect(await usdToUsdt('19.99')).toMatchObject({ respCode: 501, respMessage: 'Min. amount is 20 USD' });
    expect(await usdToUsdt('20000.01')).toMatchObject({
      respCode: 501,
      respMessage: 'Max. amount is 20000 USD',
    });
    expect((await usdToUsdt('20')).respCode).toBe(200);
    expect((await usdToUsdt('20000')).respCode).toBe(200);
  });

  it("answers 501 with the providers' own minimum for a pay method they limit", async () => {
    // Bank transfer: MoonBeam takes from 25 USD, SwiftRamp from 50 USD.
    expect(await usdToUsdt('22', { payMethod: 'wire' })).toMatchObject({
      respCode: 501,
      respMessage: 'Min. amount is 25 USD',
    });
    const q = await usdToUsdt('25', { payMethod: 'wire' });
    expect(q).toMatchObject({ respCode: 200, payMethod: 'wire', offerType: 'moonbeam' });
  });

  it('answers 500 below and 502 above the get token limits, and the stated limits are accepted', async () => {
    const low = await usdtFromUsd('1');
    expect(low.respCode).toBe(500);
    const min = /^Min\. amount is ([\d.]+) USDT$/.exec(low.respMessage)?.[1];
    expect(min).toBeDefined();
    expect((await usdtFromUsd(min!)).respCode).toBe(200);

    const high = await usdtFromUsd('1000000');
    expect(high.respCode).toBe(502);
    const max = /^Max\. amount is ([\d.]+) USDT$/.exec(high.respMessage)?.[1];
    expect(max).toBeDefined();
    expect((await usdtFromUsd(max!)).respCode).toBe(200);
  });

  it('answers 500 with a reachable minimum when no provider takes a get amount for the pay method', async () => {
    const answer = await usdtFromUsd('21', { payMethod: 'wire' });
    expect(answer.respCode).toBe(500);
    const min = /^Min\. amount is ([\d.]+) USDT$/.exec(answer.respMessage)?.[1];
    expect(num(min)).toBeGreaterThan(21);
    expect((await usdtFromUsd(min!, { payMethod: 'wire' })).respCode).toBe(200);
  });

  it('asks for an amount when both are blank or zero', async () => {
    expect(
      await quote({ sendCurrency: 'USD', sendCurrencyAmount: '', getCurrency: 'BTC', getCurrencyAmount: '' }),
    ).toMatchObject({
      respCode: 501,
      respMessage: 'Please enter the amount',
    });
    expect(await quote({ sendCurrency: 'USD', getCurrency: 'BTC', getCurrencyAmount: '0' })).toMatchObject({
      respCode: 500,
      respMessage: 'Please enter the amount',
    });
  });

  it('names an unknown currency on the side it belongs to', async () => {
    expect(await quote({ sendCurrency: 'XXX', sendCurrencyAmount: '100', getCurrency: 'BTC' })).toMatchObject(
      {
        respCode: 501,
        respMessage: 'XXX is not a supported pay currency',
      },
    );
    expect(
      await quote({ sendCurrency: 'USD', sendCurrencyAmount: '100', getCurrency: 'NOPE' }),
    ).toMatchObject({
      respCode: 500,
      respMessage: 'NOPE is not a supported receive token',
    });
  });

  it('refuses malformed amounts and missing currencies with respCode 400', async () => {
    for (const body of [
      { sendCurrency: 'USD', sendCurrencyAmount: 'abc', getCurrency: 'BTC' },
      { sendCurrency: 'USD', sendCurrencyAmount: '-5', getCurrency: 'BTC' },
      { sendCurrencyAmount: '100', getCurrency: 'BTC' },
      { sendCurrency: 'USD', sendCurrencyAmount: '100' },
      { sendCurrency: 'USD', sendCurrencyAmount: '100', getCurrency: 'B'.repeat(100_000) },
      { sendCurrency: { nested: 'x' }, sendCurrencyAmount: '100', getCurrency: 'BTC' },
    ]) {
      const res = await gateway.request('/gateway/buying/offerInquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).respCode).toBe(400);
    }
  });
});

describe('quote tokens', () => {
  it('reads a quote back by its token: offerInquiryInfo and offerMethodList', async () => {
    const q = await paySide({ partnerId: 'p-7' });
    const info = await gateway.post<ResponseOf<'offerInquiryInfo'>>('offerInquiryInfo', { token: q.token });
    expect(schemaErrors('offerInquiryInfo', info)).toEqual([]);
    expect(info.data).toMatchObject({
      token: q.token,
      partnerId: 'p-7',
      sendCurrencyAmount: '100',
      getCurrencyAmount: q.getCurrencyAmount,
      offerType: q.offerType,
      payMethod: q.payMethod,
      expireTime: q.expireTime,
      offerList: q.offerList,
    });
    const methods = await gateway.post<ResponseOf<'offerMethodList'>>('offerMethodList', { token: q.token });
    expect(schemaErrors('offerMethodList', methods)).toEqual([]);
    expect(methods.data?.priceList).toEqual(q.methodList);
  });

  it('exposes the quote to the order code through the quote book, before and after it is written', async () => {
    const q = await paySide();
    const unwritten = await gateway.app.quotes.load(q.token!, Date.now());
    await gateway.app.quotes.flush();
    const row = await gateway.app.db
      .selectFrom('quotes')
      .select('token')
      .where('token', '=', q.token!)
      .execute();
    expect(row).toHaveLength(1);
    const stored = await gateway.app.quotes.load(q.token!, Date.now());
    expect(stored).toEqual(unwritten);
    expect(stored).toMatchObject({
      token: q.token,
      side: 'pay',
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: q.getCurrencyAmount,
      network: 'BTC',
      payMethod: 'card',
      offerType: q.offerType,
      partnerId: '0',
      expireTime: q.expireTime,
    });
    expect(stored.offers[0]).toMatchObject({
      offerType: q.offerType,
      name: expect.any(String),
      processingFee: q.processingFee,
      networkFee: q.transNetworkFee,
      feeCurrency: 'USD',
    });
    expect(stored.offers[0].payMethods).toContain('card');
  });

  it('answers a written quote back from its row as it was given: offers, pay methods, names and icons', async () => {
    const asked: Record<string, string>[] = [
      {},
      { sendCurrency: 'EUR', payMethod: 'sepa', getCurrency: 'ETH' },
    ];
    for (const inquiry of asked) {
      const q = await paySide(inquiry);
      await gateway.app.quotes.flush();
      const row = await gateway.app.db
        .selectFrom('quotes')
        .select(['offer_prices', 'method_prices'])
        .where('token', '=', q.token!)
        .executeTakeFirstOrThrow();
      // The row keeps the figures only: names and icons come back from the providers and pay methods.
      expect(row.offer_prices + row.method_prices).not.toContain('/images/');
      const info = await gateway.post<ResponseOf<'offerInquiryInfo'>>('offerInquiryInfo', { token: q.token });
      expect(info.data).toMatchObject({ payMethod: q.payMethod, offerList: q.offerList });
      const methods = await gateway.post<ResponseOf<'offerMethodList'>>('offerMethodList', {
        token: q.token,
      });
      expect(methods.data?.priceList).toEqual(q.methodList);
    }
  });

  it('answers 5003 once the quote has expired (TTL 1 s), and for an unknown token', async () => {
    const q = await paySide();
    expect((await gateway.post('offerMethodList', { token: q.token })).respCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = { respCode: 5003, respMessage: 'The price has expired, please get a new quote' };
    expect(await gateway.post('offerMethodList', { token: q.token })).toMatchObject(expired);
    expect(await gateway.post('offerInquiryInfo', { token: q.token })).toMatchObject(expired);
    expect(await gateway.post('offerInquiryInfo', { token: 'f'.repeat(32) })).toMatchObject(expired);
    await expect(gateway.app.quotes.load(q.token!, Date.now())).rejects.toBeInstanceOf(BusinessError);
  });

  it('gives a fresh token to every quote', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await paySide()).token!);
    expect(tokens.size).toBe(5);
  });

  it('prices the same inquiry again once the market has moved (the next price minute)', async () => {
    const [first, again] = await withinOnePriceMinute(gateway, async () => [
      await paySide(),
      await paySide(),
    ]);
    expect(again.offerList).toEqual(first.offerList);
    gateway.app.config.clock.advance(60_000);
    const moved = await paySide();
    expect(moved.offerList!.map((o) => o.rate)).not.toEqual(first.offerList!.map((o) => o.rate));
    // A minute's move can be smaller than the amount's last decimal (it failed so once): the buyer's amount
    // changes within a few minutes.
    const amounts = [moved.getCurrencyAmount];
    for (let minute = 0; minute < 5 && amounts.at(-1) === first.getCurrencyAmount; minute++) {
      gateway.app.config.clock.advance(60_000);
      amounts.push((await paySide()).getCurrencyAmount);
    }
    expect(amounts.at(-1)).not.toBe(first.getCurrencyAmount);
  });
});
