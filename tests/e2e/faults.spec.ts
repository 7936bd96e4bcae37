import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import {
  addressField,
  confirmButton,
  freshBtcAddress,
  ordersFor,
  reachConfirm,
  startRestartableServer,
  t,
  type Locale,
  type RestartableServer,
} from './purchaseSupport.ts';

/**
 * The fault matrix of the purchase (issue 10): at the step that makes the order (Submit Address's Confirm), the
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

/** What a fault's steps work with. */
interface Case {
  page: Page;
  locale: Locale;
  address: string;
  /** The data folder of the gateway the journey runs against. */
  dataDir: string;
  /** The journey's own gateway, for the fault that restarts it. */
  server?: RestartableServer;
}

interface Fault {
  title: string;
  /** The languages it runs in: all of them in en-US; in zh-CN the one whose message would come from the gateway in English unless the app words it. */
  locales: readonly Locale[];
  /** A gateway of the journey's own, which the fault stops and starts. */
  ownServer?: boolean;
  /** The browser's clock is the test's (installed before the app loads). */
  fakeClock?: boolean;
  /** Makes the fault and presses Confirm; checks what the buyer reads at once and what the gateway stored. */
  strike(c: Case): Promise<void>;
  /** Ends the fault and takes the buyer on as they would; the journey then checks they are waiting for the payment of one order. */
  recover(c: Case): Promise<void>;
}

const ui = (page: Page, locale: Locale) => {
  const failure = page.getByRole('alert').filter({ hasText: t(locale, 'shell.error.title') });
  return {
    confirm: confirmButton(page, locale),
    /** The message of a call that got no usable answer, with its Try again. */
    failure,
    tryAgain: failure.getByRole('button', { name: t(locale, 'shell.error.retry'), exact: true }),
    waitPayment: page.getByRole('heading', {
      level: 2,
      name: t(locale, 'order.waitPayment.title', { provider: 'Topper' }),
    }),
  };
};

/** The message and its Try again shown within a second, still on Submit Address, and no order made. */
async function expectFailureShown({ page, locale, address, dataDir }: Case): Promise<void> {
  const { failure, tryAgain } = ui(page, locale);
  await expect(failure).toBeVisible({ timeout: 1_000 });
  await expect(tryAgain).toBeEnabled();
  await expect(page).toHaveURL(/\/submit-address$/);
  expect(ordersFor(dataDir, address)).toEqual([]);
}

const FAULTS: Fault[] = [
  {
    title:
      'offline at Confirm: the message and Try again at once; back online, Try again makes the one order',
    locales: ['en-US'],
    async strike(c) {
      await c.page.context().setOffline(true);
      await ui(c.page, c.locale).confirm.click();
      await expectFailureShown(c);
    },
    async recover(c) {
      await c.page.context().setOffline(false);
      await ui(c.page, c.locale).tryAgain.click();
    },
  },
  {
    title: 'slow 3G at Confirm: busy at once, a second press makes nothing more, and the order goes through',
    locales: ['en-US'],
    async strike({ page, locale }) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      const checkout = page.context().waitForEvent('page');
      const { confirm, waitPayment } = ui(page, locale);
      await confirm.click();
      await expect(
        page.getByRole('progressbar', { name: t(locale, 'order.confirmAddress.creating') }),
      ).toBeVisible({ timeout: 1_000 });
      await expect(confirm).toBeDisabled();
      await confirm.click({ force: true });
      await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/, { timeout: 20_000 });
      await expect(waitPayment).toBeVisible({ timeout: 20_000 });
      await (await checkout).close();
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
    // The slow answer came: the buyer is already on.
    async recover() {},
  },
  {
    title:
      'the gateway answers HTTP 500: the message in the buyer’s language and Try again; then the one order',
    locales: ['en-US', 'zh-CN'],
    async strike(c) {
      await c.page.route(
        '**/gateway/buying/cryptoOrder',
        (route) => route.fulfill({ status: 500, json: INTERNAL_ERROR }),
        { times: 1 },
      );
      await ui(c.page, c.locale).confirm.click();
      await expectFailureShown(c);
      await expect(ui(c.page, c.locale).failure).not.toContainText(INTERNAL_ERROR.respMessage);
    },
    async recover(c) {
      await ui(c.page, c.locale).tryAgain.click();
    },
  },
  {
    title:
      'the answer to Confirm never comes: at the 60 s time-out the time-out page, and Try again finds the order the gateway made',
    locales: ['en-US'],
    fakeClock: true,
    async strike({ page, locale, address, dataDir }) {
      // The gateway gets the order and makes it; its answer is held back and never reaches the app.
      let made!: () => void;
      const orderMade = new Promise<void>((resolve) => (made = resolve));
      await page.route('**/gateway/buying/cryptoOrder', async (route) => {
        await route.fetch();
        made();
      });
      await ui(page, locale).confirm.click();
      await orderMade;
      expect(ordersFor(dataDir, address)).toHaveLength(1);
      // The 60 s of the client's time-out pass in a jump.
      await page.clock.fastForward('01:00');
      await expect(
        page.getByRole('heading', { level: 2, name: t(locale, 'errors.serverTimeout.title') }),
      ).toBeVisible({ timeout: 1_000 });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    async recover({ page, locale, address }) {
      await page
        .getByRole('button', { name: t(locale, 'errors.serverTimeout.tryAgain'), exact: true })
        .click();
      // Back on Submit Address with the address kept (and checked again): Confirm finds the order made.
      await expect(page).toHaveURL(/\/submit-address$/);
      await expect(addressField(page, locale)).toHaveValue(address);
      await ui(page, locale).confirm.click();
    },
  },
  {
    title:
      'the gateway restarts while the buyer confirms: the message and Try again; once it is back, the one order',
    locales: ['en-US'],
    ownServer: true,
    async strike(c) {
      await c.server!.stop();
      await ui(c.page, c.locale).confirm.click();
      await expectFailureShown(c);
    },
    async recover(c) {
      await c.server!.start();
      await ui(c.page, c.locale).tryAgain.click();
    },
  },
];

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test.describe(`fault matrix of the purchase (${locale})`, () => {
    test.use({ locale });

    for (const fault of FAULTS.filter((f) => f.locales.includes(locale))) {
      test(fault.title, async ({ page, app }) => {
        test.setTimeout(fault.ownServer ? 120_000 : 90_000);
        const errors = watchErrors(page);
        const server = fault.ownServer ? await startRestartableServer() : undefined;
        try {
          const c: Case = {
            page,
            locale,
            address: freshBtcAddress(),
            dataDir: server?.dataDir ?? app.dataDir,
            server,
          };
          if (fault.fakeClock) await page.clock.install();
          await reachConfirm(page, locale, c.address, { origin: server?.origin });

          await fault.strike(c);
          await fault.recover(c);

          await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
          await expect(ui(page, locale).waitPayment).toBeVisible();
          expect(ordersFor(c.dataDir, c.address)).toEqual([
            { order_no: orderNoOf(page), status: 'Pending', offer_type: 'topper' },
          ]);
          expect(errors()).toEqual([]);
        } finally {
          await server?.dispose();
        }
      });
    }
  });
}
