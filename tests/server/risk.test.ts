import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import {
  buyerWithIdentity,
  freshBtcAddress,
  getQuote,
  orderBody,
  verifiedBuyer,
  type Created,
  startClientGateway,
} from './helpers/orders.ts';

const IDENTITY_REQUIRED = {
  respCode: 509,
  respMessage: 'Identity verification is required for orders over 700 EUR',
};

describe('identity verification above 700 EUR', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startClientGateway({ RISK_ORDERS_PER_HOUR: '1000', IP_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => gateway.close());

  it('refuses an order over 700 EUR from an anonymous buyer and from a buyer without an approved identity', async () => {
    const quote = await getQuote(gateway, { sendCurrencyAmount: '1000' });
    expect(await gateway.post('cryptoOrder', orderBody(quote))).toMatchObject(IDENTITY_REQUIRED);
    const unverified = await logIn(gateway);
    expect(await gateway.post('cryptoOrder', { ...orderBody(quote), authToken: unverified })).toMatchObject(
      IDENTITY_REQUIRED,
    );
    const underReview = await buyerWithIdentity(gateway, 'licence-review.png');
    expect(await gateway.post('cryptoOrder', { ...orderBody(quote), authToken: underReview })).toMatchObject(
      IDENTITY_REQUIRED,
    );
    const rows = await gateway.app.db
      .selectFrom('orders')
      .select('order_no')
      .where('quote_token', '=', quote.token)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('accepts it from a buyer whose identity is approved', async () => {
    const authToken = await verifiedBuyer(gateway);
    const quote = await getQuote(gateway, { sendCurrencyAmount: '1000' });
    expect(await gateway.post('cryptoOrder', { ...orderBody(quote), authToken })).toMatchObject({
      respCode: 200,
    });
  });

  it('draws the line at 700 EUR exactly, converting other currencies at the current price', async () => {
    const at = await getQuote(gateway, { sendCurrency: 'EUR', sendCurrencyAmount: '700' });
    expect(await gateway.post('cryptoOrder', orderBody(at))).toMatchObject({ respCode: 200 });
    const over = await getQuote(gateway, { sendCurrency: 'EUR', sendCurrencyAmount: '700.01' });
    expect(await gateway.post('cryptoOrder', orderBody(over))).toMatchObject(IDENTITY_REQUIRED);
    // 700 USD is worth less than 700 EUR at the simulated market's levels.
    const dollars = await getQuote(gateway, { sendCurrency: 'USD', sendCurrencyAmount: '700' });
    expect(await gateway.post('cryptoOrder', orderBody(dollars))).toMatchObject({ respCode: 200 });
  });
});

describe('risk control (5004)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startClientGateway({ RISK_ORDERS_PER_HOUR: '2', IP_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => gateway.close());

  it('refuses a blocked receiving address, in any letter case of a 0x address', async () => {
    const eth = await getQuote(gateway, { getCurrency: 'ETH' });
    for (const address of [
      '0x8589427373D6D84E98730D7795D8f6f8731FDA16',
      '0x8589427373d6d84e98730d7795d8f6f8731fda16',
    ]) {
      expect(await gateway.post('cryptoOrder', orderBody(eth, { address }))).toMatchObject({
        respCode: 5004,
        respMessage: 'Transaction restricted: this address cannot receive orders',
      });
    }
    const btc = await getQuote(gateway);
    expect(
      await gateway.post('cryptoOrder', orderBody(btc, { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' })),
    ).toMatchObject({ respCode: 5004 });
  });

  it('refuses more than RISK_ORDERS_PER_HOUR orders per address in an hour, and allows them again after it', async () => {
    const address = freshBtcAddress();
    const made: string[] = [];
    for (const amount of ['100', '101']) {
      const quote = await getQuote(gateway, { sendCurrencyAmount: amount });
      const res = await gateway.post<Created>('cryptoOrder', orderBody(quote, { address }));
      expect(res).toMatchObject({ respCode: 200 });
      made.push(res.data.orderNo);
    }
    const third = await getQuote(gateway, { sendCurrencyAmount: '102' });
    expect(await gateway.post('cryptoOrder', orderBody(third, { address }))).toMatchObject({
      respCode: 5004,
      respMessage: 'Transaction restricted: too many orders in the last hour, please try again later',
    });
    expect(await gateway.post('cryptoOrder', orderBody(third, { address: freshBtcAddress() }))).toMatchObject(
      { respCode: 200 },
    );

    // An hour later those two orders no longer count (moved back in time: the clock is real, tests may share a database).
    const anHourAgo = gateway.app.config.clock.now() - 3600_000 - 1000;
    await gateway.app.db
      .updateTable('orders')
      .set({ created_at: anHourAgo })
      .where('order_no', 'in', made)
      .execute();
    const later = await getQuote(gateway, { sendCurrencyAmount: '103' });
    expect(await gateway.post('cryptoOrder', orderBody(later, { address }))).toMatchObject({ respCode: 200 });
  });

  it('answers every copy of a double-submitted order that reaches the limit with its one order, also later', async () => {
    const address = freshBtcAddress();
    const first = await getQuote(gateway, { sendCurrencyAmount: '110' });
    expect(await gateway.post('cryptoOrder', orderBody(first, { address }))).toMatchObject({ respCode: 200 });
    const second = orderBody(await getQuote(gateway, { sendCurrencyAmount: '111' }), { address });
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => gateway.post<Created>('cryptoOrder', second)),
    );
    const orderNo = copies[0].data?.orderNo;
    expect(copies.map((copy) => [copy.respCode, copy.data?.orderNo])).toEqual(
      copies.map(() => [200, orderNo]),
    );
    expect(await gateway.post('cryptoOrder', second)).toMatchObject({ respCode: 200, data: { orderNo } });
    const stored = await gateway.app.db
      .selectFrom('orders')
      .select('order_no')
      .where('address', '=', address)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('counts a logged-in buyer’s orders to any address', async () => {
    const authToken = await logIn(gateway);
    const addresses = [freshBtcAddress(), freshBtcAddress()];
    for (const [i, address] of addresses.entries()) {
      const quote = await getQuote(gateway, { sendCurrencyAmount: String(150 + i) });
      const res = await gateway.post<Created>('cryptoOrder', { ...orderBody(quote, { address }), authToken });
      expect(res, res.respMessage).toMatchObject({ respCode: 200 });
    }
    const quote = await getQuote(gateway, { sendCurrencyAmount: '160' });
    expect(
      await gateway.post('cryptoOrder', { ...orderBody(quote, { address: freshBtcAddress() }), authToken }),
    ).toMatchObject({
      respCode: 5004,
    });
  });
});
