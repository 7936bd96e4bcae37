import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import {
  checkoutPath,
  newOrder,
  orderDetail,
  payByCard,
  payByTransfer,
  waitForStatus,
  startClientGateway,
} from './helpers/orders.ts';

const common = { ORDER_STEP_MS: '30', RISK_ORDERS_PER_HOUR: '1000', IP_RATE_LIMIT_PER_MINUTE: '100000' };
/** Deadlines far away: orders wait for the buyer. */
let gateway: TestGateway;
/** Deadlines of 2 seconds, for the endings that come with time (the clock is real: tests may share a database). */
let hurried: TestGateway;
beforeAll(async () => {
  [gateway, hurried] = await Promise.all([
    startClientGateway({ ...common, ORDER_EXPIRY_SECONDS: '600', PREAUTH_WAIT_SECONDS: '600' }),
    startClientGateway({ ...common, ORDER_EXPIRY_SECONDS: '2', PREAUTH_WAIT_SECONDS: '2' }),
  ]);
});
afterAll(() => Promise.all([gateway.close(), hurried.close()]));

const statuses = (history: Array<{ status: string }>) => history.map((event) => event.status);

describe('the sandbox checkout page', () => {
  it('shows the provider, the amount and both ways to pay, with no script', async () => {
    const { service, quote } = await newOrder(gateway);
    const offer = quote.offerList.find((o) => o.offerType === quote.offerType)!;
    const res = await gateway.request(checkoutPath(service));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).toContain(`<h1>${offer.name}</h1>`);
    expect(page).toMatch(/<img src="\/images\/providers\/[a-z]+\.svg" alt="[^"]+ logo"/);
    expect(page).toContain(`${offer.sendCurrencyAmount} USD`);
    expect(page).toContain('name="cardNumber"');
    expect(page).toContain('name="amount"');
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    const css = await gateway.request('/sandbox/assets/checkout.css');
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('answers 404 for an unknown order or another provider’s path', async () => {
    const { orderNo, quote } = await newOrder(gateway);
    const other = quote.offerList.find((o) => o.offerType !== quote.offerType)!;
    expect((await gateway.request(`/sandbox/${other.offerType}/checkout/${orderNo}`)).status).toBe(404);
    expect((await gateway.request(`/sandbox/${quote.offerType}/checkout/209901010000000000`)).status).toBe(
      404,
    );
  });

  it('refuses card numbers that are invalid or not sandbox cards, keeping the order unpaid', async () => {
    const { service, orderNo } = await newOrder(gateway);
    for (const [cardNumber, message] of [
      ['4242 4242 4242 4241', 'Your card number is invalid.'],
      ['4111 1111 1111 1111', 'This sandbox accepts only the test cards listed on this page.'],
    ]) {
      const res = await payByCard(gateway, service, cardNumber);
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(message);
    }
    const expired = await payByCard(gateway, service, '4242424242424242', { expiry: '01/20' });
    expect(await expired.text()).toContain('Your card has expired.');
    expect((await orderDetail(gateway, orderNo)).data).toMatchObject({
      status: 'Pending',
      paymentResult: 'pending',
    });
  });
});

describe('each test card leads to its documented ending', () => {
  it('4242 4242 4242 4242: paid, converted and delivered with a transaction hash', async () => {
    const { service, orderNo } = await newOrder(gateway, { redirectUrl: '/payment-status' });
    const res = await payByCard(gateway, service, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment-status?orderNo=${orderNo}`);
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered');
    expect(statuses(delivered.history)).toEqual([
      'Pending',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
      'Delivered',
    ]);
    expect(delivered).toMatchObject({ paymentResult: 'success', paidAmount: delivered.sendCurrencyAmount });
    expect(delivered.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(delivered.explorerUrl).toBe(`https://mempool.space/tx/${delivered.txHash}`);
    expect(delivered.deliveredTime).toBeGreaterThanOrEqual(delivered.history[0].time);

    const blocks = await gateway.post<{
      data: { confirmations: number; requiredConfirmations: number; txHash: string };
    }>('getConfirmedBlock', { orderNo });
    expect(blocks.data.txHash).toBe(delivered.txHash);
    expect(blocks.data.confirmations).toBeGreaterThanOrEqual(blocks.data.requiredConfirmations);
    expect(await gateway.post('checkoutInfo', { orderNo })).toMatchObject({
      data: { status: 'Delivered', paymentResult: 'success' },
    });
  });

  it('5555 5555 5555 4444 (Mastercard): delivered', async () => {
    const { service, orderNo } = await newOrder(gateway);
    expect((await payByCard(gateway, service, '5555555555554444')).status).toBe(303);
    await waitForStatus(gateway, orderNo, 'Delivered');
  });

  it('4000 0000 0000 0259: delivery fails, then the payment is refunded', async () => {
    const { service, orderNo } = await newOrder(gateway);
    await payByCard(gateway, service, '4000000000000259');
    const refunded = await waitForStatus(gateway, orderNo, 'Refunded');
    expect(statuses(refunded.history)).toEqual([
      'Pending',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
      'Failed',
      'Refunded',
    ]);
    expect(refunded.history.find((event) => event.status === 'Failed')?.reason).toBe('delivery_failed');
    expect(refunded.statusReason).toBe('delivery_failed_refund');
    expect(refunded.deliveredTime).toBeUndefined();
  });

  it('4000 0000 0000 9235: refunded after a risk review', async () => {
    const { service, orderNo } = await newOrder(gateway);
    await payByCard(gateway, service, '4000000000009235');
    const refunded = await waitForStatus(gateway, orderNo, 'Refunded');
    expect(statuses(refunded.history)).toEqual(['Pending', 'Paid', 'Refunded']);
    expect(refunded.statusReason).toBe('risk_review');
  });

  it('4000 0000 0000 0002: declined on the page, the order stays unpaid and expires at its deadline', async () => {
    const { service, orderNo } = await newOrder(hurried);
    const res = await payByCard(hurried, service, '4000000000000002');
    expect(res.status).toBe(402);
    expect(await res.text()).toContain(
      'Your payment failed, please contact your card issuer for further assistance',
    );
    expect((await orderDetail(hurried, orderNo)).data).toMatchObject({
      status: 'Pending',
      paymentResult: 'failed',
      statusReason: 'card_declined',
    });
    const expired = await waitForStatus(hurried, orderNo, 'Expired');
    expect(statuses(expired.history)).toEqual(['Pending', 'Expired']);
  });

  it('4000 0000 0000 3220 without an approved identity: pre-authorized, then voided and cancelled', async () => {
    const { service, orderNo } = await newOrder(hurried);
    expect((await payByCard(hurried, service, '4000000000003220')).status).toBe(303);
    const held = await waitForStatus(hurried, orderNo, 'Authorized');
    expect(held).toMatchObject({ paymentResult: 'preauth', statusReason: 'awaiting_identity' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await orderDetail(hurried, orderNo)).data.status).toBe('Authorized');
    const cancelled = await waitForStatus(hurried, orderNo, 'Cancelled');
    expect(cancelled).toMatchObject({ paymentResult: 'failed', statusReason: 'identity_not_approved' });
    expect(cancelled.history.at(-1)!.time - held.history.at(-1)!.time).toBeGreaterThanOrEqual(1);
    const movements = await hurried.app.db
      .selectFrom('payments')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .orderBy('created_at')
      .execute();
    expect(movements.map((m) => m.outcome)).toEqual(['authorized', 'voided']);
  });

  it('4000 0000 0000 3220: the pre-authorization waits for the identity check and is captured once approved', async () => {
    const authToken = await logIn(gateway);
    expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({
      respCode: 200,
    });
    const { service, orderNo } = await newOrder(gateway, { authToken });
    await payByCard(gateway, service, '4000 0000 0000 3220');
    await waitForStatus(gateway, orderNo, 'Authorized', authToken);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await orderDetail(gateway, orderNo, authToken)).data.status).toBe('Authorized');

    const check = await gateway.post<{ data: { url: string } }>('getIdentificationUrl', {
      authToken,
      country: 'DE',
      documentType: 'passport',
      returnUrl: '/verify-id',
    });
    await uploadDocument(gateway, new URL(check.data.url).pathname, {
      name: 'passport.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered', authToken);
    expect(statuses(delivered.history)).toEqual([
      'Pending',
      'Authorized',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
      'Delivered',
    ]);
    expect(delivered.paymentResult).toBe('success');
  });

  it('4000 0000 0000 3220 with a refused identity: cancelled without waiting for the deadline', async () => {
    const authToken = await logIn(gateway);
    await gateway.post('addKyc', { authToken, ...validPersonalInfo });
    const check = await gateway.post<{ data: { url: string } }>('getIdentificationUrl', {
      authToken,
      country: 'DE',
      documentType: 'passport',
      returnUrl: '/verify-id',
    });
    await uploadDocument(gateway, new URL(check.data.url).pathname, {
      name: 'id-refuse.png',
      type: 'image/png',
      bytes: documentFiles.png,
    });
    const { service, orderNo } = await newOrder(gateway, { authToken });
    await payByCard(gateway, service, '4000000000003220');
    const cancelled = await waitForStatus(gateway, orderNo, 'Cancelled', authToken);
    expect(cancelled.statusReason).toBe('identity_not_approved');
  });
});

describe('bank transfer', () => {
  it('an amount short of the order makes it Underpaid, showing due, paid and to-receive; the rest completes it', async () => {
    const { service, orderNo } = await newOrder(gateway, {}, { sendCurrencyAmount: '200' });
    const { sendCurrencyAmount, getCurrencyAmount } = (await orderDetail(gateway, orderNo)).data;
    const half = (Number(sendCurrencyAmount) / 2).toFixed(2);
    expect((await payByTransfer(gateway, service, half)).status).toBe(303);
    const underpaid = (await orderDetail(gateway, orderNo)).data;
    expect(underpaid).toMatchObject({
      status: 'Underpaid',
      statusReason: 'payment_short',
      amountPaid: String(Number(half)),
    });
    expect(Number(underpaid.amountDue)).toBeCloseTo(Number(sendCurrencyAmount) - Number(half), 8);
    expect(Number(underpaid.amountToReceive)).toBeCloseTo(
      (Number(getCurrencyAmount) * Number(half)) / Number(sendCurrencyAmount),
      7,
    );
    const page = await (await gateway.request(checkoutPath(service))).text();
    expect(page).toContain('Underpaid');
    expect(page).not.toContain('name="cardNumber"');

    expect((await payByTransfer(gateway, service, underpaid.amountDue!)).status).toBe(303);
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered');
    expect(statuses(delivered.history)).toEqual([
      'Pending',
      'Underpaid',
      'Paid',
      'Converting',
      'Converted',
      'Delivering',
      'Delivered',
    ]);
    expect(Number(delivered.paidAmount)).toBeCloseTo(Number(sendCurrencyAmount), 8);
  });

  it("the crypto to receive of a 6-decimal token (USDT) is cut to the token's 6 decimals", async () => {
    const { service, orderNo } = await newOrder(
      gateway,
      {},
      { sendCurrencyAmount: '200', getCurrency: 'USDT_ERC20' },
    );
    const { sendCurrencyAmount, getCurrencyAmount } = (await orderDetail(gateway, orderNo)).data;
    await payByTransfer(gateway, service, '33.33');
    const { amountToReceive } = (await orderDetail(gateway, orderNo)).data;
    // Exactly: getCurrencyAmount × 33.33 / sendCurrencyAmount, truncated to 10^-6, in integers of 10^-8.
    const units = (amount: string) => BigInt(Math.round(Number(amount) * 1e8));
    const expected = (units(getCurrencyAmount) * units('33.33')) / units(sendCurrencyAmount) / 100n;
    expect(amountToReceive).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(BigInt(Math.round(Number(amountToReceive) * 1e6))).toBe(expected);
  });

  it('an underpaid order never completed is refunded at its deadline', async () => {
    const { service, orderNo } = await newOrder(hurried);
    await payByTransfer(hurried, service, '10');
    await waitForStatus(hurried, orderNo, 'Underpaid');
    const refunded = await waitForStatus(hurried, orderNo, 'Refunded');
    expect(refunded.statusReason).toBe('underpaid_refund');
  });

  it('refuses an amount that is not a positive number', async () => {
    const { service, orderNo } = await newOrder(gateway);
    for (const amount of ['', '0', '-5', 'ten']) {
      const res = await payByTransfer(gateway, service, amount);
      expect(res.status, amount).toBe(422);
    }
    expect((await orderDetail(gateway, orderNo)).data.status).toBe('Pending');
  });
});

describe('payment rules', () => {
  it('an order left unpaid expires at its deadline and can no longer be paid', async () => {
    const { service, orderNo } = await newOrder(hurried);
    expect((await orderDetail(hurried, orderNo)).data.status).toBe('Pending');
    const expired = await waitForStatus(hurried, orderNo, 'Expired');
    expect(expired.statusReason).toBe('unpaid');
    const late = await payByCard(hurried, service, '4242424242424242');
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This order can no longer be paid');
  });

  it('a paid order is not charged twice', async () => {
    const { service, orderNo } = await newOrder(gateway);
    await payByCard(gateway, service, '4242424242424242');
    const second = await payByCard(gateway, service, '4242424242424242');
    expect(second.status).toBe(409);
    const charges = await gateway.app.db
      .selectFrom('payments')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .execute();
    expect(charges).toEqual([{ outcome: 'succeeded' }]);
  });

  it('isCreateWallet: a buyer has a wallet for a crypto once an order of it was delivered to them', async () => {
    const authToken = await logIn(gateway);
    const wallet = (token?: string) =>
      gateway.post<{ data: { isCreateWallet: number; address?: string } }>('isCreateWallet', {
        getCurrency: 'BTC',
        ...(token ? { authToken: token } : {}),
      });
    expect((await wallet(authToken)).data).toEqual({ isCreateWallet: 0 });
    const { service, orderNo } = await newOrder(gateway, { authToken });
    await payByCard(gateway, service, '4242424242424242');
    const delivered = await waitForStatus(gateway, orderNo, 'Delivered', authToken);
    expect((await wallet(authToken)).data).toEqual({ isCreateWallet: 1, address: delivered.address });
    expect(
      (
        await gateway.post<{ data: { isCreateWallet: number } }>('isCreateWallet', {
          getCurrency: 'ETH',
          authToken,
        })
      ).data.isCreateWallet,
    ).toBe(0);
    expect((await wallet()).data).toEqual({ isCreateWallet: 0 });
  });

  it('keeps a logged-in buyer’s card as a token with brand and last 4, and never stores the number', async () => {
    const authToken = await logIn(gateway);
    const { service, orderNo } = await newOrder(gateway, { authToken });
    expect(await (await gateway.request(checkoutPath(service))).text()).toContain('name="saveCard"');
    await payByCard(gateway, service, '5555 5555 5555 4444', { saveCard: '1' });
    const cards = await gateway.post<{
      data: Array<{ brand: string; last4: string }> | { list: Array<{ brand: string; last4: string }> };
    }>('cardList', { authToken });
    expect(JSON.stringify(cards)).toContain('"last4":"4444"');
    expect(JSON.stringify(cards)).toContain('Mastercard');
    const payment = await gateway.app.db
      .selectFrom('payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ card_brand: 'Mastercard', card_last4: '4444' });
    expect(payment.provider_token).toMatch(/^tok_[0-9a-f]{24}$/);

    // No table holds a full card number used in these tests.
    const tables = ['payments', 'cards', 'orders', 'order_events'] as const;
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        gateway.app.db,
      );
      expect(JSON.stringify(rows.rows), table).not.toMatch(
        /5555555555554444|4242424242424242|4000000000003220/,
      );
    }
  });
});
