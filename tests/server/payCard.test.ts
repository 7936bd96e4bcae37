import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import {
  getQuote,
  newOrder,
  orderBody,
  payByCard,
  waitForStatus,
  type Created,
  startClientGateway,
} from './helpers/orders.ts';

const BILLING = { country: 'DE', city: 'Berlin', zipCode: '10115', address: 'Invalidenstraße 117' };
const TEST_NUMBERS = /4242424242424242|4000000000000002|4000000000003220|5555555555554444/;

interface PayAnswer {
  respCode: number;
  respMessage: string;
  data?: { orderNo: string; paymentResult: string; status: string };
}

/** Types a card into the hosted field's tokenization, as the frame's script does. */
async function tokenize(
  gateway: Pick<TestGateway, 'request'>,
  number: string,
  expiry = '12/39',
  cvc = '123',
): Promise<string> {
  const res = await gateway.request('/sandbox/card-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry, cvc }),
  });
  const answer = (await res.json()) as { respCode: number; respMessage: string; data: { token: string } };
  expect(answer, answer.respMessage).toMatchObject({ respCode: 200 });
  return answer.data.token;
}

/** A buyer ready to pay in the app: logged in, billing address saved. */
async function buyer(gateway: TestGateway): Promise<string> {
  const authToken = await logIn(gateway);
  expect(await gateway.post('saveBillingAddress', { authToken, ...BILLING })).toMatchObject({
    respCode: 200,
  });
  return authToken;
}

/** A rampeasy card order made the way the app's card step makes it (coinOrder, logged in). */
async function inAppOrder(gateway: TestGateway, authToken: string, amount = '100'): Promise<string> {
  const quote = await getQuote(gateway, {
    sendCurrencyAmount: amount,
    payMethod: 'card',
    offerType: 'rampeasy',
  });
  const created = await gateway.post<Created>('coinOrder', { ...orderBody(quote), authToken });
  expect(created, created.respMessage).toMatchObject({ respCode: 200 });
  return created.data.orderNo;
}

const payCard = (gateway: TestGateway, body: Record<string, string>) =>
  gateway.post<PayAnswer>('payCard', body);

describe('payCard against a real gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startClientGateway({
      ORDER_STEP_MS: '30',
      RISK_ORDERS_PER_HOUR: '1000',
      IP_RATE_LIMIT_PER_MINUTE: '100000',
      PREAUTH_WAIT_SECONDS: '600',
    });
  });
  afterAll(() => gateway.close());

  it('4242 4242 4242 4242 through the hosted field: Paid at once, then Delivered', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    const cardToken = await tokenize(gateway, '4242 4242 4242 4242');
    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toEqual({
      respCode: 200,
      respMessage: 'success',
      data: { orderNo, paymentResult: 'success', status: 'Paid' },
    });
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered', authToken);
    expect(delivered.history.map((event) => event.status)).toEqual([
      'Pending',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
      'Delivered',
    ]);
    const payment = await gateway.app.db
      .selectFrom('payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      kind: 'card',
      outcome: 'succeeded',
      card_brand: 'Visa',
      card_last4: '4242',
    });
    expect(payment.provider_token).toMatch(/^tok_[0-9a-f]{24}$/);
  });

  it('4000 0000 0000 0002 is declined: paymentResult failed, the order stays payable', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    expect(
      await payCard(gateway, { authToken, orderNo, cardToken: await tokenize(gateway, '4000000000000002') }),
    ).toMatchObject({
      respCode: 200,
      data: { paymentResult: 'failed', status: 'Pending' },
    });
    expect(
      await payCard(gateway, { authToken, orderNo, cardToken: await tokenize(gateway, '4242424242424242') }),
    ).toMatchObject({
      data: { paymentResult: 'success', status: 'Paid' },
    });
  });

  it('4000 0000 0000 3220 is pre-authorized, waiting for the identity check', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    expect(
      await payCard(gateway, { authToken, orderNo, cardToken: await tokenize(gateway, '4000000000003220') }),
    ).toMatchObject({
      respCode: 200,
      data: { paymentResult: 'preauth', status: 'Authorized' },
    });
  });

  it('above 700 EUR answers 509 until the identity is approved, then pays (the token is not spent by the refusal)', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken, '1000');
    const cardToken = await tokenize(gateway, '4242424242424242');
    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toMatchObject({
      respCode: 509,
      respMessage: 'Identity verification is required for orders over 700 EUR',
    });

    expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({
      respCode: 200,
    });
    const check = await gateway.post<{ data: { url: string } }>('getIdentificationUrl', {
      authToken,
      country: 'DE',
      documentType: 'passport',
      returnUrl: '/verify-id',
    });
    expect(
      (
        await uploadDocument(gateway, new URL(check.data.url).pathname, {
          name: 'passport.png',
          type: 'image/png',
          bytes: documentFiles.png,
        })
      ).status,
    ).toBe(303);

    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toMatchObject({
      respCode: 200,
      data: { paymentResult: 'success', status: 'Paid' },
    });
  });

  it('saveCard 1 keeps the card; the saved card (and one saved on the checkout page) pays the next order by cardId', async () => {
    const authToken = await buyer(gateway);
    const first = await inAppOrder(gateway, authToken);
    await payCard(gateway, {
      authToken,
      orderNo: first,
      cardToken: await tokenize(gateway, '5555 5555 5555 4444'),
      saveCard: '1',
    });
    const { service } = await newOrder(gateway, { authToken });
    expect((await payByCard(gateway, service, '4242424242424242', { saveCard: '1' })).status).toBe(303);
    const cards = await gateway.post<{
      data: Array<{ id: string; brand: string; last4: string; maskedNumber: string }>;
    }>('cardList', { authToken });
    expect(cards.data.map((card) => `${card.brand} ${card.maskedNumber}`).sort()).toEqual([
      'Mastercard •••• 4444',
      'Visa •••• 4242',
    ]);

    for (const card of cards.data) {
      const orderNo = await inAppOrder(gateway, authToken);
      expect(await payCard(gateway, { authToken, orderNo, cardId: card.id })).toMatchObject({
        respCode: 200,
        data: { paymentResult: 'success', status: 'Paid' },
      });
      const payment = await gateway.app.db
        .selectFrom('payments')
        .selectAll()
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      expect(payment.card_last4).toBe(card.last4);
    }
    // Saving again keeps one entry per card.
    expect((await gateway.post<{ data: unknown[] }>('cardList', { authToken })).data).toHaveLength(2);
  });

  it('refuses another user’s order (404) and another user’s card (404)', async () => {
    const owner = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, owner);
    const stranger = await buyer(gateway);
    expect(
      await payCard(gateway, {
        authToken: stranger,
        orderNo,
        cardToken: await tokenize(gateway, '4242424242424242'),
      }),
    ).toMatchObject({ respCode: 404, respMessage: 'Order not found' });

    await payCard(gateway, {
      authToken: owner,
      orderNo,
      cardToken: await tokenize(gateway, '4242424242424242'),
      saveCard: '1',
    });
    const [card] = (await gateway.post<{ data: Array<{ id: string }> }>('cardList', { authToken: owner }))
      .data;
    const strangersOrder = await inAppOrder(gateway, stranger);
    expect(await payCard(gateway, { authToken: stranger, orderNo: strangersOrder, cardId: card.id })).toEqual(
      { respCode: 404, respMessage: 'Card not found', respKey: 'card.notFound', respParams: {} },
    );
  });

  it('a token pays once: reused on another order it is refused', async () => {
    const authToken = await buyer(gateway);
    const cardToken = await tokenize(gateway, '4242424242424242');
    expect(
      await payCard(gateway, { authToken, orderNo: await inAppOrder(gateway, authToken), cardToken }),
    ).toMatchObject({ respCode: 200 });
    expect(
      await payCard(gateway, { authToken, orderNo: await inAppOrder(gateway, authToken), cardToken }),
    ).toMatchObject({
      respCode: 400,
      respMessage: 'This card token is invalid or has expired, please enter your card again',
    });
    expect(
      await payCard(gateway, {
        authToken,
        orderNo: await inAppOrder(gateway, authToken),
        cardToken: 'cft_forged',
      }),
    ).toMatchObject({ respCode: 400 });
  });

  it('a token expires after 15 minutes', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    const cardToken = await tokenize(gateway, '4242424242424242');
    await gateway.app.db
      .updateTable('card_vault')
      .set({ expires_at: gateway.app.config.clock.now() - 1 })
      .where('single_use', '=', 1)
      .where('used_at', 'is', null)
      .execute();
    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toMatchObject({ respCode: 400 });
  });

  it('a double submit charges once: the second answers 409', async () => {
    const authToken = await buyer(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    const cardToken = await tokenize(gateway, '4242424242424242');
    const answers = await Promise.all([
      payCard(gateway, { authToken, orderNo, cardToken }),
      payCard(gateway, { authToken, orderNo, cardToken }),
    ]);
    expect(answers.map((answer) => answer.respCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.respCode === 409)?.respMessage).toBe(
      'This order can no longer be paid',
    );
    const again = await payCard(gateway, {
      authToken,
      orderNo,
      cardToken: await tokenize(gateway, '4242424242424242'),
    });
    expect(again).toMatchObject({ respCode: 409, respMessage: 'This order can no longer be paid' });
    const payments = await gateway.app.db
      .selectFrom('payments')
      .select('id')
      .where('order_no', '=', orderNo)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('needs a saved billing address, exactly one card, a login and an in-app order', async () => {
    const authToken = await logIn(gateway);
    const orderNo = await inAppOrder(gateway, authToken);
    const cardToken = await tokenize(gateway, '4242424242424242');
    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toMatchObject({
      respCode: 400,
      respMessage: 'Please add your billing address first',
    });
    expect(await gateway.post('saveBillingAddress', { authToken, ...BILLING })).toMatchObject({
      respCode: 200,
    });
    expect(await payCard(gateway, { authToken, orderNo })).toMatchObject({
      respCode: 400,
      respMessage: 'Send either cardToken or cardId',
    });
    expect(await payCard(gateway, { authToken, orderNo, cardToken, cardId: 'x' })).toMatchObject({
      respCode: 400,
      respMessage: 'Send either cardToken or cardId',
    });
    expect(await payCard(gateway, { orderNo, cardToken })).toMatchObject({ respCode: 5002 });

    const topper = await getQuote(gateway, { payMethod: 'card', offerType: 'topper' });
    const checkoutOrder = await gateway.post<Created>('cryptoOrder', {
      ...orderBody(topper, { offerType: 'topper' }),
      authToken,
    });
    expect(
      await payCard(gateway, { authToken, orderNo: checkoutOrder.data.orderNo, cardToken }),
    ).toMatchObject({ respCode: 409 });
    // Refusals spend nothing: the token still pays the in-app order.
    expect(await payCard(gateway, { authToken, orderNo, cardToken })).toMatchObject({
      respCode: 200,
      data: { paymentResult: 'success' },
    });
  });
});

/** A free loopback port for a gateway process of its own. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('no full card number anywhere', () => {
  let child: ChildProcess;
  let logs = '';
  let origin = '';
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paycard-logs-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'trace',
        DATABASE_URL: '',
        ORDER_STEP_MS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${origin}/gateway/buying/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the gateway did not start: ${logs}`);
  }, 70_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('tokenizing and paying leaves no number in the SQLite files or the logs (at trace level)', async () => {
    const request = (pathname: string, init?: RequestInit) => fetch(origin + pathname, init);
    const post = async <T>(endpoint: string, body: object) =>
      (await (
        await request(`/gateway/buying/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: qs.stringify(body),
        })
      ).json()) as T & { respCode: number; respMessage: string };
    const gateway = { request, post } as unknown as TestGateway;

    const authToken = await buyer(gateway);
    for (const number of [
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000000000003220',
      '5555555555554444',
    ]) {
      const orderNo = await inAppOrder(gateway, authToken);
      const answer = await payCard(gateway, {
        authToken,
        orderNo,
        cardToken: await tokenize(gateway, number),
        saveCard: '1',
      });
      expect(answer, answer.respMessage).toMatchObject({ respCode: 200 });
    }
    // A refused number and the query string a careless client might send.
    await request('/sandbox/card-tokens?number=4242424242424242', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424241', expiry: '12/39', cvc: '123' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(logs).toContain('sandbox card tokenized');
    expect(logs).toContain('in-app card payment');
    expect(logs).not.toMatch(TEST_NUMBERS);
    expect(logs).not.toMatch(/4242424242424241/);
    const files = fs.readdirSync(dataDir).filter((name) => name.startsWith('gateway.sqlite'));
    expect(files).toContain('gateway.sqlite');
    for (const name of files)
      expect(fs.readFileSync(path.join(dataDir, name)).toString('latin1'), name).not.toMatch(TEST_NUMBERS);
  });
});
