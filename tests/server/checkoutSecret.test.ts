import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import {
  asClient,
  checkoutPath,
  newOrder,
  orderDetail,
  payByCard,
  startClientGateway,
} from './helpers/orders.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({
    RISK_ORDERS_PER_HOUR: '1000',
    IP_RATE_LIMIT_PER_MINUTE: '30',
    ORDER_EXPIRY_SECONDS: '600',
  });
});
afterAll(() => gateway.close());

/** The checkout path of an order as someone who knows only its number would build it. */
const guessedPath = (service: string) => checkoutPath(service).split('/').slice(0, 5).join('/');
const missingPage = async (res: Response) => ({
  status: res.status,
  type: res.headers.get('content-type'),
  text: await res.text(),
});

describe('the checkout URL of an order', () => {
  it('carries a secret of its own: the order number alone, or another order’s secret, opens the missing order’s page', async () => {
    const client = asClient(gateway);
    const first = await newOrder(client);
    const second = await newOrder(client);
    expect(checkoutPath(first.service)).toMatch(/^\/sandbox\/[a-z]+\/checkout\/\d{18}\/[\w-]{43}$/);
    expect(checkoutPath(first.service).split('/')[5]).not.toBe(checkoutPath(second.service).split('/')[5]);
    expect((await client.request(checkoutPath(first.service))).status).toBe(200);

    const missing = await missingPage(
      await client.request(`/sandbox/${first.quote.offerType}/checkout/209901010000000000/${'a'.repeat(43)}`),
    );
    expect(missing.status).toBe(404);
    const otherSecret = `${guessedPath(first.service)}/${checkoutPath(second.service).split('/')[5]}`;
    for (const path of [
      guessedPath(first.service),
      `${guessedPath(first.service)}/`,
      otherSecret,
      `${guessedPath(first.service)}/x`,
    ]) {
      expect(await missingPage(await client.request(path)), path).toEqual(missing);
    }

    // Paying without the secret is refused like a missing order, and the order stays unpaid.
    const pay = await client.request(`${guessedPath(first.service)}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242&expiry=12%2F39&cvc=123',
      redirect: 'manual',
    });
    expect(pay.status).toBe(404);
    const forged = await payByCard(client, `${gateway.origin}${otherSecret}`, '4242424242424242');
    expect(await missingPage(forged)).toEqual(missing);
    expect((await orderDetail(client, first.orderNo)).data).toMatchObject({
      status: 'Pending',
      paymentResult: 'pending',
    });
  });

  it('is the same in the order answers the app reopens it from (orderDetail, checkoutInfo)', async () => {
    const client = asClient(gateway);
    const authToken = await logIn(client);
    const { orderNo, service } = await newOrder(client, { authToken });
    expect((await orderDetail(client, orderNo, authToken)).data.service).toBe(service);
    expect(
      (await client.post<{ data: { service: string } }>('checkoutInfo', { orderNo, authToken })).data.service,
    ).toBe(service);
    // Another buyer gets neither the order nor its checkout URL.
    const stranger = await logIn(client);
    expect(JSON.stringify(await orderDetail(client, orderNo, stranger))).not.toContain(
      checkoutPath(service).split('/')[5],
    );
  });

  it('saves a card to the owner’s account only under the secret the owner was given', async () => {
    const client = asClient(gateway);
    const authToken = await logIn(client);
    const { service } = await newOrder(client, { authToken });
    const forged = await payByCard(
      client,
      `${gateway.origin}${guessedPath(service)}/${'A'.repeat(43)}`,
      '5555 5555 5555 4444',
      { saveCard: '1' },
    );
    expect(forged.status).toBe(404);
    const cards = await client.post('cardList', { authToken });
    expect(JSON.stringify(cards)).not.toContain('4444');
    const paid = await payByCard(client, service, '5555 5555 5555 4444', { saveCard: '1' });
    expect(paid.status).toBe(303);
    expect(JSON.stringify(await client.post('cardList', { authToken }))).toContain('"last4":"4444"');
  });
});

describe('the sandbox pages', () => {
  it('are rate-limited per IP like the API', async () => {
    const client = asClient(gateway);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await client.request(`/sandbox/topper/checkout/209901010000000000/${'a'.repeat(43)}`)).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    for (const path of [
      `/sandbox/topper/checkout/209901010000000000/${'a'.repeat(43)}`,
      '/sandbox/card-field',
      '/sandbox/card-tokens',
    ]) {
      const limited = await client.request(path, path.endsWith('tokens') ? { method: 'POST' } : {});
      expect(await limited.json(), path).toMatchObject({ respCode: 5001 });
    }
    // Another client is not affected.
    expect((await asClient(gateway).request('/sandbox/card-field')).status).toBe(200);
  });
});
