import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { ADDRESSES, freshBtcAddress, getQuote, orderBody, type Created } from './helpers/orders.ts';

const BANNED = {
  respCode: 403,
  respMessage: 'Our service is not available in your region',
  respKey: 'common.regionBlocked',
  respParams: {},
};
const common = { RISK_ORDERS_PER_HOUR: '1000', IP_RATE_LIMIT_PER_MINUTE: '100000' };

let cdn: TestGateway;
let direct: TestGateway;
let bannedByDefault: TestGateway;
beforeAll(async () => {
  [cdn, direct, bannedByDefault] = await Promise.all([
    startGateway({ ...common, COUNTRY_HEADER: 'CF-IPCountry' }),
    // No COUNTRY_HEADER: no header names the country, DEFAULT_COUNTRY does.
    startGateway({ ...common, COUNTRY_HEADER: '' }),
    startGateway({ ...common, COUNTRY_HEADER: '', DEFAULT_COUNTRY: 'IR' }),
  ]);
});
afterAll(() => Promise.all([cdn.close(), direct.close(), bannedByDefault.close()]));

const inquiry = {
  side: 'send',
  sendCurrency: 'USD',
  sendCurrencyAmount: '200',
  getCurrency: 'BTC',
  payMethod: 'card',
};

describe('the region ban, kept by the gateway', () => {
  it('refuses quotes and orders to callers the configured header places in a banned region', async () => {
    const quote = await getQuote(cdn);
    for (const country of ['IR', 'kp', 'CU', 'SY']) {
      expect(await cdn.post('offerInquiry', inquiry, { 'cf-ipcountry': country }), country).toMatchObject(
        BANNED,
      );
      expect(await cdn.post('cryptoOrder', orderBody(quote), { 'cf-ipcountry': country }), country).toEqual(
        BANNED,
      );
      expect(
        await cdn.post('coinOrder', orderBody(quote, { offerType: 'rampeasy' }), { 'cf-ipcountry': country }),
        country,
      ).toMatchObject(BANNED);
    }
    expect((await cdn.post('offerInquiry', inquiry, { 'cf-ipcountry': 'DE' })).respCode).toBe(200);
    expect((await cdn.post('getCountry', {}, { 'cf-ipcountry': 'IR' })).data).toMatchObject({
      currCode: 'IR',
      isBan: 1,
    });
    // The client's own X-Country is not the configured header: it changes nothing.
    expect(
      (await cdn.post('getCountry', {}, { 'cf-ipcountry': 'IR', 'x-country': 'DE' })).data,
    ).toMatchObject({ currCode: 'IR' });
    expect(await cdn.post('offerInquiry', inquiry, { 'cf-ipcountry': 'IR', 'x-country': 'DE' })).toEqual(
      BANNED,
    );
    // The order refused above was not made: the quote still makes its one order.
    expect(
      (await cdn.post<Created>('cryptoOrder', orderBody(quote), { 'cf-ipcountry': 'US' })).respCode,
    ).toBe(200);
  });

  it('believes no client-sent country without COUNTRY_HEADER, and uses DEFAULT_COUNTRY', async () => {
    expect(
      (await direct.post('offerInquiry', inquiry, { 'x-country': 'IR', 'cf-ipcountry': 'IR' })).respCode,
    ).toBe(200);
    expect((await direct.post('getCountry', {}, { 'x-country': 'IR' })).data).toMatchObject({
      currCode: 'US',
      isBan: 0,
    });
    expect(await bannedByDefault.post('offerInquiry', inquiry)).toMatchObject(BANNED);
    expect(await bannedByDefault.post('offerInquiry', inquiry, { 'x-country': 'US' })).toMatchObject(BANNED);
  });
});

describe('one quote, one order', () => {
  it('refuses a second, different order for the same quote token; the same order again answers the same order', async () => {
    const quote = await getQuote(direct);
    const first = await direct.post<Created>('cryptoOrder', orderBody(quote, { address: ADDRESSES.BTC }));
    expect(first.respCode).toBe(200);
    expect(
      (await direct.post<Created>('cryptoOrder', orderBody(quote, { address: ADDRESSES.BTC }))).data.orderNo,
    ).toBe(first.data.orderNo);

    const refused = {
      respCode: 400,
      respMessage: 'This quote was already used for an order, please get a new quote',
    };
    expect(await direct.post('cryptoOrder', orderBody(quote, { address: ADDRESSES.BTC2 }))).toMatchObject(
      refused,
    );
    expect(
      await direct.post('coinOrder', orderBody(quote, { offerType: 'rampeasy', address: freshBtcAddress() })),
    ).toMatchObject(refused);
    const orders = await direct.app.db
      .selectFrom('orders')
      .select('order_no')
      .where('quote_token', '=', quote.token)
      .execute();
    expect(orders).toEqual([{ order_no: first.data.orderNo }]);
  });

  it('makes one order of many different concurrent requests for one quote', async () => {
    const quote = await getQuote(direct);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        direct.post<Created>('cryptoOrder', orderBody(quote, { address: freshBtcAddress() })),
      ),
    );
    expect(answers.filter((answer) => answer.respCode === 200)).toHaveLength(1);
    expect(
      answers
        .filter((answer) => answer.respCode !== 200)
        .every((answer) => answer.respCode === 400 || answer.respCode === 409),
    ).toBe(true);
    const orders = await direct.app.db
      .selectFrom('orders')
      .select('order_no')
      .where('quote_token', '=', quote.token)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
