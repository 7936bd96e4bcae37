import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import {
  freshBtcAddress,
  ordersFor,
  reachConfirm,
  startRestartableServer,
  t,
  type Locale,
} from './purchaseSupport.ts';

/**
 * The fault matrix of the purchase (issue 10): at the step that makes the order (Confirm Address), the
 * network goes offline, crawls at slow-3G speed, the gateway answers HTTP 500, a request hangs past the
 * client's 60 s time-out, and the gateway restarts. In each, the buyer reads a message in their language
 * with a way to try again within a second, no second order is made, nothing uncaught reaches the console,
 * and trying again carries on from the same step with the same order.
 */

// The cases are independent (each its own address, route or server): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const ORDER_NO = /orderNo=(\d{18})/;
/** What the gateway itself answers to an unexpected error (server/http/errors.ts): HTTP 500 with a respCode. */
const INTERNAL_ERROR = { respCode: 9000, respMessage: 'Internal error, please try again later' };
/** Slow 3G as Chrome's DevTools define it: 2 s round trips, 50 kB/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/**
 * Uncaught errors and console errors of the app in every tab of the context. Chromium's own network lines
 * ("Failed to load resource: …") are the browser reporting the fault we made, not the app: left out.
 */
function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const watch = (tab: Page) => {
    tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    tab.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(`console: ${message.text()}`);
    });
  };
  watch(page);
  page.context().on('page', watch);
  return () => errors;
}

const orderNoOf = (page: Page) => ORDER_NO.exec(page.url())?.[1];

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  const confirmButton = (page: Page) =>
    page.getByRole('button', { name: t(locale, 'order.confirmAddress.confirm'), exact: true });
  /** The message of a call that got no usable answer, with its Try again. */
  const failure = (page: Page) => page.getByRole('alert').filter({ hasText: t(locale, 'shell.error.title') });
  const tryAgain = (page: Page) =>
    failure(page).getByRole('button', { name: t(locale, 'shell.error.retry'), exact: true });
  const waitPayment = (page: Page) =>
    page.getByRole('heading', {
      level: 2,
      name: t(locale, 'order.waitPayment.title', { provider: 'Topper' }),
    });

  test.describe(`fault matrix of the purchase (${locale})`, () => {
    test.use({ locale });

    // Every case in en-US; in zh-CN the one whose message comes from the gateway in English unless the app words it.
    const everyCase = locale === 'en-US';

    if (everyCase)
      test('offline at Confirm: the message and Try again at once; back online, Try again makes the one order', async ({
        page,
        app,
      }) => {
        test.setTimeout(90_000);
        const errors = watchErrors(page);
        const address = freshBtcAddress();
        await reachConfirm(page, locale, address);

        await page.context().setOffline(true);
        await confirmButton(page).click();
        await expect(failure(page)).toBeVisible({ timeout: 1_000 });
        await expect(tryAgain(page)).toBeEnabled();
        await expect(page).toHaveURL(/\/confirm-address$/);
        expect(ordersFor(app.dataDir, address)).toEqual([]);

        await page.context().setOffline(false);
        await tryAgain(page).click();
        await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
        await expect(waitPayment(page)).toBeVisible();
        expect(ordersFor(app.dataDir, address)).toEqual([
          { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
        ]);
        expect(errors()).toEqual([]);
      });

    if (everyCase)
      test('slow 3G at Confirm: busy at once, a second press makes nothing more, and the order goes through', async ({
        page,
        app,
      }) => {
        test.setTimeout(90_000);
        const errors = watchErrors(page);
        const address = freshBtcAddress();
        await reachConfirm(page, locale, address);

        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
        const checkout = page.context().waitForEvent('page');
        await confirmButton(page).click();
        await expect(
          page.getByRole('progressbar', { name: t(locale, 'order.confirmAddress.creating') }),
        ).toBeVisible({ timeout: 1_000 });
        await expect(confirmButton(page)).toBeDisabled();
        await confirmButton(page).click({ force: true });
        await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/, { timeout: 20_000 });
        await expect(waitPayment(page)).toBeVisible({ timeout: 20_000 });
        await (await checkout).close();
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        expect(ordersFor(app.dataDir, address)).toEqual([
          { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
        ]);
        expect(errors()).toEqual([]);
      });

    test('the gateway answers HTTP 500: the message in the buyer’s language and Try again; then the one order', async ({
      page,
      app,
    }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      const address = freshBtcAddress();
      await reachConfirm(page, locale, address);

      await page.route(
        '**/gateway/buying/cryptoOrder',
        (route) => route.fulfill({ status: 500, json: INTERNAL_ERROR }),
        { times: 1 },
      );
      await confirmButton(page).click();
      await expect(failure(page)).toBeVisible({ timeout: 1_000 });
      await expect(failure(page)).not.toContainText(INTERNAL_ERROR.respMessage);
      expect(ordersFor(app.dataDir, address)).toEqual([]);

      await tryAgain(page).click();
      await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
      await expect(waitPayment(page)).toBeVisible();
      expect(ordersFor(app.dataDir, address)).toEqual([
        { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
      ]);
      expect(errors()).toEqual([]);
    });

    if (everyCase)
      test('the answer to Confirm never comes: at the 60 s time-out the time-out page, and Try again finds the order the gateway made', async ({
        page,
        app,
      }) => {
        test.setTimeout(90_000);
        const errors = watchErrors(page);
        const address = freshBtcAddress();
        // The browser's clock is the test's: the 60 s of the client's time-out pass in a jump.
        await page.clock.install();
        await reachConfirm(page, locale, address);

        // The gateway gets the order and makes it; its answer is held back and never reaches the app.
        let made!: () => void;
        const orderMade = new Promise<void>((resolve) => (made = resolve));
        await page.route('**/gateway/buying/cryptoOrder', async (route) => {
          await route.fetch();
          made();
        });
        await confirmButton(page).click();
        await orderMade;
        expect(ordersFor(app.dataDir, address)).toHaveLength(1);
        await page.clock.fastForward('01:00');
        await expect(
          page.getByRole('heading', { level: 2, name: t(locale, 'errors.serverTimeout.title') }),
        ).toBeVisible({ timeout: 1_000 });
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        await page
          .getByRole('button', { name: t(locale, 'errors.serverTimeout.tryAgain'), exact: true })
          .click();
        await expect(page).toHaveURL(/\/confirm-address$/);
        await expect(page.getByTestId('confirm-address')).toHaveText(address);
        await confirmButton(page).click();
        await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
        await expect(waitPayment(page)).toBeVisible();
        expect(ordersFor(app.dataDir, address)).toEqual([
          { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
        ]);
        expect(errors()).toEqual([]);
      });

    if (everyCase)
      test('the gateway restarts while the buyer confirms: the message and Try again; once it is back, the one order', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const errors = watchErrors(page);
        const server = await startRestartableServer();
        try {
          const address = freshBtcAddress();
          await reachConfirm(page, locale, address, { origin: server.origin });

          await server.stop();
          await confirmButton(page).click();
          await expect(failure(page)).toBeVisible({ timeout: 1_000 });
          await expect(tryAgain(page)).toBeEnabled();
          expect(ordersFor(server.dataDir, address)).toEqual([]);

          await server.start();
          await tryAgain(page).click();
          await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
          await expect(waitPayment(page)).toBeVisible();
          expect(ordersFor(server.dataDir, address)).toEqual([
            { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
          ]);
          expect(errors()).toEqual([]);
        } finally {
          await server.dispose();
        }
      });
  });
}
