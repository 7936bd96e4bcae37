import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { fillAddress, freshBtcAddress, t } from './purchaseSupport.ts';

/**
 * The embedding kit (issue 13) as a partner sees it: GET /embed-example opened at the demo partner's origin
 * (theme/partners/demo.json: http://localhost:8080, served here by routing that origin to the run's gateway)
 * embeds /buy-v1 and /buy from the gateway's own origin (127.0.0.1) and lists the events it hears.
 */

const PARTNER_ORIGIN = 'http://localhost:8080';
const locale = 'en-US';

interface Heard {
  type: string;
  [key: string]: unknown;
}

/** The partner's origin answered by the gateway under the name localhost (the example page frames 127.0.0.1). */
async function servePartnerOrigin(context: BrowserContext, port: number, appOrigin: string): Promise<void> {
  await context.route(`${PARTNER_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({
      url: `${appOrigin}${pathname}${search}`,
      headers: { ...route.request().headers(), host: `localhost:${port}` },
    });
    await route.fulfill({ response });
  });
}

/** The events the example page lists, as received. */
const heard = (page: Page): Promise<Heard[]> =>
  page.locator('#events li').evaluateAll((items) =>
    items.map((item) => ({
      type: (item as HTMLElement).dataset.type ?? '',
      ...(JSON.parse((item as HTMLElement).dataset.payload ?? '{}') as object),
    })),
  );

/** Whether `expected` occur in `events` in this order (other events may come between them). */
function inOrder(events: Heard[], expected: Array<Partial<Heard>>): boolean {
  let at = 0;
  for (const event of events) {
    const wanted = expected[at];
    if (wanted && Object.entries(wanted).every(([key, value]) => event[key] === value)) at += 1;
  }
  return at === expected.length;
}

/** WCAG 2.2 contrast ratio of two CSS rgb() colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe('embedding kit', () => {
  // The partner's origin is answered by Playwright's routing, which Chromium counts as a public address: its
  // Local Network Access check would refuse the frames of 127.0.0.1 unless allowed (in production both are public).
  test.use({ locale, permissions: ['local-network-access'] });

  test('both widgets in the example page of a configured origin: the set message, then the events of a purchase in order up to the checkout', async ({
    page,
    app,
  }) => {
    // A purchase in a popup after two widgets load: a purchase journey and a half.
    test.slow();
    await servePartnerOrigin(page.context(), app.port, app.origin);
    await page.goto(`${PARTNER_ORIGIN}/embed-example`);
    await expect(page.locator('#widget-buy-v1')).toHaveAttribute(
      'src',
      `${app.origin}/buy-v1?partnerId=demo`,
    );
    const v1 = page.frameLocator('#widget-buy-v1');
    const buy = page.frameLocator('#widget-buy');
    const next = v1.getByRole('button', { name: t(locale, 'quote.continue'), exact: true });
    await expect(next).toBeEnabled({ timeout: 30_000 });
    await expect(buy.getByRole('button', { name: t(locale, 'quote.widget.getStarted') })).toBeVisible();
    await expect
      .poll(async () => (await heard(page)).filter((e) => e.type === 'ready'))
      .toEqual(
        expect.arrayContaining([
          { type: 'ready', widget: 'buy-v1', partnerId: 'demo' },
          { type: 'ready', widget: 'buy', partnerId: 'demo' },
        ]),
      );

    // The host's set message (the page's form) from the configured origin: the amount changes, a quote follows.
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('button', { name: 'Send set message' }).click();
    await expect(v1.getByRole('textbox').first()).toHaveValue(/^250(\.00)?$/);
    await expect
      .poll(async () =>
        (await heard(page)).some((e) => e.type === 'quoteRefreshed' && e.sendCurrencyAmount === '250'),
      )
      .toBe(true);
    await expect(next).toBeEnabled({ timeout: 30_000 });

    // Continue: the purchase window; its steps up to the provider's checkout.
    const [purchase] = await Promise.all([page.context().waitForEvent('page'), next.click()]);
    // The link carries the pay method: the order step passes by itself to Select Offer.
    await expect(purchase).toHaveURL(/\/select-offer/, { timeout: 30_000 });
    await purchase.getByRole('radio', { name: 'Topper', exact: true }).check();
    await purchase.getByRole('button', { name: t(locale, 'order.flow.continue'), exact: true }).click();
    // The lazy wallet-type form of a window that loaded the app afresh (as reachSubmitAddress waits for it).
    await expect(
      purchase.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }),
    ).toBeVisible({ timeout: 20_000 });
    await fillAddress(purchase, locale, freshBtcAddress());
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      purchase.getByRole('button', { name: t(locale, 'order.confirmAddress.confirm'), exact: true }).click(),
    ]);
    await expect(checkout).toHaveURL(/\/sandbox\/topper\/checkout\//);
    const orderNo = /orderNo=(\d{18})/.exec(purchase.url())?.[1];
    expect(orderNo).toBeDefined();

    // The host page heard the purchase, in order, with its payloads.
    await expect
      .poll(async () => (await heard(page)).some((e) => e.type === 'orderStatusChanged'))
      .toBe(true);
    const events = await heard(page);
    expect(
      inOrder(events, [
        { type: 'quoteRefreshed', sendCurrencyAmount: '250' },
        { type: 'offerChosen', offerType: 'topper' },
        { type: 'orderCreated', orderNo },
        { type: 'orderStatusChanged', orderNo, status: 'Pending' },
      ]),
      JSON.stringify(events, null, 1),
    ).toBe(true);
    expect(events.find((e) => e.type === 'orderCreated')).toEqual({
      type: 'orderCreated',
      orderNo,
      offerType: 'topper',
      sendCurrency: 'USD',
      sendCurrencyAmount: expect.stringMatching(/^250(\.0+)?$/),
      getCurrency: 'BTC',
      getCurrencyAmount: expect.stringMatching(/^0\.\d+$/),
    });
  });

  test('an unconfigured origin: the CSP refuses the frame; framed all the same, the widget posts nothing and ignores its set message; unreadable plugin-color-* colours fall back', async ({
    page,
    app,
  }) => {
    // The gateway's own page under the name localhost: an origin no partner file lists.
    const stranger = `http://localhost:${app.port}`;
    const widget = await page.request.get(`${app.origin}/buy-v1?partnerId=demo`);
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(widget.headers()['content-security-policy'])?.[1];
    expect(frameAncestors?.split(' ')).toEqual(expect.arrayContaining(["'self'", PARTNER_ORIGIN]));
    expect(frameAncestors).not.toContain(stranger);

    await page.goto(`${stranger}/embed-example`);
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContain('chrome-error://chromewebdata/');
    await expect(page.frameLocator('#widget-buy-v1').getByRole('button')).toHaveCount(0);

    // A browser that would not enforce frame-ancestors (the header taken away): still no event, no set.
    await page.route(
      (url) => url.origin === app.origin && url.pathname === '/buy-v1',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        for (const name of ['content-security-policy', 'content-encoding', 'content-length'])
          delete headers[name];
        await route.fulfill({ status: response.status(), headers, body: await response.body() });
      },
    );
    await page.reload({ waitUntil: 'domcontentloaded' });
    const v1 = page.frameLocator('#widget-buy-v1');
    await expect(v1.getByRole('button', { name: t(locale, 'quote.continue'), exact: true })).toBeEnabled({
      timeout: 30_000,
    });
    const amount = v1.getByRole('textbox').first();
    const before = await amount.inputValue();
    const frame = page.frame({ url: /\/buy-v1\?/ })!;
    // Listening before the message is sent (a listener added while it is on its way would never hear it).
    await frame.evaluate(() => {
      (window as { messageHeard?: Promise<void> }).messageHeard = new Promise<void>((resolve) =>
        // After the widget's own listener (added first) and the task it may have scheduled.
        window.addEventListener('message', () => setTimeout(resolve), { once: true }),
      );
    });
    await page.getByLabel('Amount').fill('777');
    await page.getByRole('button', { name: 'Send set message' }).click();
    await frame.evaluate(() => (window as { messageHeard?: Promise<void> }).messageHeard);
    await expect(amount).toHaveValue(before);
    expect(await heard(page)).toEqual([]);

    // plugin-color-*: white text on a white background is not what the buyer gets.
    await page.goto(
      `/buy-v1?plugin-color-text-1=%23ffffff&plugin-color-background=%23ffffff&plugin-color-button=%23fefefe&plugin-color-button-text=%23ffffff`,
    );
    const title = page.getByRole('heading', { level: 1, name: t(locale, 'quote.title') });
    await expect(title).toBeVisible();
    const [text, background] = await title.evaluate((element) => {
      let node: Element | null = element;
      let fill = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(.*, 0\)|transparent/.test(fill)) {
        fill = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      return [getComputedStyle(element).color, fill];
    });
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    const button = page.getByRole('button', { name: t(locale, 'quote.continue'), exact: true });
    const [label, face] = await button.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(contrastRatio(label, face)).toBeGreaterThanOrEqual(4.5);
  });
});
