import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect } from './support/fixtures.ts';
import { loggedInBuyer, newOrder, t, type Locale } from './purchaseSupport.ts';

/**
 * /redirect against the real gateway: where a provider's checkout sends the buyer back. The sandbox
 * checkout returns through it to the order's page; a return link with a login token logs the buyer in,
 * loses the token from the address bar and the history at once, and never sends it anywhere else.
 *
 * Journeys whose words are the point run in both languages; one that checks a mechanism runs in one of them
 * (`if (locale === …)`), the journeys taking turns, which keeps CI's run within its 30 minutes.
 */

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
