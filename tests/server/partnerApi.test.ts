import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { getQuote, payByCard } from './helpers/orders.ts';
import { logIn, newEmail } from './helpers/login.ts';
import { partnerCall, partnerKey, partnerOrder } from './partner/support.ts';
import { checkTarget } from '../../server/domain/partners/addressGuard.ts';

/**
 * The partner API (issue 17) over the real gateway: a partner's key reads the orders it brought — by list
 * with filters and cursor paging, by order number, by its reference — and nothing of another partner's;
 * no answer carries the buyer's e-mail; every bad request answers respCode/respMessage; webhook endpoints
 * on private, loopback or metadata addresses are refused (this gateway allows none).
 */
let gateway: TestGateway;
let auroraKey: string;
let northwindKey: string;

beforeAll(async () => {
  gateway = await startGateway({ ORDER_STEP_MS: '40' });
  auroraKey = await partnerKey(gateway, 'aurora');
  northwindKey = await partnerKey(gateway, 'northwind');
});
afterAll(() => gateway?.close());

describe('offerInquiryInfo', () => {
  it("answers the quote's partner, reference and referring page", async () => {
    const quote = await getQuote(gateway, {
      partnerId: 'aurora',
      reference: 'R-info',
      refererUrl: 'https://aurora.example/landing',
    });
    const info = await gateway.post<{ data: Record<string, string> }>('offerInquiryInfo', {
      token: quote.token,
    });
    expect(info.data).toMatchObject({
      partnerId: 'aurora',
      reference: 'R-info',
      refererUrl: 'https://aurora.example/landing',
    });
  });
});

describe('the partner API', () => {
  it("lists and reads a partner's own orders; another partner's are not found", async () => {
    const reference = `R-${Date.now()}`;
    const mine = await partnerOrder(gateway, 'aurora', reference);
    const theirs = await partnerOrder(gateway, 'northwind', `N-${Date.now()}`);

    const byNo = await partnerCall(gateway, auroraKey, `/orders/${mine.orderNo}`);
    expect(byNo.status).toBe(200);
    expect(byNo.json).toMatchObject({
      respCode: 200,
      data: {
        orderNo: mine.orderNo,
        partnerId: 'aurora',
        reference,
        refererUrl: 'https://partner.example/page',
        status: 'Pending',
      },
    });
    const byRef = await partnerCall(
      gateway,
      auroraKey,
      `/orders/by-reference/${encodeURIComponent(reference)}`,
    );
    expect(byRef.json).toMatchObject({ respCode: 200, data: { orderNo: mine.orderNo } });

    // Partner A's key reading partner B's order: not found, like an order that does not exist.
    const foreign = await partnerCall(gateway, auroraKey, `/orders/${theirs.orderNo}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ respCode: 404, respMessage: 'Not found' });
    expect(foreign.text).not.toContain(theirs.orderNo);
    expect((await partnerCall(gateway, auroraKey, `/orders/${theirs.orderNo}/events`)).status).toBe(404);
    const listed = await partnerCall<{ data: { orders: Array<{ orderNo: string; partnerId: string }> } }>(
      gateway,
      auroraKey,
      '/orders?limit=100',
    );
    expect(listed.json.data.orders.map((o) => o.orderNo)).toContain(mine.orderNo);
    expect(listed.json.data.orders.every((o) => o.partnerId === 'aurora')).toBe(true);
    const northwind = await partnerCall(gateway, northwindKey, `/orders/${theirs.orderNo}`);
    expect(northwind.json).toMatchObject({ respCode: 200, data: { partnerId: 'northwind' } });
  });

  it('filters by status, time range and reference, and pages with a cursor', async () => {
    const tag = `P-${Date.now()}`;
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await partnerOrder(gateway, 'aurora', `${tag}-${i % 2}`));
    const pages: string[][] = [];
    let cursor: string | null = null;
    const from = new Date(gateway.app.config.clock.now() - 60_000).toISOString();
    do {
      const page: Awaited<
        ReturnType<
          typeof partnerCall<{ data: { orders: Array<{ orderNo: string }>; nextCursor: string | null } }>
        >
      > = await partnerCall(
        gateway,
        auroraKey,
        `/orders?limit=2&status=Pending&from=${from}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.json.respCode).toBe(200);
      pages.push(page.json.data.orders.map((o) => o.orderNo));
      cursor = page.json.data.nextCursor;
    } while (cursor && pages.length < 50);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    for (const order of orders) expect(seen).toContain(order.orderNo);
    const refOnly = await partnerCall<{ data: { orders: Array<{ reference: string }> } }>(
      gateway,
      auroraKey,
      `/orders?reference=${tag}-1`,
    );
    expect(refOnly.json.data.orders.map((o) => o.reference)).toEqual([`${tag}-1`, `${tag}-1`]);
    const past = await partnerCall<{ data: { orders: unknown[] } }>(
      gateway,
      auroraKey,
      `/orders?to=${new Date(gateway.app.config.clock.now() - 3_600_000).toISOString()}&reference=${tag}-0`,
    );
    expect(past.json.data.orders).toEqual([]);
    const delivered = await partnerCall<{ data: { orders: unknown[] } }>(
      gateway,
      auroraKey,
      `/orders?status=Delivered&reference=${tag}-0`,
    );
    expect(delivered.json.data.orders).toEqual([]);
  });

  it("never answers the buyer's e-mail, identity or card data", async () => {
    const email = newEmail('partner-buyer');
    const authToken = await logIn(gateway, email);
    const reference = `E-${Date.now()}`;
    const order = await partnerOrder(gateway, 'aurora', reference, { authToken });
    expect((await payByCard(gateway, order.service, '4242424242424242')).status).toBe(303);
    const answers = [
      await partnerCall(gateway, auroraKey, `/orders/${order.orderNo}`),
      await partnerCall(gateway, auroraKey, `/orders/by-reference/${reference}`),
      await partnerCall(gateway, auroraKey, `/orders?reference=${reference}`),
      await partnerCall(gateway, auroraKey, `/orders/${order.orderNo}/events`),
    ];
    for (const { text } of answers) {
      expect(text).toContain(order.orderNo);
      expect(text).not.toContain(email);
      // The card number or its last four, as a whole token (an order number may hold 4242 by chance).
      expect(text).not.toMatch(/\b(4242)+\b/);
      expect(text).not.toMatch(/visa|last4|card_brand|userId|user_id|authToken/i);
    }
  });

  it('answers respCode and respMessage to every bad request, never a stack trace', async () => {
    const bad = [
      await partnerCall(gateway, undefined, '/orders'),
      await partnerCall(gateway, 'pk_000000000000_' + 'x'.repeat(43), '/orders'),
      await partnerCall(gateway, auroraKey, '/orders?status=Shipped'),
      await partnerCall(gateway, auroraKey, '/orders?limit=1000'),
      await partnerCall(gateway, auroraKey, '/orders?from=yesterday'),
      await partnerCall(gateway, auroraKey, '/orders?cursor=%%%'),
      await partnerCall(gateway, auroraKey, '/orders/..%2F..%2Fetc'),
      await partnerCall(gateway, auroraKey, '/events/msg_00000000'),
      await partnerCall(gateway, auroraKey, '/webhooks/endpoints', { method: 'POST', body: { url: 5 } }),
      await partnerCall(gateway, auroraKey, '/webhooks/endpoints', { method: 'POST', body: '{' }),
      await partnerCall(gateway, auroraKey, '/no-such-route'),
    ];
    expect(bad.map((answer) => answer.status)).toEqual([
      401, 401, 400, 400, 400, 400, 400, 404, 400, 400, 404,
    ]);
    for (const { json, text } of bad) {
      expect(json.respCode).not.toBe(200);
      expect(typeof json.respMessage).toBe('string');
      expect(text).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
    expect(bad[0].json).toMatchObject({ respCode: 5002 });
  });

  it('revokes a key at once', async () => {
    const { revokeApiKey } = await import('../../server/domain/partners/keys.ts');
    const key = await partnerKey(gateway, 'aurora');
    expect((await partnerCall(gateway, key, '/webhooks/endpoints')).status).toBe(200);
    await revokeApiKey(gateway.app.db, key.split('_')[1], gateway.app.config.clock.now());
    expect((await partnerCall(gateway, key, '/webhooks/endpoints')).json).toMatchObject({ respCode: 5002 });
  });

  it('serves its OpenAPI document', async () => {
    const res = await gateway.request('/gateway/partner/v1/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/gateway/partner/v1/orders',
        '/gateway/partner/v1/orders/{orderNo}',
        '/gateway/partner/v1/orders/by-reference/{reference}',
        '/gateway/partner/v1/events/{eventId}/replay',
        '/gateway/partner/v1/webhooks/endpoints',
      ]),
    );
    // Only the partner API: none of the buying API's routes.
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/gateway/partner/v1/'))).toBe(true);
  });
});

describe('webhook endpoints on a gateway that allows no private address', () => {
  it('refuses loopback, private, link-local and metadata addresses, and plain http', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.0.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://192.168.1.10/hooks',
      'https://localhost/hooks',
      'http://127.0.0.1:8080/hooks',
      'http://93.184.216.34/hooks',
      'ftp://93.184.216.34/hooks',
    ]) {
      const answer = await partnerCall(gateway, auroraKey, '/webhooks/endpoints', {
        method: 'POST',
        body: { url },
      });
      expect(answer.json, url).toMatchObject({
        respCode: 400,
        respKey: 'field.invalid',
        respParams: { field: 'url' },
      });
    }
    const listed = await partnerCall<{ data: { endpoints: unknown[] } }>(
      gateway,
      auroraKey,
      '/webhooks/endpoints',
    );
    expect(listed.json.data.endpoints).toEqual([]);
  });

  it('checks the address again when delivering (a name that resolves to loopback is refused)', async () => {
    const rules = { allowLoopback: false, allowNetworks: [] };
    await expect(checkTarget('https://localhost:1/hooks', rules)).rejects.toThrow(/loopback|private/);
    await expect(checkTarget('https://169.254.169.254/', rules)).rejects.toThrow(/refused/);
    await expect(
      checkTarget('https://10.0.0.1/', { allowLoopback: false, allowNetworks: ['10.0.0.0/8'] }),
    ).resolves.toMatchObject({ address: '10.0.0.1' });
  });
});
