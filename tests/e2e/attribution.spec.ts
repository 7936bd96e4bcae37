import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { test, expect } from './support/fixtures.ts';
import { openDatabase } from '../../server/storage/database.ts';
import { createApiKey } from '../../server/domain/partners/keys.ts';
import { freshBtcAddress, payWithCard, reachConfirm, t } from './purchaseSupport.ts';

/**
 * Attribution and partner webhooks (issue 17) as a partner lives them: its buyer arrives through its link,
 * comes back days later in a new tab without it and buys; the partner's server finds the order by its
 * reference through the partner API and hears every step of it on a webhook receiver of its own, each
 * delivery verified with the `standardwebhooks` package. The days pass on Playwright's clock (the browser's);
 * the run's default gateway allows loopback endpoints (support/gateways.ts).
 */

const locale = 'en-US';
/** A configured partner (theme/partners/demo.json) whose flow has no rules of its own: the helpers' steps. */
const PARTNER = 'demo';
/** The partner's page the buyer comes from (an origin of demo.json). */
const PARTNER_PAGE = 'http://localhost:8080/shop/btc';
const DAY_MS = 86_400_000;

interface Delivery {
  id: string;
  type: string;
  data: {
    sequence: number;
    orderNo: string;
    reference: string;
    /** order.status_changed: the new status and the one before it; payment.result: its result. */
    status?: string;
    previousStatus?: string;
    result?: string;
    order: { status: string };
  };
}

/** A partner API key on the gateway's database, as `npm run partner-keys -- create` makes it. */
async function partnerKey(dataDir: string, partnerId: string): Promise<string> {
  const { db } = openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return (await createApiKey(db, partnerId, 'attribution journey', Date.now())).token;
  } finally {
    await db.destroy();
  }
}

/** The partner's receiver on loopback: every delivery verified with the endpoint's secret, kept if it is one. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const refused: string[] = [];
  let verifier: Webhook | undefined;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      try {
        if (!verifier) throw new Error('no secret yet');
        const event = verifier.verify(raw, req.headers as Record<string, string>) as Omit<Delivery, 'id'>;
        deliveries.push({ id: String(req.headers['webhook-id']), ...event });
        res.writeHead(204).end();
      } catch (error) {
        refused.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    refused,
    verifyWith: (secret: string) => void (verifier = new Webhook(secret)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The next quote request's attribution fields (the offerInquiry body), once `open` has made the app send one. */
async function quoted(page: Page, open: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/offerInquiry') && r.method() === 'POST'),
    open(),
  ]);
  const body = new URLSearchParams(request.postData() ?? '');
  return {
    partnerId: body.get('partnerId'),
    reference: body.get('reference'),
    refererUrl: body.get('refererUrl'),
  };
}

/** A new tab of the same browser (the kept attribution is its local storage), the clock `days` after `start`. */
async function tabAfter(context: BrowserContext, start: number, days: number): Promise<Page> {
  await context.clock.setSystemTime(start + days * DAY_MS);
  return context.newPage();
}

test.use({ locale });

test("a partner's buyer comes back days later without the link and buys: the partner API and a verified webhook of each step credit the partner; past the window a visit is partner '0'", async ({
  context,
  page,
  app,
  request,
}) => {
  // A purchase journey and two visits of Edit besides.
  test.slow();
  const reference = `R-${randomUUID().slice(0, 8)}`;
  const receiver = await startReceiver();
  let endpointId: string | undefined;
  let key = '';
  const partnerApi = (path: string, init: { method?: string; data?: unknown } = {}) =>
    request.fetch(`${app.origin}/gateway/partner/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${key}` },
      data: init.data,
    });
  try {
    // The partner's set-up: a key, then its receiver registered through the partner API (the signing secret
    // is answered once).
    key = await partnerKey(app.dataDir, PARTNER);
    const added = await partnerApi('/webhooks/endpoints', { method: 'POST', data: { url: receiver.url } });
    expect(added.status()).toBe(200);
    const endpoint = ((await added.json()) as { data: { id: string; secret: string } }).data;
    endpointId = endpoint.id;
    receiver.verifyWith(endpoint.secret);

    // Day 0: the buyer follows the partner's link; the quote carries the partner, the reference and the page.
    const start = Date.now();
    await context.clock.install({ time: start });
    expect(
      await quoted(page, () =>
        page.goto(`/edit?partnerId=${PARTNER}&reference=${reference}`, { referer: PARTNER_PAGE }),
      ),
    ).toEqual({ partnerId: PARTNER, reference, refererUrl: PARTNER_PAGE });
    await page.close();

    // Day 5: a new tab on the app's own address, no parameters; the buyer buys with 4242.
    const later = await tabAfter(context, start, 5);
    await reachConfirm(later, locale, freshBtcAddress());
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      later.getByRole('button', { name: t(locale, 'order.confirmAddress.confirm'), exact: true }).click(),
    ]);
    await expect(later).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
    const orderNo = /orderNo=(\d{18})/.exec(later.url())?.[1];
    await payWithCard(checkout, '4242 4242 4242 4242');

    // The partner's receiver hears every step up to Delivered, each verified; none is missing.
    const heard = () => {
      const once = new Map(
        receiver.deliveries.filter((d) => d.data.reference === reference).map((d) => [d.id, d]),
      );
      return [...once.values()].sort((a, b) => a.data.sequence - b.data.sequence);
    };
    await expect
      .poll(() => heard().some((d) => d.data.status === 'Delivered'), { timeout: 30_000 })
      .toBe(true);
    expect(receiver.refused).toEqual([]);
    const steps = heard();
    expect(steps.map((d) => d.data.orderNo)).toEqual(steps.map(() => orderNo));
    expect(
      steps.map((d) => [
        d.data.sequence,
        d.type,
        d.data.status ?? d.data.result ?? d.data.order.status,
        d.data.previousStatus ?? null,
      ]),
    ).toEqual([
      [1, 'order.created', 'Pending', null],
      [2, 'payment.result', 'success', null],
      [3, 'order.status_changed', 'Paid', 'Pending'],
      [4, 'order.status_changed', 'Converting', 'Paid'],
      [5, 'order.status_changed', 'Converted', 'Converting'],
      [6, 'order.status_changed', 'Delivering', 'Converted'],
      [7, 'order.status_changed', 'Delivered', 'Delivering'],
    ]);

    // The partner API finds the order by the partner's reference, with the partner and the referring page.
    const found = await partnerApi(`/orders/by-reference/${reference}`);
    expect(found.status()).toBe(200);
    expect(((await found.json()) as { data: unknown }).data).toMatchObject({
      orderNo,
      partnerId: PARTNER,
      reference,
      refererUrl: PARTNER_PAGE,
      status: 'Delivered',
    });

    // Day 31, past the 30-day window: a visit is nobody's.
    const expired = await tabAfter(context, start, 31);
    expect(await quoted(expired, () => expired.goto('/edit'))).toEqual({
      partnerId: '0',
      reference: '',
      refererUrl: '',
    });
  } finally {
    if (endpointId) await partnerApi(`/webhooks/endpoints/${endpointId}`, { method: 'DELETE' });
    await receiver.close();
  }
});
