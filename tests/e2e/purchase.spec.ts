import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { startAppServer } from './support/appServer.ts';
import {
  addressField,
  BLOCKED_BTC_ADDRESS,
  confirmButton as confirmOrder,
  ETH_ADDRESS,
  freshBtcAddress,
  ordersFor,
  payWithCard,
  reachConfirm,
  reachSubmitAddress,
  startRestartableServer,
  t,
  type Locale,
} from './purchaseSupport.ts';

/**
 * The purchase as a buyer makes it, in the built app against the real gateway and its sandbox checkout:
 * quote → pay method → offer → address with its confirmation → provider checkout → the order's end.
 *
 * Journeys whose words are the point run in both languages; one that checks a mechanism runs in one of them
 * (`if (locale === …)`), the journeys taking turns, which keeps CI's run within its 30 minutes.
 */

const ORDER_NO = /orderNo=(\d{18})/;

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  const confirmButton = (page: Page) => confirmOrder(page, locale);
  const heading = (page: Page, id: string, values: Record<string, string> = {}) =>
    page.getByRole('heading', { level: 2, name: t(locale, id, values) });

  test.describe(`purchase journeys (${locale})`, () => {
    test.use({ locale });

    // (d) rides on (a): the same way to Submit Address, where the invalid address is refused before the valid one goes on.
    test('(a, d) from Edit through offer, address (an invalid one shows the message and makes no order) and confirmation to the sandbox checkout with 4242, then Delivered', async ({
      page,
      app,
    }) => {
      const address = freshBtcAddress();
      await reachSubmitAddress(page, locale);

      // (d) Nothing typed: Confirm, beside the ownership statement, cannot be pressed.
      await expect(page.getByText(t(locale, 'order.confirmAddress.warning'))).toBeVisible();
      await expect(confirmButton(page)).toBeDisabled();
      // An address of another network: the message as soon as it is pasted, Confirm disabled, no order.
      await addressField(page, locale).fill(ETH_ADDRESS);
      await expect(page.getByText(t(locale, 'validation.address.invalid'))).toBeVisible();
      await expect(confirmButton(page)).toBeDisabled();
      // Erased: the address is asked for.
      await addressField(page, locale).fill('');
      await expect(page.getByText(t(locale, 'validation.address.required', { symbol: 'BTC' }))).toBeVisible();
      // A good address without the wallet type: Confirm says what is missing and makes nothing.
      await addressField(page, locale).fill(address);
      await confirmButton(page).click();
      await expect(page.getByText(t(locale, 'validation.walletType.walletType.required'))).toBeVisible();
      await expect(page).toHaveURL(/\/submit-address$/);
      expect(ordersFor(app.dataDir, ETH_ADDRESS)).toEqual([]);
      expect(ordersFor(app.dataDir, address)).toEqual([]);

      // (a) The wallet type, then Confirm makes the order and opens the provider's checkout.
      await page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }).check();
      const [checkout] = await Promise.all([
        page.context().waitForEvent('page'),
        confirmButton(page).click(),
      ]);
      await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
      await expect(heading(page, 'order.waitPayment.title', { provider: 'Topper' })).toBeVisible();
      await expect(checkout).toHaveURL(/\/sandbox\/topper\/checkout\/\d{18}\/[\w-]{43}$/);

      await payWithCard(checkout, '4242 4242 4242 4242');
      await expect(page).toHaveURL(/\/order-status\?orderNo=\d{18}$/, { timeout: 15_000 });
      await expect(heading(page, 'components.orderStatusView.delivered')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: /…/ })).toHaveAttribute(
        'href',
        /^https:\/\/mempool\.space\/tx\/\w+/,
      );
      await expect(page.getByText(address)).toBeVisible();
      const orderNo = ORDER_NO.exec(page.url())?.[1];
      expect(ordersFor(app.dataDir, address)).toEqual([
        { order_no: orderNo, status: 'Delivered', offer_type: 'topper' },
      ]);
    });

    if (locale === 'zh-CN')
      test('(b) a declined card ends on the failed payment status', async ({ page, app }) => {
        const address = freshBtcAddress();
        await reachConfirm(page, locale, address);
        const [checkout] = await Promise.all([
          page.context().waitForEvent('page'),
          confirmButton(page).click(),
        ]);
        await payWithCard(checkout, '4000 0000 0000 0002');
        await expect(page).toHaveURL(/\/payment-status\?orderNo=\d{18}$/, { timeout: 15_000 });
        await expect(heading(page, 'order.paymentStatus.failedTitle')).toBeVisible();
        await expect(page.getByText(t(locale, 'order.paymentStatus.failedText'))).toBeVisible();
        await expect(
          page.getByRole('button', { name: t(locale, 'order.paymentStatus.tryAgain') }),
        ).toBeVisible();
        expect(ordersFor(app.dataDir, address)).toMatchObject([{ status: 'Pending' }]);
      });

    if (locale === 'en-US')
      test('(e) a double click on Confirm, a reload and a retry make one order', async ({ page, app }) => {
        const address = freshBtcAddress();
        await reachConfirm(page, locale, address);
        await confirmButton(page).dblclick();
        await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
        const orderNo = ORDER_NO.exec(page.url())?.[1];

        await page.goBack();
        await expect(page).toHaveURL(/\/submit-address$/);
        await page.reload();
        await confirmButton(page).click();
        await expect(page).toHaveURL(new RegExp(`/wait-payment\\?orderNo=${orderNo}$`));
        expect(ordersFor(app.dataDir, address)).toEqual([
          { order_no: orderNo, status: 'Pending', offer_type: 'topper' },
        ]);
      });

    test('(f) 5004 from risk control lands on the transaction-restricted page', async ({ page, app }) => {
      await reachConfirm(page, locale, BLOCKED_BTC_ADDRESS);
      await confirmButton(page).click();
      await expect(page).toHaveURL(/\/transaction-restricted$/);
      await expect(heading(page, 'errors.transactionRestricted.title')).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'order.flow.backToBuy') }).click();
      await expect(page).toHaveURL(/\/edit$/);
      expect(ordersFor(app.dataDir, BLOCKED_BTC_ADDRESS)).toEqual([]);
    });

    if (locale === 'zh-CN')
      test('(g) the server stopped mid-flow leads to the time-out page; once back, the buyer resumes the same order', async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const server = await startRestartableServer();
        try {
          const address = freshBtcAddress();
          await reachConfirm(page, locale, address, { origin: server.origin });
          const [checkout] = await Promise.all([
            page.context().waitForEvent('page'),
            confirmButton(page).click(),
          ]);
          await checkout.close();
          await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
          const orderNo = ORDER_NO.exec(page.url())?.[1];
          await expect(heading(page, 'order.waitPayment.title', { provider: 'Topper' })).toBeVisible();

          await server.stop();
          await expect(page).toHaveURL(/\/server-timeout$/, { timeout: 20_000 });
          await expect(heading(page, 'errors.serverTimeout.title')).toBeVisible();
          await expect(page.getByText(t(locale, 'errors.serverTimeout.connection'))).toBeVisible();

          await server.start();
          await page.getByRole('button', { name: t(locale, 'errors.serverTimeout.tryAgain') }).click();
          await expect(page).toHaveURL(new RegExp(`/wait-payment\\?orderNo=${orderNo}$`));
          await expect(heading(page, 'order.waitPayment.title', { provider: 'Topper' })).toBeVisible();

          const payment = await page.context().newPage();
          // The checkout URL carries the order's secret: the app's own order answer gives it.
          const detail = await page.request.post(`${server.origin}/gateway/buying/orderDetail`, {
            form: { orderNo: orderNo ?? '' },
          });
          const { data } = (await detail.json()) as { data: { service: string } };
          await payment.goto(data.service);
          await payWithCard(payment, '4242424242424242');
          await expect(heading(page, 'components.orderStatusView.delivered')).toBeVisible({
            timeout: 20_000,
          });
          expect(ordersFor(server.dataDir, address)).toEqual([
            { order_no: orderNo, status: 'Delivered', offer_type: 'topper' },
          ]);
        } finally {
          await server.dispose();
        }
      });
  });

  if (locale === 'en-US')
    test.describe(`an unpaid order (${locale})`, () => {
      // Orders of this gateway expire 3 s after they are made.
      test.use({ locale, gateway: 'expiringOrders' });

      test('(c) ends Expired', async ({ page, app }) => {
        const address = freshBtcAddress();
        await reachConfirm(page, locale, address);
        const [checkout] = await Promise.all([
          page.context().waitForEvent('page'),
          confirmButton(page).click(),
        ]);
        await checkout.close();
        await expect(page).toHaveURL(/\/order-status\?orderNo=\d{18}$/, { timeout: 20_000 });
        await expect(heading(page, 'components.orderStatusView.expired')).toBeVisible();
        await expect(
          page.getByText(t(locale, 'components.orderStatusView.expiredText'), { exact: true }),
        ).toBeVisible();
        expect(ordersFor(app.dataDir, address)).toMatchObject([{ status: 'Expired' }]);
      });
    });

  test.describe(`an expired price (${locale})`, () => {
    // Quotes of this gateway expire 10 s after they are given.
    test.use({ locale, gateway: 'shortQuotes' });

    test('(f) 5003 shows the message and a new quote lets the order go through', async ({ page, app }) => {
      // The quotes the gateway gives the page: Confirm sends the last one's token.
      const quotes: Array<Promise<string>> = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('/offerInquiry'))
          quotes.push(
            response.json().then(
              (answer: { token: string }) => answer.token,
              () => '',
            ),
          );
      });
      const address = freshBtcAddress();
      await reachConfirm(page, locale, address);
      // Confirm once the gateway has let that quote expire (it answers 5003 for it): no fixed wait.
      const token = await quotes[quotes.length - 1];
      await expect
        .poll(
          async () =>
            (
              (await (
                await page.request.post(`${app.origin}/gateway/buying/offerInquiryInfo`, { form: { token } })
              ).json()) as { respCode: number }
            ).respCode,
          { timeout: 15_000, intervals: [250] },
        )
        .toBe(5003);
      await confirmButton(page).click();
      const alert = page.getByRole('alert');
      // In the buyer's language: the text of the gateway's key (zh-CN read English here before issue 16).
      await expect(alert).toContainText(t(locale, 'gateway.quote.expired'));
      expect(ordersFor(app.dataDir, address)).toEqual([]);
      await alert.getByRole('button', { name: t(locale, 'order.flow.getNewQuote') }).click();
      await expect(alert).toBeHidden();
      await confirmButton(page).click();
      await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
      expect(ordersFor(app.dataDir, address)).toHaveLength(1);
    });
  });

  test.describe(`an IP over its request limit (${locale})`, () => {
    test.use({ locale });

    test('(f) 5001 lands on the access-denied page', async ({ page }) => {
      // Starting a gateway of its own takes most of the default 30 s on a busy CI machine.
      test.setTimeout(120_000);
      // A gateway of this test's own: the per-IP counter of the minute is not shared with another journey.
      const limited = await startAppServer({ IP_RATE_LIMIT_PER_MINUTE: '60' });
      try {
        await reachSubmitAddress(page, locale, { origin: limited.origin });
        // The page's own calls (its lazy wallet-type form, the exchange list) are made before the limit is used up.
        await expect(
          page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }),
        ).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        // Another tab of the same buyer uses up the minute's requests.
        for (let answer = 0; answer !== 5001;) {
          answer = (
            (await (await page.request.post(`${limited.origin}/gateway/buying/getCountry`)).json()) as {
              respCode: number;
            }
          ).respCode;
        }
        // The address is checked as it is pasted: that call meets the limit.
        await addressField(page, locale).fill(freshBtcAddress());
        await expect(page).toHaveURL(/\/access-denied$/);
        await expect(
          page.getByText(t(locale, 'errors.accessDenied.text', { product: t(locale, 'shell.productName') })),
        ).toBeVisible();
      } finally {
        await limited.stop();
      }
    });
  });
}
