import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import qs from 'qs';
import { bech32 } from '@scure/base';
import { startGateway, type TestGateway } from './gateway.ts';
import { logIn } from './login.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './kyc.ts';
import { DEFAULT_INQUIRY } from './inquiry.ts';

/** Receiving addresses that pass the real checksums (BIP-173 and EIP-55 test vectors). */
export const ADDRESSES = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  BTC2: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
};

/**
 * The gateway as seen from a client IP of its own (X-Forwarded-For; startClientGateway configures the test
 * as the gateway's proxy, TRUST_PROXY=loopback): test
 * files that share one PostgreSQL database then do not share, and exhaust, one per-IP request counter.
 */
export function asClient(
  gateway: TestGateway,
  ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
): TestGateway {
  const headers = { 'x-forwarded-for': ip };
  const post = (endpoint: string, body?: object, extra: Record<string, string> = {}) =>
    gateway.post(endpoint, body, { ...headers, ...extra });
  return {
    ...gateway,
    post: post as TestGateway['post'],
    request: (pathname, init = {}) =>
      gateway.request(pathname, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      }),
  };
}

/** startGateway behind the test as its proxy, talked to from a client IP of the test's own (see asClient). */
export const startClientGateway = async (env: Record<string, string> = {}) =>
  asClient(await startGateway({ TRUST_PROXY: 'loopback', ...env }));

/** A valid, never used Bitcoin address (P2WPKH of random bytes): tests sharing one database never collide on it. */
export const freshBtcAddress = () => bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);

export interface Quote {
  respCode: number;
  respMessage: string;
  token: string;
  sendCurrency: string;
  sendCurrencyAmount: string;
  getCurrency: string;
  getCurrencyAmount: string;
  payMethod: string;
  offerType: string;
  expireTime: number;
  offerList: Array<{
    offerType: string;
    name: string;
    sendCurrencyAmount: string;
    getCurrencyAmount: string;
  }>;
}

export interface Created {
  respCode: number;
  respMessage: string;
  data: { orderNo: string; service: string; nextStepContent: string; serviceLogoUrl: string };
}

export interface OrderDetail {
  orderNo: string;
  status: string;
  statusReason?: string;
  paymentResult: string;
  address: string;
  sendCurrency: string;
  sendCurrencyAmount: string;
  paidAmount: string;
  getCurrency: string;
  getSymbol: string;
  getCurrencyAmount: string;
  network: string;
  txHash?: string;
  explorerUrl?: string;
  deliveredTime?: number;
  amountDue?: string;
  amountPaid?: string;
  amountToReceive?: string;
  providerName: string;
  providerLogoUrl: string;
  service: string;
  history: Array<{ status: string; reason?: string; time: number }>;
}

/** A fresh pay-side quote (offerInquiry), DEFAULT_INQUIRY unless told otherwise. */
export async function getQuote(gateway: TestGateway, inquiry: Record<string, string> = {}): Promise<Quote> {
  const quote = await gateway.post<Quote>('offerInquiry', { ...DEFAULT_INQUIRY, ...inquiry });
  expect(quote, quote.respMessage).toMatchObject({ respCode: 200 });
  return quote;
}

/** The order payload of SPEC §3 for a quote: its inquiry fields and where the crypto goes. */
export const orderBody = (quote: Quote, extra: Record<string, string> = {}) => ({
  sendCurrency: quote.sendCurrency,
  sendCurrencyAmount: quote.sendCurrencyAmount,
  getCurrency: quote.getCurrency,
  getCurrencyAmount: '',
  token: quote.token,
  partnerId: '0',
  payMethod: quote.payMethod,
  offerType: quote.offerType,
  address: quote.getCurrency === 'BTC' ? ADDRESSES.BTC : ADDRESSES.ETH,
  referer_order: '',
  saveAddress: '0',
  redirectUrl: '/wait-payment',
  walletType: 'selfHosted',
  exchangeName: '',
  ...extra,
});

/** A quote and an order made from it; fails the test unless the order is created. */
export async function newOrder(
  gateway: TestGateway,
  extra: Record<string, string> = {},
  inquiry: Record<string, string> = {},
) {
  const quote = await getQuote(gateway, inquiry);
  const created = await gateway.post<Created>('cryptoOrder', orderBody(quote, extra));
  expect(created, created.respMessage).toMatchObject({ respCode: 200 });
  return { quote, ...created.data };
}

export async function orderDetail(gateway: TestGateway, orderNo: string, authToken?: string) {
  return gateway.post<{ data: OrderDetail }>('orderDetail', { orderNo, ...(authToken ? { authToken } : {}) });
}

/** Polls orderDetail until the order reaches `status` (the scheduler runs in the gateway). */
export async function waitForStatus(
  gateway: TestGateway,
  orderNo: string,
  status: string,
  authToken?: string,
  timeoutMs = 8000,
): Promise<OrderDetail> {
  const deadline = Date.now() + timeoutMs;
  let last: OrderDetail | undefined;
  while (Date.now() < deadline) {
    const res = await orderDetail(gateway, orderNo, authToken);
    last = res.data;
    if (last?.status === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `order ${orderNo} did not reach ${status}; it is ${last?.status} (${last?.history.map((h) => h.status).join(' → ')})`,
  );
}

/** The checkout page's path of an order's service URL. */
export const checkoutPath = (service: string) => new URL(service).pathname;

/** Submits the sandbox card form the way a browser does, without following the redirect. */
export function payByCard(
  gateway: TestGateway,
  service: string,
  cardNumber: string,
  extra: Record<string, string> = {},
) {
  return gateway.request(`${checkoutPath(service)}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: qs.stringify({ cardNumber, expiry: '12/39', cvc: '123', ...extra }),
    redirect: 'manual',
  });
}

export function payByTransfer(gateway: TestGateway, service: string, amount: string) {
  return gateway.request(`${checkoutPath(service)}/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: qs.stringify({ amount }),
    redirect: 'manual',
  });
}

/** A logged-in buyer whose identity the sandbox approved (personal information, then a passport). */
export async function verifiedBuyer(gateway: TestGateway): Promise<string> {
  return buyerWithIdentity(gateway, 'passport.png');
}

/** A logged-in buyer whose identity check ended as the sandbox file name decides (see SANDBOX.md). */
export async function buyerWithIdentity(gateway: TestGateway, fileName: string): Promise<string> {
  const authToken = await logIn(gateway);
  expect(await gateway.post('addKyc', { authToken, ...validPersonalInfo })).toMatchObject({ respCode: 200 });
  const check = await gateway.post<{ data: { url: string } }>('getIdentificationUrl', {
    authToken,
    country: 'DE',
    documentType: 'passport',
    returnUrl: '/verify-id',
  });
  expect(check.respCode).toBe(200);
  const res = await uploadDocument(gateway, new URL(check.data.url).pathname, {
    name: fileName,
    type: 'image/png',
    bytes: documentFiles.png,
  });
  expect(res.status).toBe(303);
  return authToken;
}
