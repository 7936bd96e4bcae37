import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { firstQuoteProbe, firstQuoteShown } from '../../scripts/firstQuoteProbe.ts';
import { logIn, newOrder } from './purchaseSupport.ts';
import { routes } from '../../src/routes/registry.ts';

test.describe('app shell', () => {
  test('the root lands on /edit with the Buy top bar, keeping the query', async ({ page }) => {
    await page.goto('/?sendCurrency=EUR');
    await expect(page).toHaveURL(/\/edit\?sendCurrency=EUR$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
    await expect(page.getByText(/Power by\s*Buy Crypto/)).toBeVisible();
  });

  test('a login-required page sends a logged-out visitor to /email-login and remembers the target', async ({
    page,
  }) => {
    await page.goto('/my-orders?page=2');
    await expect(page).toHaveURL(/\/email-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('loginSuccessUrl'))).toBe('/my-orders?page=2');
  });

  test('card pages open with an authToken query instead of a login, and ask for a login when the gateway refuses it', async ({
    page,
  }) => {
    const authInfo = page.waitForRequest(
      (request) =>
        request.url().endsWith('/authInfo') && (request.postData() ?? '').includes('authToken=abc'),
    );
    await page.goto('/select-card?authToken=abc');
    await authInfo;
    await expect(page).toHaveURL(/\/email-login$/);
  });

  test('the menu opens with its items, footer and version', async ({ page }) => {
    await page.goto('/edit');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const item of ['Buy Crypto', 'My Orders', 'Settings'])
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'support@buycrypto.example' })).toBeVisible();
    await expect(menu.getByText(/^Version \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();

    // Measured once the drawer has finished sliding in from the right edge.
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(390);
    expect((await drawer.boundingBox())?.width).toBeCloseTo(390 * 0.8, 0);
  });

  test('Terms of Service opens the static terms page in a new tab', async ({ page, context }) => {
    await page.goto('/edit');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Terms of Service/ }).click(),
    ]);
    await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('Log In from the menu remembers the page, and the back arrow returns to Edit', async ({ page }) => {
    await page.goto('/edit?getCurrency=ETH');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/email-login$/);
    expect(await page.evaluate(() => localStorage.getItem('loginSuccessUrl'))).toBe('/edit?getCurrency=ETH');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/edit\?getCurrency=ETH$/);
  });

  test('opened directly, with no previous page, the back arrow goes to Edit', async ({ page }) => {
    await page.goto('/select-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Select Provider' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
  });

  test('the column stays 480 px wide and centred on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/edit');
    // Polled: the pre-rendered page's bar is replaced by the app's once its scripts have run (same place).
    await expect
      .poll(async () => {
        const bar = await page.getByRole('banner').boundingBox();
        return bar && { x: bar.x, width: bar.width };
      })
      .toEqual({ x: (1280 - 480) / 2, width: 480 });
  });

  test('a partner id in the query re-themes the app, on later visits too', async ({ page }) => {
    const errors = errorsOf(page);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.goto('/edit?partnerId=aurora');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(36, 25, 74)');
    await expect(continueButton).toBeEnabled();
    // The app remembered the partner (its cookie): a plain /edit then gets Edit rendered in the partner's theme,
    // not in the default one, which the app replaces (it was rendered for the partner's link, not this address).
    const later = await page.goto('/edit');
    expect(later?.headers()['x-prerendered']).toBe('edit-partner-aurora');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(36, 25, 74)');
    await expect(continueButton).toBeEnabled();
    await expect(continueButton).toHaveCSS('background-color', AURORA_ACCENT);
    await expect(page.locator('#root [data-prerendered]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a zh browser gets the Chinese interface', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '购买' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('navigation', { name: '菜单' });
    await expect(menu.getByRole('link', { name: '购买加密货币' })).toBeVisible();
    await expect(menu.getByRole('button', { name: '登录' })).toBeVisible();
  });
});

test.describe('before the scripts have run', () => {
  test('Edit is already on screen in the buyer’s language, the quote still on its way', async ({
    browser,
  }) => {
    for (const [locale, texts] of [
      ['en-US', ['You Pay', 'You get (estimate)', 'Total fees', 'The rate is floating']],
      ['zh-CN', ['您支付', '您获得（预估）', '总费用', '汇率为浮动汇率']],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto('/edit');
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('input[inputmode="decimal"]').first()).toHaveValue('100');
      await context.close();
    }
  });
});

test.describe('the pre-rendered Edit', () => {
  // The service worker would fetch the stylesheet for its cache, past what the page asks for.
  test.use({ serviceWorkers: 'block' });

  test('its inlined stylesheet is not fetched and added again when a later part of the screen loads', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto('/edit');
    expect(response?.headers()['x-prerendered']).toBe('edit');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    // The picker's code arrives through Vite's preload helper, which adds the stylesheets its chunk lists.
    await page.getByRole('button', { name: 'BTC, change currency' }).click();
    await expect(page.getByRole('dialog', { name: 'Select a crypto' })).toBeVisible();
    expect(stylesheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  });

  for (const [link, built] of [
    ['/edit?partnerId=aurora', 'edit-partner-aurora'],
    ['/buy-v1?partnerId=aurora', 'buy-v1-partner-aurora'],
  ] as const)
    test(`a partner's link (${link}) gets its screen rendered in the partner's theme, which the app takes over`, async ({
      page,
    }) => {
      const errors = errorsOf(page);
      const continueButton = page.getByRole('button', { name: 'Continue' });
      const release = await holdScripts(page, THE_ENTRY);
      const response = await page.goto(link, { waitUntil: 'commit' });
      expect(response?.headers()['x-prerendered']).toBe(built);
      await expect(page.getByText('The rate is floating')).toBeVisible();
      await expect(page.locator('#root [data-prerendered]')).toHaveAttribute('data-prerendered', link);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--bc-palette-primary-main'),
        ),
      ).toBe('#A78BFA');
      release();
      await expect(continueButton).toBeEnabled();
      await expect(continueButton).toHaveCSS('background-color', AURORA_ACCENT);
      // Taken over: the elements the HTML brought are the app's.
      await expect(page.locator('#root > [data-prerendered]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

  test('the app takes it over: the first quote fills the elements the HTML brought; a reload with the buyer’s quote replaces them', async ({
    page,
  }) => {
    const errors = errorsOf(page);
    // The title and the amount field as the HTML brought them, before any script ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          htmlTitle: document.querySelector('#root h1'),
          htmlPayAmount: document.querySelector('#root input'),
        });
      }),
    );
    const fromTheHtml = () =>
      page.evaluate(() => {
        const { htmlTitle, htmlPayAmount } = window as unknown as Record<string, Element | null>;
        return [htmlTitle?.isConnected, htmlPayAmount === document.querySelector('#root input')];
      });
    const payAmount = page.getByLabel('You Pay', { exact: true });
    const getAmount = page.getByLabel('You get (estimate)', { exact: true });

    await page.goto('/edit');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(getAmount).not.toHaveValue('');
    expect(await fromTheHtml()).toEqual([true, true]);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // Live: the buyer's amount is quoted again.
    const before = await getAmount.inputValue();
    await payAmount.fill('250');
    await payAmount.blur();
    await expect(getAmount).not.toHaveValue(before);

    // A reload restores the buyer's quote, which is not the pre-rendered screen: the app renders its own.
    await page.reload();
    await expect(payAmount).toHaveValue('250');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(await fromTheHtml()).toEqual([false, false]);
    expect(errors).toEqual([]);
  });

  test('its first requests go out with the page, before the app’s code has come, and the app takes their answers', async ({
    page,
  }) => {
    await firstRequestsGoOutWithThePage(page);
  });

  test('a later visit that stored its visitor id and a purchase sends them with the page too', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('visitor_id', 'visitor-1');
      localStorage.setItem('lastPurchase', JSON.stringify({ offerType: 'rampeasy', addresses: {} }));
    });
    await firstRequestsGoOutWithThePage(page);
  });

  test('a later visit that chose a language leaves them to the app', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
    const asked = firstRequestsAsked(page);
    const release = await holdScripts(page, THE_ENTRY);
    await page.goto('/edit', { waitUntil: 'commit' });
    // The page's own script has run (it marks the page whether it sends or not), and sent nothing.
    await page.waitForFunction(() => 'firstRequestsAsked' in window);
    expect(asked).toEqual([]);
    release();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect([...asked].sort()).toEqual(FIRST_REQUESTS);
  });

  test('a buyer types their amount before the app’s code has come: the app keeps it, with the caret, and quotes it', async ({
    page,
  }) => {
    const release = await holdScripts(page, THE_ENTRY);
    const asked = quotedAmounts(page);
    await page.goto('/edit', { waitUntil: 'commit' });
    const payAmount = page.getByLabel('You Pay', { exact: true });
    await typeWhileHeld(page, '250');
    release();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    // The page the HTML brought, taken over.
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(payAmount).toHaveValue('250');
    await expect(payAmount).toBeFocused();
    expect(await payAmount.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe(2);
    // The quote shown is the typed amount's: the one asked ahead for the rendered 100 was left.
    await expect.poll(() => asked.at(-1)).toBe('250');
    await expect(page.getByLabel('You get (estimate)', { exact: true })).not.toHaveValue('');
  });

  test('a button tapped before the app’s code has come is pressed once the app has taken the page over', async ({
    page,
  }) => {
    await reachBeforeTheCode(page, () => page.getByRole('button', { name: 'BTC, change currency' }).click());
    await expect(page.getByRole('dialog', { name: 'Select a crypto' })).toBeVisible();
  });

  test('a button reached with the keyboard before the app’s code has come is left alone', async ({
    page,
  }) => {
    await reachBeforeTheCode(page, async () => {
      await page.getByLabel('You Pay', { exact: true }).click();
      // Past the pay currency and the estimate's field.
      for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Tab');
    });
    await expect(page.getByRole('button', { name: 'BTC, change currency' })).toBeFocused();
    // The picker's code has come by then (in idle time): a press would have opened it.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Select a crypto' })).toHaveCount(0);
  });

  test('a reload with the buyer’s quote: what they typed before the code came goes into the app’s own page', async ({
    page,
  }) => {
    await page.goto('/edit');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    const release = await holdScripts(page, THE_ENTRY);
    const asked = quotedAmounts(page);
    await page.reload({ waitUntil: 'commit' });
    const payAmount = page.getByLabel('You Pay', { exact: true });
    await typeWhileHeld(page, '250');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(payAmount).toHaveValue('250');
    await expect(payAmount).toBeFocused();
    expect(await payAmount.evaluate((field: HTMLInputElement) => field.selectionStart)).toBe(2);
    // The quote follows the amount once the buyer leaves it, as it does for an amount typed in the app.
    await payAmount.blur();
    await expect.poll(() => asked.at(-1)).toBe('250');
  });

  test('its first quote comes with a handful of scripts, not one per module that a later screen shares', async ({
    page,
  }) => {
    // The page's time of the first frame with an enabled Continue: what loads after it (the picker, in idle
    // time) is not the first quote's.
    await page.addInitScript({ content: firstQuoteProbe('Continue') });
    const shown = firstQuoteShown(page, 15_000);
    await page.goto('/edit');
    const shownAt = await shown;
    const scripts = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < before && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname),
      shownAt,
    );
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
    // The entry with the boot's modules, Edit, what Edit adds, the catalogue and the bundler's runtime
    // (scripts/fewBootChunks.ts), each file asked once. Left to the bundler's chunking, it was 33 files.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
    expect(new Set(scripts).size).toBe(scripts.length);
  });
});

test('a language chosen before comes pre-rendered in that language, not in the browser’s', async ({
  page,
}) => {
  await page.goto('/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
  // As Settings keeps a choice; the app tells the gateway at its next start.
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '购买' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('zh-CN');
  const served = await (await page.request.get('/edit')).text();
  expect(served).toContain('<html lang="zh-CN"');
  expect(served).toContain('您支付');
});

test('the service worker keeps the app’s shell, not the pre-rendered Edit, for the routes that fall back to it', async ({
  page,
}) => {
  await page.goto('/edit');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled now: this navigation goes through the worker, which keeps what it may fall back to offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
  const shell = await page.evaluate(async () => {
    for (const key of await caches.keys()) {
      const kept = await (await caches.open(key)).match('/index.html');
      if (kept) return kept.text();
    }
    return undefined;
  });
  expect(shell).toContain('class="boot"');
  expect(shell).not.toContain('inert');
});

for (const width of [360, 1280])
  test(`at ${width} px, the quote screen's outline lies where Edit draws its amounts, pay methods, fees and Continue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // An amount in the link: no page rendered ahead answers it, so index.html's outline shows until the code has come.
    const release = await holdScripts(page, THE_ENTRY);
    await page.goto('/edit?sendAmount=300', { waitUntil: 'commit' });
    await expect(page.locator('.boot .continue')).toBeAttached();
    const outline = await page.evaluate(() =>
      ['.boot .amount', '.boot .tiles > div', '.boot .fees', '.boot .continue'].map((selector) =>
        [...document.querySelectorAll(selector)].map((row) => {
          const { x, y, width, height } = row.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      ),
    );
    release();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(page.locator('.boot')).toHaveCount(0);
    // The pay methods come with their own answer, which may follow Continue's.
    await expect(page.locator('main [role="radiogroup"] > *').nth(4)).toBeVisible();
    // Edit as the app draws it: each box the one holding the named text, the tiles the first five pay methods.
    const edit = await page.evaluate(() => {
      const box = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      };
      const holding = (text: string, radius: string) => {
        let element = [...document.querySelectorAll('main *')].find((e) => e.textContent === text);
        while (element && getComputedStyle(element).borderTopLeftRadius !== radius)
          element = element.parentElement!;
        return box(element!);
      };
      return [
        [holding('You Pay', '24px'), holding('You get (estimate)', '24px')],
        [...document.querySelectorAll('main [role="radiogroup"] > *')].slice(0, 5).map(box),
        [holding('Total fees', '24px')],
        [box([...document.querySelectorAll('main button')].find((b) => b.textContent === 'Continue')!)],
      ];
    });
    expect(outline).toEqual(edit);
  });

/** The bodies of the requests the page sends to one of the gateway's endpoints, as they go out. */
function bodiesSentTo(page: Page, endpoint: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/gateway/buying/${endpoint}`)) asked.push(request.postData() ?? '');
  });
  return asked;
}

test('Widget V2’s page comes with its token’s answer: the widget draws the link’s token and asks nothing for it', async ({
  page,
}) => {
  const asked = bodiesSentTo(page, 'getCurrencyInfo');
  await page.goto('/buy?currency=eth');
  await expect(page.getByRole('heading', { level: 1, name: 'ETH' })).toBeVisible();
  await expect(page.getByText('Ethereum')).toBeVisible();
  expect(asked).toEqual([]);
});

test('Widget V2’s page answered for a token the gateway does not sell shows the failure in the buyer’s language; Try again asks', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const asked = bodiesSentTo(page, 'getCurrencyInfo');
  await page.goto('/buy?currency=NOPE');
  await expect(page.getByRole('alert')).toHaveText('哎呀！请稍后再试。');
  expect(asked).toEqual([]);
  await page.getByRole('button', { name: '重试' }).click();
  await expect.poll(() => asked).toEqual(['currency=NOPE']);
  await expect(page.getByRole('alert')).toHaveText('哎呀！请稍后再试。');
  await context.close();
});

test('a partner’s theme asks for no code beyond the app’s but the contrast check: no validator', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The app's page: no Link header names the theme's chunks there, the app alone asks for them.
  await page.goto('/my-orders?partnerId=aurora');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 10, 30)');
  expect(scripts.filter((script) => /\/assets\/contrast-[^/]+\.js$/.test(script))).toHaveLength(1);
  expect(scripts.filter((script) => /partnerFile|validator/.test(script))).toEqual([]);
});

test('a widget named with a partner loads that partner’s theme beside the app’s code, not after it', async ({
  page,
}) => {
  const themeBeforeEntry = await sentWhileHeld(page, /\/assets\/index-[^/]+\.js$/, (url) =>
    /\/assets\/contrast-[^/]+\.js$/.test(url),
  );
  await page.goto('/buy-v1?partnerId=aurora');
  expect(await themeBeforeEntry()).toBe(true);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 10, 30)');
});

test('Edit opened by a link with a query loads its code beside the entry, not after it', async ({ page }) => {
  const editBeforeEntry = await sentWhileHeld(page, /\/assets\/index-[^/]+\.js$/, (url) =>
    /\/assets\/Edit-[^/]+\.js$/.test(url),
  );
  await page.goto('/edit?getCurrency=ETH&getCurrencyAmount=0.5');
  expect(await editBeforeEntry()).toBe(true);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('an order’s page opened from a link asks for the order while its code is still on its way, and only once', async ({
  page,
  app,
}) => {
  const order = await newOrder(page.request, app.origin, '/order-status');
  const asked = bodiesSentTo(page, 'orderDetail');
  const askedBeforeCode = await sentWhileHeld(page, /\/assets\/OrderStatus-[^/]+\.js$/, (url) =>
    url.endsWith('/gateway/buying/orderDetail'),
  );
  await page.goto(`/order-status?orderNo=${order.orderNo}`);
  expect(await askedBeforeCode(), 'the order asked before the screen’s code came').toBe(true);
  await expect(page.getByText(order.orderNo)).toBeVisible();
  // The screen's first poll took the boot's answer: the next one comes 2 s after it.
  expect(asked).toEqual([`orderNo=${order.orderNo}`]);
});

test('an order’s page opened from a link shows its title and the order loading while its code is on its way', async ({
  page,
  app,
}) => {
  const order = await newOrder(page.request, app.origin, '/order-status');
  const release = await holdScripts(page, /\/assets\/OrderStatus-[^/]+\.js$/);
  await page.goto(`/order-status?orderNo=${order.orderNo}`);
  // The page the gateway rendered ahead, not index.html's outline of the quote screen.
  await expect(page.getByRole('heading', { name: 'Order Status' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your order' })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
  release();
  await expect(page.getByText(order.orderNo)).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});

test('a logged-in buyer opening a login-only page sees it in place of its page rendered for a visitor without a login, with no error', async ({
  page,
  app,
}) => {
  await logIn(page, 'en-US', app.origin);
  const authToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { authToken: string }).authToken,
  );
  const order = await newOrder(page.request, app.origin, '/order-status', authToken);
  const errors = errorsOf(page);
  const response = await page.goto('/my-orders');
  expect(response?.headers()['x-prerendered']).toBe('screen-MyOrders');
  await expect(page.getByText(order.orderNo)).toBeVisible();
  // Replaced, not taken over: the page's skeleton was the one a visitor without a login gets.
  expect(errors).toEqual([]);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});

for (const [locale, title, field, sendCode] of [
  ['en-US', 'Log In', 'E-mail address', 'Send code'],
  ['zh-CN', '登录', '电子邮箱地址', '发送验证码'],
] as const)
  test(`Log In opened from a link, in ${locale}: the app takes over the page rendered ahead, which then works`, async ({
    browser,
    app,
  }) => {
    const context = await browser.newContext({ baseURL: app.origin, locale });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { htmlTitle: document.querySelector('#root h1') });
      }),
    );
    const response = await page.goto('/email-login');
    expect(response?.headers()['x-prerendered']).toBe('screen-EmailLogin');
    const email = page.getByRole('textbox', { name: field });
    // The app's first effect focuses the field: the app is running.
    await expect(email).toBeFocused();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { htmlTitle: Element | null }).htmlTitle ===
          document.querySelector('#root h1'),
      ),
    ).toBe(true);
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await email.fill(`taken-over-${locale}@example.com`);
    await page.getByRole('button', { name: sendCode }).click();
    await expect(page).toHaveURL(/\/verification-code$/);
    expect(errors).toEqual([]);
    await context.close();
  });

for (const [locale, field, sendCode] of [
  ['en-US', 'E-mail address', 'Send code'],
  ['zh-CN', '电子邮箱地址', '发送验证码'],
] as const)
  test(`Log In from a link takes the e-mail before the app’s code has come, in ${locale}: Enter reloads nothing, and Send code tapped then is sent once the code is in`, async ({
    browser,
    app,
  }) => {
    const context = await browser.newContext({ baseURL: app.origin, locale, hasTouch: true });
    const page = await context.newPage();
    const errors = errorsOf(page);
    const release = await holdScripts(page, THE_ENTRY);
    await page.goto('/email-login', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: field });
    await email.click();
    await email.pressSequentially(`ahead-${locale}@example.com`);
    await email.press('Enter');
    await page.getByRole('button', { name: sendCode }).tap();
    await expect(page).toHaveURL(/\/email-login$/);
    await expect(email).toHaveValue(`ahead-${locale}@example.com`);
    // Nothing of the app has run: the page is still the HTML's.
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    release();
    await expect(page).toHaveURL(/\/verification-code$/);
    // The address as the app keeps it (lower case).
    await expect(page.getByText(`ahead-${locale.toLowerCase()}@example.com`, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

/** Every route's page rendered ahead (not Edit's, not the widgets', which have pages of their own). */
const SCREEN_PAGES = routes
  .map((route) => route.path)
  .filter((path) => !['/edit', '/buy', '/buy-v1'].includes(path));

for (const path of SCREEN_PAGES)
  test(`${path} opened fresh: its page rendered ahead is taken over with no mismatch, or replaced when the build rendered an order’s link`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { htmlFirst: document.querySelector('#root [data-prerendered] > *') });
      }),
    );
    const response = await page.goto(path);
    expect(response?.headers()['x-prerendered']).toMatch(/^screen-/);
    const renderedAt = /data-prerendered="([^"]*)"/.exec((await response?.text()) ?? '')?.[1];
    if (renderedAt === path) {
      // Live from the app's first commit, with the elements the HTML brought.
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      expect(
        await page.evaluate(
          () => (window as unknown as { htmlFirst: Element | null }).htmlFirst?.isConnected,
        ),
      ).toBe(true);
    } else {
      expect(renderedAt).toBe(`${path}?orderNo=0`);
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

test('an order’s page opened from a link loads its code beside the entry, not after it', async ({
  page,
  app,
}) => {
  const order = await newOrder(page.request, app.origin, '/order-status');
  const screenBeforeEntry = await sentWhileHeld(page, /\/assets\/index-[^/]+\.js$/, (url) =>
    /\/assets\/OrderStatus-[^/]+\.js$/.test(url),
  );
  await page.goto(`/order-status?orderNo=${order.orderNo}`);
  expect(await screenBeforeEntry()).toBe(true);
  await expect(page.getByText(order.orderNo)).toBeVisible();
});

test.describe('the app’s page', () => {
  // The service worker would fetch the stylesheet for its cache, past what the page asks for.
  test.use({ serviceWorkers: 'block' });

  test('brings its stylesheet inline: the screen’s code the gateway names with it never holds it up', async ({
    page,
    app,
  }) => {
    const order = await newOrder(page.request, app.origin, '/order-status');
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const response = await page.goto(`/order-status?orderNo=${order.orderNo}`);
    expect(response?.headers()['link']).toMatch(/\/assets\/OrderStatus-[^/]+\.js>; rel=modulepreload/);
    await expect(page.getByText(order.orderNo)).toBeVisible();
    expect(stylesheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await expect(page.locator('body')).toHaveCSS('font-family', /^Roboto/);
  });
});

test('an order’s page opened from a link loads the stores it reads in one script, not one per store', async ({
  page,
  app,
}) => {
  const order = await newOrder(page.request, app.origin, '/order-status');
  // What the app fetches once idle is for later (the buttons' ripple, the next step's screen); the page is
  // idle while it waits for the order, so that came or not by the time the order showed. Held back here.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`/order-status?orderNo=${order.orderNo}`);
  await expect(page.getByText(order.orderNo)).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  // The boot's, the screen's with what it imports, the catalogue's two parts and the deferred stores' two
  // (scripts/fewBootChunks.ts). With the stores left to the bundler's chunking, it was 28 files.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(22);
  expect(new Set(scripts).size).toBe(scripts.length);
});

/** The first screen's first requests, by endpoint, in order. */
const FIRST_REQUESTS = ['country', 'getList', 'offerInquiry', 'payList'];

/** The first requests the page asks, by endpoint, as they go out. */
function firstRequestsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const endpoint = /\/gateway\/buying\/(\w+)$/.exec(request.url())?.[1];
    if (endpoint && FIRST_REQUESTS.includes(endpoint)) asked.push(endpoint);
  });
  return asked;
}

/**
 * Opens /edit with the app's code held: the first requests go out all the same. Once the code has come, the
 * estimate shown is the answer to the quote the page sent, and none was asked twice (the app took them all).
 */
async function firstRequestsGoOutWithThePage(page: Page): Promise<void> {
  const asked = firstRequestsAsked(page);
  const quoted = page.waitForResponse((response) => response.url().endsWith('/offerInquiry'));
  const release = await holdScripts(page, THE_ENTRY);
  await page.goto('/edit', { waitUntil: 'commit' });
  await expect.poll(() => [...asked].sort()).toEqual(FIRST_REQUESTS);
  const quote = (await (await quoted).json()) as { getCurrencyAmount: string };
  release();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expect(page.getByLabel('You get (estimate)', { exact: true })).toHaveValue(quote.getCurrencyAmount);
  expect([...asked].sort()).toEqual(FIRST_REQUESTS);
}

/** The app's entry script. */
const THE_ENTRY = /\/assets\/index-[^/]+\.js$/;
/** Aurora's accent (theme/partners/aurora.json), as the browser computes it. */
const AURORA_ACCENT = 'rgb(167, 139, 250)';

/** Holds the scripts whose URL matches `held` until the returned function is called. */
async function holdScripts(page: Page, held: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The amounts of the quotes the page asks for, in order. */
function quotedAmounts(page: Page): string[] {
  const amounts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/offerInquiry'))
      amounts.push(new URLSearchParams(request.postData() ?? '').get('sendCurrencyAmount') ?? '');
  });
  return amounts;
}

/**
 * Opens /edit with the app's code held, focuses the crypto's currency button on the page the HTML brought as
 * `reach` does, then lets the code come and waits for the first quote.
 */
async function reachBeforeTheCode(page: Page, reach: () => Promise<void>): Promise<void> {
  const release = await holdScripts(page, THE_ENTRY);
  await page.goto('/edit', { waitUntil: 'commit' });
  await reach();
  await expect(page.getByRole('button', { name: 'BTC, change currency' })).toBeFocused();
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  release();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
}

/** Types `amount` over the pay amount of the page the HTML brought, leaving the caret before its last digit. */
async function typeWhileHeld(page: Page, amount: string): Promise<void> {
  const payAmount = page.getByLabel('You Pay', { exact: true });
  await payAmount.click();
  await payAmount.press('ControlOrMeta+a');
  await payAmount.pressSequentially(amount);
  await payAmount.press('ArrowLeft');
  await expect(payAmount).toHaveValue(amount);
  // Typed before any script ran: the app's page has not replaced the HTML's.
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
}

/**
 * Holds the scripts whose URL matches `held` until a request `awaited` accepts is sent, or 10 s: the answer
 * tells whether that request went out while they were held, i.e. without waiting for them.
 */
async function sentWhileHeld(
  page: Page,
  held: RegExp,
  awaited: (url: string) => boolean,
): Promise<() => Promise<boolean>> {
  let sent = () => {};
  const wasSent = new Promise<void>((resolve) => (sent = resolve));
  page.on('request', (request) => {
    if (awaited(request.url())) sent();
  });
  let verdict: Promise<boolean> | undefined;
  await page.route(held, async (route) => {
    verdict ??= Promise.race([
      wasSent.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    await verdict;
    await route.continue();
  });
  return async () => {
    await expect.poll(() => verdict !== undefined, { timeout: 20_000 }).toBe(true);
    return verdict!;
  };
}

/** What the page reports as an error: uncaught exceptions (a hydration's mismatch among them) and console errors. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
