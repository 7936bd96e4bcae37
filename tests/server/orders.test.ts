import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import {
  ADDRESSES,
  getQuote,
  newOrder,
  orderBody,
  orderDetail,
  type Created,
  startClientGateway,
} from './helpers/orders.ts';

const env = { ORDER_STEP_MS: '40', RISK_ORDERS_PER_HOUR: '1000', IP_RATE_LIMIT_PER_MINUTE: '100000' };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway(env);
});
afterAll(() => gateway.close());

const ordersOfQuote = async (token: string) =>
  gateway.app.db.selectFrom('orders').select('order_no').where('quote_token', '=', token).execute();

describe('creating an order from a quote', () => {
  it('answers the order number, the provider checkout on this gateway, the next step and the provider logo', async () => {
    const quote = await getQuote(gateway);
    const res = await gateway.post<Created>('cryptoOrder', orderBody(quote));
    expect(res).toMatchObject({ respCode: 200, respMessage: 'success' });
    const { orderNo, service, nextStepContent, serviceLogoUrl } = res.data;
    expect(orderNo).toMatch(/^\d{18}$/);
    expect(service).toMatch(
      new RegExp(`^${gateway.origin}/sandbox/${quote.offerType}/checkout/${orderNo}/[\\w-]{43}$`),
    );
    const offer = quote.offerList.find((o) => o.offerType === quote.offerType)!;
    expect(nextStepContent).toContain(`${offer.sendCurrencyAmount} USD`);
    expect(nextStepContent).toContain(offer.name);
    expect(serviceLogoUrl).toMatch(new RegExp(`^${gateway.origin}/images/providers/.+\\.svg$`));

    const detail = await orderDetail(gateway, orderNo);
    expect(detail).toMatchObject({
      respCode: 200,
      data: {
        orderNo,
        status: 'Pending',
        paymentResult: 'pending',
        address: ADDRESSES.BTC,
        sendCurrency: 'USD',
        sendCurrencyAmount: offer.sendCurrencyAmount,
        paidAmount: '0',
        getCurrency: 'BTC',
        getSymbol: 'BTC',
        getCurrencyAmount: offer.getCurrencyAmount,
        network: 'BTC',
        providerName: offer.name,
        service,
        history: [{ status: 'Pending' }],
      },
    });
    expect(detail.data.txHash).toBeUndefined();
  });

  it('honours the offer the buyer chose, and coinOrder makes rampeasy orders only', async () => {
    const quote = await getQuote(gateway);
    const other = quote.offerList.find((o) => o.offerType !== 'rampeasy');
    expect(other, 'the quote lists more than one provider').toBeDefined();
    const chosen = await gateway.post<Created>(
      'cryptoOrder',
      orderBody(quote, { offerType: other!.offerType }),
    );
    expect(chosen.data.service).toContain(`/sandbox/${other!.offerType}/checkout/`);
    expect((await orderDetail(gateway, chosen.data.orderNo)).data).toMatchObject({
      providerName: other!.name,
      sendCurrencyAmount: other!.sendCurrencyAmount,
      getCurrencyAmount: other!.getCurrencyAmount,
    });

    // A quote makes one order: the rampeasy order comes from a quote of its own.
    const coin = await gateway.post<Created>(
      'coinOrder',
      orderBody(await getQuote(gateway), { offerType: 'rampeasy', address: ADDRESSES.BTC2 }),
    );
    expect(coin.respCode).toBe(200);
    expect(coin.data.service).toContain('/sandbox/rampeasy/checkout/');
    const wrong = await gateway.post('coinOrder', orderBody(quote, { offerType: other!.offerType }));
    expect(wrong).toMatchObject({ respCode: 400, respMessage: 'coinOrder creates rampeasy orders only' });
  });

  it('refuses an unknown quote token with 5003', async () => {
    const quote = await getQuote(gateway);
    const res = await gateway.post('cryptoOrder', orderBody(quote, { token: 'f'.repeat(32) }));
    expect(res).toMatchObject({
      respCode: 5003,
      respMessage: 'The price has expired, please get a new quote',
    });
  });

  it('refuses an address that is not valid for the get currency, naming the problem', async () => {
    const quote = await getQuote(gateway);
    const changed = ADDRESSES.BTC.slice(0, -1) + (ADDRESSES.BTC.endsWith('q') ? 'p' : 'q');
    for (const address of [changed, ADDRESSES.ETH, '']) {
      const res = await gateway.post('cryptoOrder', orderBody(quote, { address }));
      expect(res.respCode, address).not.toBe(200);
      expect(res.respMessage.length).toBeGreaterThan(0);
    }
    expect(await ordersOfQuote(quote.token)).toHaveLength(0);
  });

  it('refuses a payload whose currencies are not those of its quote', async () => {
    const quote = await getQuote(gateway);
    const res = await gateway.post('cryptoOrder', orderBody(quote, { sendCurrency: 'EUR' }));
    expect(res).toMatchObject({
      respCode: 400,
      respMessage: 'The order does not match its quote, please get a new quote',
    });
  });

  it('returns to a path of this app only', async () => {
    const cases: Array<[string, string]> = [
      ['/payment-status', '/payment-status?orderNo='],
      [`${gateway.origin}/order-status?x=1`, '/order-status?x=1&orderNo='],
      ['https://evil.example/steal', '/wait-payment?orderNo='],
      ['//evil.example/steal', '/wait-payment?orderNo='],
    ];
    for (const [redirectUrl, expected] of cases) {
      const { orderNo } = await newOrder(gateway, { redirectUrl });
      const row = await gateway.app.db
        .selectFrom('orders')
        .select('redirect_url')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      expect(row.redirect_url).toBe(`${expected}${orderNo}`);
    }
  });

  it('refuses malformed bodies with a respCode naming the field', async () => {
    const quote = await getQuote(gateway);
    const missing = await gateway.post('cryptoOrder', { ...orderBody(quote), address: undefined });
    expect(missing).toMatchObject({ respCode: 400, respMessage: expect.stringContaining('address') });
    const huge = await gateway.post('cryptoOrder', orderBody(quote, { address: 'x'.repeat(5000) }));
    expect(huge).toMatchObject({ respCode: 400, respMessage: expect.stringContaining('address') });
  });
});

describe('saving the address to the address book', () => {
  it('keeps a logged-in buyer’s address when saveAddress is set, and only once', async () => {
    const authToken = await logIn(gateway);
    const book = async () =>
      (
        await gateway.post<{ data: Array<{ address: string; crypto: string; network: string }> }>(
          'getCryptoList',
          { authToken },
        )
      ).data;
    await newOrder(gateway, { authToken, saveAddress: '0' });
    expect(await book()).toEqual([]);
    await newOrder(gateway, { authToken, saveAddress: '1' }, { sendCurrencyAmount: '130' });
    await newOrder(gateway, { authToken, saveAddress: 'true' }, { sendCurrencyAmount: '140' });
    expect(await book()).toEqual([
      expect.objectContaining({ address: ADDRESSES.BTC, crypto: 'BTC', network: 'BTC' }),
    ]);
  });
});

describe('5003 when the quote expired', () => {
  let shortLived: TestGateway;
  beforeAll(async () => {
    shortLived = await startClientGateway({ ...env, QUOTE_TTL_SECONDS: '1' });
  });
  afterAll(() => shortLived.close());

  it('refuses an order from a quote past its expireTime, but still answers a repeat of an order made in time', async () => {
    const late = await getQuote(shortLived);
    const inTime = await getQuote(shortLived, { sendCurrencyAmount: '120' });
    const made = await shortLived.post<Created>('cryptoOrder', orderBody(inTime));
    expect(made.respCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, (late.expireTime + 0.2) * 1000 - Date.now()));
    expect(await shortLived.post('cryptoOrder', orderBody(late))).toMatchObject({
      respCode: 5003,
      respMessage: 'The price has expired, please get a new quote',
    });
    const repeat = await shortLived.post<Created>('cryptoOrder', orderBody(inTime));
    expect(repeat).toMatchObject({ respCode: 200, data: { orderNo: made.data.orderNo } });
  });
});

describe('idempotent creation', () => {
  it('gives the same order for the same quote and payload, and refuses another payload for that quote', async () => {
    const quote = await getQuote(gateway);
    const first = await gateway.post<Created>('cryptoOrder', orderBody(quote));
    const again = await gateway.post<Created>('cryptoOrder', orderBody(quote));
    expect(again.data).toEqual(
      expect.objectContaining({ orderNo: first.data.orderNo, service: first.data.service }),
    );
    const elsewhere = await gateway.post<Created>(
      'cryptoOrder',
      orderBody(quote, { address: ADDRESSES.BTC2 }),
    );
    expect(elsewhere).toMatchObject({
      respCode: 400,
      respMessage: 'This quote was already used for an order, please get a new quote',
    });
    expect(await ordersOfQuote(quote.token)).toEqual([{ order_no: first.data.orderNo }]);
  });

  it('creates exactly one order from 20 identical requests sent at once', async () => {
    const quote = await getQuote(gateway);
    const body = orderBody(quote);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gateway.post<Created>('cryptoOrder', body)),
    );
    expect(answers.every((answer) => answer.respCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data.orderNo)).size).toBe(1);
    const rows = await ordersOfQuote(quote.token);
    expect(rows).toEqual([{ order_no: answers[0].data.orderNo }]);
  });

  it('does not hand one buyer another buyer’s order for the same payload', async () => {
    const quote = await getQuote(gateway);
    const anonymous = await gateway.post<Created>('cryptoOrder', orderBody(quote));
    const authToken = await logIn(gateway);
    const mine = await gateway.post<Created>('cryptoOrder', { ...orderBody(quote), authToken });
    // The quote made its one order already: the buyer is refused, not handed that order.
    expect(mine).toMatchObject({
      respCode: 400,
      respMessage: 'This quote was already used for an order, please get a new quote',
    });
    expect(JSON.stringify(mine)).not.toContain(anonymous.data.orderNo);
  });
});

describe('who may read an order', () => {
  it('needs a login for orderList', async () => {
    expect(await gateway.post('orderList', {})).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
  });

  it('lists only the buyer’s own orders, newest first, page by page', async () => {
    const alice = await logIn(gateway);
    const bob = await logIn(gateway);
    const made: string[] = [];
    for (const amount of ['100', '110', '120']) {
      const { orderNo } = await newOrder(gateway, { authToken: alice }, { sendCurrencyAmount: amount });
      made.push(orderNo);
    }
    const page1 = await gateway.post<{ data: { list: Array<{ orderNo: string }>; total: number } }>(
      'orderList',
      { authToken: alice, pageNo: 1, pageSize: 2 },
    );
    const page2 = await gateway.post<{ data: { list: Array<{ orderNo: string }>; total: number } }>(
      'orderList',
      { authToken: alice, pageNo: 2, pageSize: 2 },
    );
    expect(page1.data.total).toBe(3);
    expect([...page1.data.list, ...page2.data.list].map((order) => order.orderNo)).toEqual(
      [...made].reverse(),
    );
    expect(await gateway.post('orderList', { authToken: bob })).toMatchObject({
      respCode: 200,
      data: { list: [], total: 0 },
    });
  });

  it('shows a logged-in buyer’s order to that buyer only', async () => {
    const alice = await logIn(gateway);
    const bob = await logIn(gateway);
    const { orderNo } = await newOrder(gateway, { authToken: alice });
    expect(await orderDetail(gateway, orderNo, alice)).toMatchObject({ respCode: 200, data: { orderNo } });
    expect(await orderDetail(gateway, orderNo, bob)).toMatchObject({
      respCode: 404,
      respMessage: 'Order not found',
    });
    expect(await orderDetail(gateway, orderNo)).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
    for (const endpoint of ['order', 'checkoutInfo', 'getConfirmedBlock']) {
      expect(await gateway.post(endpoint, { orderNo, authToken: bob }), endpoint).toMatchObject({
        respCode: 404,
        respMessage: 'Order not found',
      });
    }
  });

  it('shows an anonymous order to anyone holding its number', async () => {
    const { orderNo, service } = await newOrder(gateway);
    const someone = await logIn(gateway);
    expect(await orderDetail(gateway, orderNo, someone)).toMatchObject({ respCode: 200, data: { orderNo } });
    expect(await gateway.post('order', { orderNo })).toMatchObject({ respCode: 200, data: { orderNo } });
    expect(await gateway.post('checkoutInfo', { orderNo })).toMatchObject({
      respCode: 200,
      data: { orderNo, service, status: 'Pending', paymentResult: 'pending' },
    });
    expect(await orderDetail(gateway, '209901010000000000')).toMatchObject({
      respCode: 404,
      respMessage: 'Order not found',
    });
  });
});
