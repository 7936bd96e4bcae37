import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import {
  getQuote,
  orderBody,
  orderDetail,
  payByCard,
  payByTransfer,
  type Created,
  startClientGateway,
} from './helpers/orders.ts';

const IDENTITY_REQUIRED = {
  respCode: 509,
  respMessage: 'Identity verification is required for orders over 700 EUR',
};

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startClientGateway({
    RISK_ORDERS_PER_HOUR: '1000',
    IP_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_STEP_MS: '60000',
  });
});
afterAll(() => gateway.close());

/** A rampeasy card quote over 700 EUR, ordered through rampeasy's own call (the app's in-app card path). */
async function inAppOrder(authToken?: string) {
  const quote = await getQuote(gateway, {
    sendCurrencyAmount: '1000',
    payMethod: 'card',
    offerType: 'rampeasy',
  });
  expect(quote.offerType).toBe('rampeasy');
  return gateway.post<Created>('coinOrder', { ...orderBody(quote), ...(authToken ? { authToken } : {}) });
}

async function approveIdentity(authToken: string) {
  expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({ respCode: 200 });
  const check = await gateway.post<{ data: { url: string } }>('getIdentificationUrl', {
    authToken,
    country: 'DE',
    documentType: 'passport',
    returnUrl: '/verify-id',
  });
  const res = await uploadDocument(gateway, new URL(check.data.url).pathname, {
    name: 'passport.png',
    type: 'image/png',
    bytes: documentFiles.png,
  });
  expect(res.status).toBe(303);
}

describe('an in-app card order above 700 EUR', () => {
  it('is created for a logged-in buyer without an approved identity, and stored as needing one', async () => {
    const authToken = await logIn(gateway);
    const created = await inAppOrder(authToken);
    expect(created, created.respMessage).toMatchObject({ respCode: 200 });
    const row = await gateway.app.db
      .selectFrom('orders')
      .select(['identity_required', 'offer_type'])
      .where('order_no', '=', created.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ identity_required: 1, offer_type: 'rampeasy' });
  });

  it('is still refused to an anonymous buyer, and through cryptoOrder', async () => {
    expect(await inAppOrder()).toMatchObject(IDENTITY_REQUIRED);
    const authToken = await logIn(gateway);
    const quote = await getQuote(gateway, {
      sendCurrencyAmount: '1000',
      payMethod: 'card',
      offerType: 'rampeasy',
    });
    expect(await gateway.post('cryptoOrder', { ...orderBody(quote), authToken })).toMatchObject(
      IDENTITY_REQUIRED,
    );
  });

  it('cannot be paid on the checkout page (card or transfer) until the identity is approved', async () => {
    const authToken = await logIn(gateway);
    const { data } = await inAppOrder(authToken);
    for (const res of [
      await payByCard(gateway, data.service, '4242424242424242'),
      await payByTransfer(gateway, data.service, '10'),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.text()).toContain(IDENTITY_REQUIRED.respMessage);
    }
    expect((await orderDetail(gateway, data.orderNo, authToken)).data).toMatchObject({
      status: 'Pending',
      paymentResult: 'pending',
      paidAmount: '0',
    });

    await approveIdentity(authToken);
    const paid = await payByCard(gateway, data.service, '4242424242424242');
    expect(paid.status).toBe(303);
    expect((await orderDetail(gateway, data.orderNo, authToken)).data).toMatchObject({
      status: 'Paid',
      paymentResult: 'success',
    });
  });

  it('an order within 700 EUR needs nothing more', async () => {
    const authToken = await logIn(gateway);
    const quote = await getQuote(gateway, {
      sendCurrencyAmount: '100',
      payMethod: 'card',
      offerType: 'rampeasy',
    });
    const created = await gateway.post<Created>('coinOrder', { ...orderBody(quote), authToken });
    expect(created).toMatchObject({ respCode: 200 });
    expect((await payByCard(gateway, created.data.service, '4242424242424242')).status).toBe(303);
  });
});
