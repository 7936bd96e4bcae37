import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { getQuote, orderBody, startClientGateway } from './helpers/orders.ts';

/**
 * A refusal names its message (respKey, respParams) beside respMessage, and respMessage is in the caller's
 * Accept-Language (en-US or zh-CN, en-US by default), from the same catalogues the app shows.
 */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({ QUOTE_TTL_SECONDS: '1', IP_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => gateway.close());

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

describe('the language of refusals', () => {
  it('answers an order on an expired price with its key, and in Chinese to a zh-CN caller', async () => {
    const quote = await getQuote(gateway);
    await new Promise((resolve) => setTimeout(resolve, (quote.expireTime + 0.2) * 1000 - Date.now()));
    expect(await gateway.post('cryptoOrder', orderBody(quote), ZH)).toEqual({
      respCode: 5003,
      respKey: 'quote.expired',
      respParams: {},
      respMessage: '价格已过期，请重新获取报价',
    });
    expect(await gateway.post('cryptoOrder', orderBody(quote))).toEqual({
      respCode: 5003,
      respKey: 'quote.expired',
      respParams: {},
      respMessage: 'The price has expired, please get a new quote',
    });
    expect(
      await gateway.post('cryptoOrder', orderBody(quote), { 'accept-language': 'fr-FR, en;q=0.5' }),
    ).toMatchObject({
      respMessage: 'The price has expired, please get a new quote',
    });
  });

  it('gives a quote limit its parameters, through the quote endpoint’s own response schema', async () => {
    const inquiry = {
      sendCurrency: 'USD',
      sendCurrencyAmount: '19.99',
      getCurrency: 'USDT_TRC20',
      getCurrencyAmount: '',
    };
    const body = { ...inquiry, payMethod: 'card', partnerId: '0', intercept: '2' };
    expect(await gateway.post('offerInquiry', body, ZH)).toEqual({
      respCode: 501,
      respKey: 'quote.belowMinimum',
      respParams: { amount: '20', currency: 'USD' },
      respMessage: '最小金额为 20 USD',
    });
  });

  it('names the field of a request the schema refuses, in the caller’s language', async () => {
    const quote = await getQuote(gateway);
    const { address: _left, ...withoutAddress } = orderBody(quote);
    expect(await gateway.post('cryptoOrder', withoutAddress, ZH)).toEqual({
      respCode: 400,
      respKey: 'field.required',
      respParams: { field: 'address' },
      respMessage: '字段“address”无效：缺少必填项“address”',
    });
  });

  it('words an address refusal with the network and token', async () => {
    expect(await gateway.post('validateAddress', { getCurrency: 'BTC', address: 'nope' }, ZH)).toMatchObject({
      respKey: 'address.invalid',
      respParams: { network: expect.any(String), currency: 'BTC' },
      respMessage: expect.stringMatching(/^这不是有效的 .+ BTC 地址$/),
    });
  });
});
