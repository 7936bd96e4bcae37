import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { freshBtcAddress, mailedCode, t, type Locale } from './purchaseSupport.ts';
import { DEFAULT_INQUIRY } from '../server/helpers/inquiry.ts';

/**
 * /redirect against the real gateway: where a provider's checkout sends the buyer back. The sandbox
 * checkout returns through it to the order's page; a return link with a login token logs the buyer in,
 * loses the token from the address bar and the history at once, and never sends it anywhere else.
 *
 * Journeys whose words are the point run in both languages; one that checks a mechanism runs in one of them
 * (`if (locale === …)`), the journeys taking turns, which keeps CI's run within its 30 minutes.
 */

type Answer<T = unknown> = { respCode: number; respMessage: string; data: T };

async function post<T>(
  request: APIRequestContext,
  origin: string,
  endpoint: string,
  form: Record<string, string>,
): Promise<Answer<T>> {
  const res = await request.post(`${origin}/gateway/buying/${endpoint}`, { form });
  const answer = (await res.json()) as Answer<T>;
  expect(answer.respCode, `${endpoint}: ${answer.respMessage}`).toBe(200);
  return answer;
}

/** A new buyer logged in through the dev outbox: their token. */
async function loggedInBuyer(request: APIRequestContext, origin: string): Promise<string> {
  const email = `redirect-${randomUUID()}@example.com`;
  await post(request, origin, 'sendCode', { email });
  const code = await mailedCode(request, origin, email);
  return (await post<{ authToken: string }>(request, origin, 'login', { email, code })).data.authToken;
}

/** A 100 USD → BTC card order with Topper (as the logged-in buyer when a token is given). */
async function newOrder(request: APIRequestContext, origin: string, redirectUrl: string, authToken?: string) {
  const auth: Record<string, string> = authToken ? { authToken } : {};
  const quote = await post<never>(request, origin, 'offerInquiry', { ...DEFAULT_INQUIRY, ...auth });
  const { token, sendCurrencyAmount } = quote as unknown as { token: string; sendCurrencyAmount: string };
  const created = await post<{ orderNo: string; service: string }>(request, origin, 'cryptoOrder', {
    sendCurrency: 'USD',
    sendCurrencyAmount,
    getCurrency: 'BTC',
    getCurrencyAmount: '',
    token,
    partnerId: '0',
    payMethod: 'card',
    offerType: 'topper',
    address: freshBtcAddress(),
    referer_order: '',
    saveAddress: '0',
    redirectUrl,
    walletType: 'selfHosted',
    exchangeName: '',
    ...auth,
  });
  return created.data;
}

/** The places of the tracking points the gateway stored. */
function trackedPlaces(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, 'gateway.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select place from tracking_points').all() as Array<{ place: string }>).map(
      (row) => row.place,
    );
  } finally {
    db.close();
  }
}

for (const locale of ['en-US', 'zh-CN'] as Locale[]) {
  test.describe(`the return from a provider (${locale})`, () => {
    test.use({ locale });

    if (locale === 'zh-CN')
      test('the sandbox checkout sends the paid buyer back through /redirect to the order’s progress', async ({
        page,
        app,
      }) => {
        const order = await newOrder(page.request, app.origin, '/redirect?status=success');
        await page.goto(order.service);
        await page.locator('input[name=cardNumber]').fill('4242 4242 4242 4242');
        await page.locator('input[name=expiry]').fill('12/39');
        await page.locator('input[name=cvc]').fill('123');
        await page.getByRole('button', { name: /^Pay / }).click();
        await expect(page).toHaveURL(new RegExp(`/order-status\\?orderNo=${order.orderNo}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: t(locale, 'routes.orderStatus.title') }),
        ).toBeVisible();
        // /redirect was replaced: Back leaves the order's page for the checkout, not for /redirect again.
        await page.goBack();
        await expect(page).not.toHaveURL(/\/redirect/);
      });

    if (locale === 'en-US')
      test('a return link’s login token is kept, leaves the address bar and the history at once, and is never sent elsewhere', async ({
        page,
        app,
      }) => {
        const authToken = await loggedInBuyer(page.request, app.origin);
        const order = await newOrder(page.request, app.origin, '/wait-payment', authToken);
        const addresses: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) addresses.push(frame.url());
        });
        await page.goto(
          `/redirect?orderNo=${order.orderNo}&authToken=${encodeURIComponent(authToken)}&status=cancelled`,
        );

        // The buyer's own order (readable only with their login), still waiting for its payment.
        await expect(page).toHaveURL(new RegExp(`/payment-status\\?orderNo=${order.orderNo}$`));
        await expect(
          page.getByRole('heading', { level: 2, name: t(locale, 'order.paymentStatus.pendingTitle') }),
        ).toBeVisible();
        const userInfo = await page.evaluate(
          () => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { authToken?: string },
        );
        expect(userInfo.authToken).toBe(authToken);

        // Only the link itself ever held the token; the entry it made was rewritten, then replaced.
        // (The router stamps its state on the entry it found: the same address again, not a new one.)
        const withToken = addresses.filter((url) => url.includes('authToken'));
        expect(new Set(withToken).size).toBe(1);
        expect(addresses.slice(withToken.length).join(' ')).not.toContain('authToken');
        expect(await page.evaluate(() => history.length)).toBe(2);

        // The page views of /redirect and Payment status were stored, without the token (they are sent in idle
        // time after the page is shown, so the buyer stays on it until then).
        await expect
          .poll(
            () =>
              trackedPlaces(app.dataDir).filter((place) => place.includes(`orderNo=${order.orderNo}`)).length,
            { timeout: 15_000 },
          )
          .toBeGreaterThanOrEqual(2);
        expect(trackedPlaces(app.dataDir).filter((place) => place.includes(authToken))).toEqual([]);
        await page.goBack();
        await expect(page).toHaveURL('about:blank');
      });

    if (locale === 'zh-CN')
      test('a link without a usable order number goes to the quote screen', async ({ page }) => {
        await page.goto('/redirect?orderNo=%2F%2Fevil.example&status=success');
        await expect(page).toHaveURL(/\/edit$/);
      });
  });
}
