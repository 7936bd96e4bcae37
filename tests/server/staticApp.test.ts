import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { type FirstVisitChunks, TOKEN_ICON_SLOT } from '../../src/lib/firstScreenPages.ts';

const script = 'console.log("the app");'.repeat(100);
let dist: string;
let gateway: TestGateway;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Buy Crypto</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
  gateway = await startGateway({ DIST_DIR: dist });
});
afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the served app', () => {
  it('answers every client route with the app page, revalidated, under the CSP', async () => {
    const res = await gateway.request('/order-status?orderNo=1');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Buy Crypto</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves hashed assets precompressed and cached for good', async () => {
    const res = await fetch(`${gateway.origin}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('keeps API misses as respCode answers, not the app page', async () => {
    const res = await gateway.request('/gateway/buying/noSuchEndpoint', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ respCode: 404 });
  });
});

/** A build with the app's page and Edit pre-rendered in both languages. */
function buildWithPrerenderedEdit(): string {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>the app page</title>');
  fs.mkdirSync(path.join(built, 'prerendered'));
  fs.writeFileSync(path.join(built, 'prerendered', 'edit.en-US.html'), '<p>You Pay</p>');
  fs.writeFileSync(path.join(built, 'prerendered', 'edit.zh-CN.html'), '<p>您支付</p>');
  return built;
}

describe('the pre-rendered first screen', () => {
  let built: string;
  let app: TestGateway;

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    app = await startGateway({ DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  const page = async (url: string, acceptLanguage?: string) => {
    const res = await fetch(`${app.origin}${url}`, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    return { res, body: await res.text() };
  };

  it('answers a plain /edit and / in the language the app will start in', async () => {
    expect((await page('/edit', 'en-GB,en;q=0.9')).body).toBe('<p>You Pay</p>');
    expect((await page('/edit', 'zh-TW,zh;q=0.9,en;q=0.8')).body).toBe('<p>您支付</p>');
    // The app reads the browser's first language only: a French buyer gets English, as the app shows.
    expect((await page('/', 'fr-FR,zh-CN;q=0.5')).body).toBe('<p>You Pay</p>');
    const { res, body } = await page('/');
    expect(body).toBe('<p>You Pay</p>');
    expect(res.headers.get('vary')).toContain('accept-language');
    expect(res.headers.get('x-prerendered')).toBe('edit');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("answers in the language the buyer chose in Settings (the app's cookie), whatever the browser's", async () => {
    const withCookie = async (cookie: string, acceptLanguage: string) =>
      (await fetch(`${app.origin}/edit`, { headers: { cookie, 'accept-language': acceptLanguage } })).text();
    expect(await withCookie('theme=dark; locale=zh-CN', 'en-US,en;q=0.9')).toBe('<p>您支付</p>');
    expect(await withCookie('locale=en-US', 'zh-CN')).toBe('<p>You Pay</p>');
    // Anything else in the cookie is no choice: the browser's language decides.
    expect(await withCookie('locale=../../index', 'zh-CN')).toBe('<p>您支付</p>');
    expect(await withCookie('xlocale=en-US', 'zh-CN')).toBe('<p>您支付</p>');
  });

  it('answers /edit with a query (another first screen) and other routes with the app page', async () => {
    const withQuery = await page('/edit?getCurrency=ETH', 'zh-CN');
    expect(withQuery.body).toContain('the app page');
    expect(withQuery.res.headers.get('x-prerendered')).toBeNull();
    expect((await page('/?partnerId=acme')).body).toContain('the app page');
    // A partner remembered from an earlier visit: its theme, not the pre-rendered default one.
    const remembered = await fetch(`${app.origin}/edit`, {
      headers: { cookie: 'locale=zh-CN; partnerId=aurora' },
    });
    expect(await remembered.text()).toContain('the app page');
    expect((await page('/my-orders', 'zh-CN')).body).toContain('the app page');
  });
});

describe("the widgets' pages", () => {
  let built: string;
  let app: TestGateway;

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    for (const page of ['buy', 'buy-v1', 'edit-unrendered', 'edit-partner-aurora', 'buy-v1-partner-aurora'])
      for (const locale of ['en-US', 'zh-CN'])
        fs.writeFileSync(
          path.join(built, 'prerendered', `${page}.${locale}.html`),
          `<p>${page} ${locale}</p>`,
        );
    fs.writeFileSync(
      path.join(built, 'prerendered', 'partner-theme.json'),
      JSON.stringify(['/assets/partnerFile-a1.js', '/assets/contrast-b2.js']),
    );
    app = await startGateway({ DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  /** A page as an English browser gets it unless said: its body, its Link header and the build's page it is. */
  const pageAt = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.origin}${url}`, { headers: { 'accept-language': 'en-US', ...headers } });
    return { body: await res.text(), link: res.headers.get('link'), page: res.headers.get('x-prerendered') };
  };

  it("answer each widget route with its widget's page in the buyer's language, framable by partners", async () => {
    const page = async (url: string, acceptLanguage: string) => {
      const res = await fetch(`${app.origin}${url}`, { headers: { 'accept-language': acceptLanguage } });
      return { res, body: await res.text() };
    };
    expect((await page('/buy', 'en-GB')).body).toBe('<p>buy en-US</p>');
    expect((await page('/buy/?partnerId=aurora', 'zh-CN')).body).toBe('<p>buy zh-CN</p>');
    expect((await page('/buy-v1', 'zh-TW,zh')).body).toBe('<p>buy-v1 zh-CN</p>');
    const { res, body } = await page('/buy-v1/ETH?partnerId=northwind', 'en-US');
    expect(body).toBe('<p>buy-v1 en-US</p>');
    expect(res.headers.get('x-prerendered')).toBe('buy-v1');
    expect(res.headers.get('vary')).toEqual(expect.stringContaining('accept-language'));
    expect(res.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/aurora\.example/,
    );
    expect(res.headers.get('x-frame-options')).toBeNull();
    // Not a widget: the app's page.
    expect((await page('/buy-widget', 'zh-CN')).body).toContain('the app page');
  });

  it("answer Widget V1's link naming nothing but a partner with the widget rendered in the partner's theme", async () => {
    const built = async (url: string) => (await pageAt(url)).page;
    expect(await built('/buy-v1?partnerId=aurora')).toBe('buy-v1-partner-aurora');
    expect(await built('/buy-v1/?partnerId=aurora')).toBe('buy-v1-partner-aurora');
    // A token in its path or its query, query colours, or a partner the build did not render it for.
    expect(await built('/buy-v1/ETH?partnerId=aurora')).toBe('buy-v1');
    expect(await built('/buy-v1?partnerId=aurora&getCurrency=ETH')).toBe('buy-v1');
    expect(await built('/buy-v1?partnerId=aurora&plugin-color-button=%23000')).toBe('buy-v1');
    expect(await built('/buy-v1?partnerId=northwind')).toBe('buy-v1');
    // Widget V2 has its own outline.
    expect(await built('/buy?partnerId=aurora')).toBe('buy');
  });

  it("name Widget V2's token icon for the browser to load at once: the link's token, else BTC", async () => {
    const link = async (url: string) => (await fetch(`${app.origin}${url}`)).headers.get('link');
    expect(await link('/buy?currency=eth')).toBe('</images/tokens/ETH.svg>; rel=preload; as=image');
    expect(await link('/buy/?getCurrency=USDT_TRC20')).toBe(
      '</images/tokens/USDT.svg>; rel=preload; as=image',
    );
    expect(await link('/buy')).toBe('</images/tokens/BTC.svg>; rel=preload; as=image');
    expect(await link('/buy?currency=%3Cscript%3E')).toBe('</images/tokens/BTC.svg>; rel=preload; as=image');
    // A token the gateway does not sell: the widget shows its failure, with no icon.
    expect(await link('/buy?currency=NOPE')).toBeNull();
    expect(await link('/buy-v1/ETH')).toBeNull();
  });

  it("name a partner's theme chunks with a widget asked with that partner, in its link or its cookie", async () => {
    const theme =
      '</assets/partnerFile-a1.js>; rel=modulepreload; fetchpriority=low, </assets/contrast-b2.js>; rel=modulepreload; fetchpriority=low';
    const link = async (url: string, cookie?: string) =>
      (await fetch(`${app.origin}${url}`, { headers: cookie ? { cookie } : {} })).headers.get('link');
    expect(await link('/buy-v1?partnerId=aurora')).toBe(theme);
    expect(await link('/buy-v1/ETH', 'locale=zh-CN; partnerId=northwind')).toBe(theme);
    expect(await link('/buy?partnerId=northwind')).toBe(
      `${'</images/tokens/BTC.svg>; rel=preload; as=image'}, ${theme}`,
    );
    // No partner, or one the gateway does not know, or not a widget: nothing to preload.
    expect(await link('/buy-v1')).toBeNull();
    expect(await link('/buy-v1?partnerId=nobody')).toBeNull();
    expect(await link('/buy-v1', 'partnerId=%3Cx%3E')).toBeNull();
    expect(await link('/order-status?partnerId=aurora')).toBeNull();
  });

  it("answer Edit that cannot be rendered ahead with the page naming its code, and a partner's theme chunks", async () => {
    expect(await pageAt('/edit?getCurrency=ETH&address=bc1q')).toEqual({
      body: '<p>edit-unrendered en-US</p>',
      link: null,
      page: 'edit-unrendered',
    });
    expect((await pageAt('/?sendCurrency=EUR', { 'accept-language': 'zh-CN' })).body).toBe(
      '<p>edit-unrendered zh-CN</p>',
    );
    // A partner whose Edit the build did not render, or a link naming more than the partner.
    const themed = await pageAt('/edit', { cookie: 'partnerId=northwind' });
    expect(themed.body).toBe('<p>edit-unrendered en-US</p>');
    expect(themed.link).toContain('</assets/partnerFile-a1.js>; rel=modulepreload');
    expect((await pageAt('/edit?partnerId=aurora&getCurrency=ETH')).link).toContain(
      '</assets/contrast-b2.js>; rel=modulepreload',
    );
    expect((await pageAt('/edit?partnerId=northwind')).page).toBe('edit-unrendered');
    // Rendered ahead: a plain /edit.
    expect(await pageAt('/edit')).toEqual({ body: '<p>You Pay</p>', link: null, page: 'edit' });
  });

  it("answer a partner's link naming nothing else, and a plain /edit with the partner's cookie, with Edit rendered in its theme", async () => {
    const linked = await pageAt('/edit?partnerId=aurora');
    expect(linked).toMatchObject({ body: '<p>edit-partner-aurora en-US</p>', page: 'edit-partner-aurora' });
    // Its theme's chunks load beside the entry, as with the page naming Edit's code.
    expect(linked.link).toContain('</assets/contrast-b2.js>; rel=modulepreload');
    expect((await pageAt('/?partnerId=aurora', { 'accept-language': 'zh-CN' })).body).toBe(
      '<p>edit-partner-aurora zh-CN</p>',
    );
    expect((await pageAt('/edit', { cookie: 'partnerId=aurora' })).page).toBe('edit-partner-aurora');
    // A partner the gateway does not know, or a query beside the partner: the page naming Edit's code.
    expect((await pageAt('/edit?partnerId=nobody')).page).toBe('edit-unrendered');
    expect((await pageAt('/edit?partnerId=aurora&plugin-color-button=%23000')).page).toBe('edit-unrendered');
    expect((await pageAt('/edit?getCurrency=ETH', { cookie: 'partnerId=aurora' })).page).toBe(
      'edit-unrendered',
    );
  });
});

describe("the app's page names the caller's currency", () => {
  let built: string;
  let app: TestGateway;

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    app = await startGateway({ DIST_DIR: built, COUNTRY_HEADER: 'CF-IPCountry', DEFAULT_COUNTRY: 'US' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  const cookieOf = async (url: string, country?: string) =>
    (await fetch(`${app.origin}${url}`, { headers: country ? { 'cf-ipcountry': country } : {} })).headers.get(
      'set-cookie',
    );

  it("in a cookie the app reads, for its first quote: the country's currency, else the default country's", async () => {
    expect(await cookieOf('/edit', 'DE')).toBe('callerCurrency=EUR; Path=/; Max-Age=86400; SameSite=Lax');
    expect(await cookieOf('/', 'GB')).toMatch(/^callerCurrency=GBP;/);
    expect(await cookieOf('/edit?sendCurrencyAmount=250', 'DE')).toMatch(/^callerCurrency=EUR;/);
    expect(await cookieOf('/buy-widget', 'DE')).toMatch(/^callerCurrency=EUR;/);
    expect(await cookieOf('/edit')).toMatch(/^callerCurrency=USD;/);
    // A country the header names but the gateway does not know: the default country's.
    expect(await cookieOf('/edit', 'XX')).toMatch(/^callerCurrency=USD;/);
  });

  it('varies on the country header, so a cache in front never hands one country’s currency to another', async () => {
    const varyOf = async (url: string) =>
      (await fetch(`${app.origin}${url}`, { headers: { 'cf-ipcountry': 'DE' } })).headers
        .get('vary')
        ?.split(', ');
    for (const url of ['/edit', '/edit?sendCurrencyAmount=250', '/order-status', '/buy-widget'])
      expect(await varyOf(url)).toContain('cf-ipcountry');
    // The pre-rendered page's own reasons stay.
    expect(await varyOf('/edit')).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
  });
});

describe('the page of a route opening a later screen', () => {
  let built: string;
  let app: TestGateway;

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    const chunks = (screen: string, locale: string) => [`/assets/${screen}-a1.js`, `/assets/${locale}-b2.js`];
    const firstVisit: FirstVisitChunks = {
      routes: {
        '/order-status': 'OrderStatus',
        '/my-orders': 'MyOrders',
        '/edit': 'Edit',
        '/buy/:getCurrency': 'Edit',
      },
      screens: Object.fromEntries(
        ['OrderStatus', 'MyOrders', 'Edit'].map((screen) => [
          screen,
          { 'en-US': chunks(screen, 'en-US'), 'zh-CN': chunks(screen, 'zh-CN') },
        ]),
      ),
    };
    fs.writeFileSync(path.join(built, 'prerendered', 'first-visit-chunks.json'), JSON.stringify(firstVisit));
    // Order Status rendered ahead; My Orders not (a build from before these pages).
    fs.writeFileSync(
      path.join(built, 'prerendered', 'screen-OrderStatus.en-US.html'),
      '<h1>Order Status</h1>',
    );
    fs.writeFileSync(path.join(built, 'prerendered', 'screen-OrderStatus.zh-CN.html'), '<h1>订单状态</h1>');
    app = await startGateway({ DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  const answer = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${app.origin}${url}`, { headers });

  it("answers with the screen rendered ahead in the buyer's language, naming its chunks at a low priority", async () => {
    const res = await answer('/order-status?orderNo=202611301234567890', { 'accept-language': 'zh-CN' });
    expect(await res.text()).toBe('<h1>订单状态</h1>');
    // Not the offline shell the service worker keeps for every route.
    expect(res.headers.get('x-prerendered')).toBe('screen-OrderStatus');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('link')).toBe(
      '</assets/OrderStatus-a1.js>; rel=modulepreload; fetchpriority=low, </assets/zh-CN-b2.js>; rel=modulepreload; fetchpriority=low',
    );
    expect(res.headers.get('vary')?.split(', ')).toEqual(
      expect.arrayContaining(['accept-language', 'cookie']),
    );
    // The language the buyer chose in Settings wins over the browser's.
    const chosen = await answer('/order-status', { 'accept-language': 'zh-CN', cookie: 'locale=en-US' });
    expect(chosen.headers.get('link')).toContain('</assets/en-US-b2.js>');
    expect(await chosen.text()).toBe('<h1>Order Status</h1>');
    // An alias with a parameter, as the router writes it.
    expect((await answer('/buy/ETH')).headers.get('link')).toContain('</assets/Edit-a1.js>');
  });

  it("answers with the app's page for a partner's theme, never rendered ahead, and a screen without a page", async () => {
    for (const [url, headers] of [
      ['/order-status?orderNo=202611301234567890&partnerId=aurora', {}],
      ['/order-status?orderNo=202611301234567890', { cookie: 'partnerId=aurora' }],
      ['/my-orders', {}],
    ] as const) {
      const res = await answer(url, headers);
      expect(await res.text(), url).toContain('<title>the app page</title>');
      expect(res.headers.get('x-prerendered'), url).toBeNull();
      expect(res.headers.get('link'), url).toMatch(
        /^<\/assets\/(OrderStatus|MyOrders)-a1\.js>; rel=modulepreload/,
      );
    }
  });

  it('leaves the routes with pages of their own, and paths the app has no screen for, without it', async () => {
    const edit = await answer('/edit');
    expect(await edit.text()).toBe('<p>You Pay</p>');
    expect(edit.headers.get('link')).toBeNull();
    const unknown = await answer('/no-such-page');
    expect(await unknown.text()).toContain('<title>the app page</title>');
    expect(unknown.headers.get('link')).toBeNull();
  });
});

describe("Widget V2's page, answered for its link's token", () => {
  const LIMIT = 3;
  let built: string;
  let app: TestGateway;
  const recorded = (locale: string) => ({
    url: '/gateway/buying/getCurrencyInfo',
    method: 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': locale,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'currency=LINK_TOKEN',
  });

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    for (const locale of ['en-US', 'zh-CN']) {
      // As large as a built page (~5 KB): worth compressing.
      const styles = `<style>${'.css-a1{display:flex}'.repeat(200)}</style>`;
      fs.writeFileSync(
        path.join(built, 'prerendered', `buy.${locale}.html`),
        `<title>buy ${locale}</title>${styles}<script type="module" src="/assets/index-a1.js"></script>` +
          `<svg><circle r="24" />${TOKEN_ICON_SLOT} x="16" /></svg>`,
      );
      fs.writeFileSync(path.join(built, 'prerendered', `buy-v1.${locale}.html`), `<p>buy-v1 ${locale}</p>`);
    }
    fs.writeFileSync(
      path.join(built, 'prerendered', 'page-requests.json'),
      JSON.stringify({ buy: { 'en-US': [recorded('en-US')], 'zh-CN': [recorded('zh-CN')] } }),
    );
    app = await startGateway({
      DIST_DIR: built,
      IP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  /** The page asked from an address (the test plays the proxy), and the answers written into it. */
  const page = async (url: string, ip: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.origin}${url}`, { headers: { 'x-forwarded-for': ip, ...headers } });
    const body = await res.text();
    const data = /<script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(body)?.[1];
    return {
      res,
      body,
      answers: JSON.parse(data ?? 'null') as Array<Record<string, unknown> & { answer: string }> | null,
    };
  };

  it('carries the answer the app would get to its token request, before the entry, for the link’s token', async () => {
    const { res, body, answers } = await page('/buy?currency=eth&partnerId=aurora', '203.0.113.10', {
      'accept-language': 'zh-CN',
    });
    expect(res.headers.get('x-prerendered')).toBe('buy');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/aurora\.example/,
    );
    expect(body).toMatch(
      /^<title>buy zh-CN<\/title><style>.*<\/style><script type="application\/json" id="page-answers">.*<\/script>\n\s*<script type="module"/,
    );
    expect(answers).toEqual([
      { ...recorded('zh-CN'), body: 'currency=ETH', status: 200, answer: expect.any(String) },
    ]);
    const asked = await app.post<{ data: object }>(
      'getCurrencyInfo',
      { currency: 'ETH' },
      { 'accept-language': 'zh-CN' },
    );
    expect(JSON.parse(answers?.[0].answer ?? '')).toEqual({
      ...asked,
      data: { ...asked.data, vol24: expect.any(Number) },
    });
  });

  it('answers for BTC when the link names no token, or one that is no symbol; a token not sold, with its refusal', async () => {
    const tokenOf = async (url: string) => {
      const [answer] = (await page(url, '203.0.113.11')).answers ?? [];
      return {
        body: answer.body,
        answer: JSON.parse(answer.answer) as { respCode: number; respMessage: string },
      };
    };
    expect((await tokenOf('/buy')).body).toBe('currency=BTC');
    const script = await tokenOf('/buy?currency=%3C%2Fscript%3E%3Cscript%3E');
    expect(script.body).toBe('currency=BTC');
    expect(script.answer.respCode).toBe(200);
    const notSold = await tokenOf('/buy/?getCurrency=nope');
    expect(notSold.body).toBe('currency=NOPE');
    expect(notSold.answer.respCode).not.toBe(200);
    expect(notSold.answer.respMessage).toMatch(/NOPE/);
  });

  it("draws its token's icon in its outline, where the widget will: the link's token, else BTC; none for one not sold", async () => {
    const slot = async (url: string, ip: string) =>
      /<image data-token-icon[^>]*>/.exec((await page(url, ip)).body)?.[0];
    expect(await slot('/buy?currency=eth&partnerId=aurora', '203.0.113.20')).toBe(
      '<image data-token-icon href="/images/tokens/ETH.svg" x="16" />',
    );
    expect(await slot('/buy?currency=%22%3E%3Cscript%3E', '203.0.113.21')).toBe(
      '<image data-token-icon href="/images/tokens/BTC.svg" x="16" />',
    );
    // The widget shows its refusal: the outline keeps its circle.
    expect(await slot('/buy/?getCurrency=nope', '203.0.113.22')).toBe('<image data-token-icon x="16" />');
  });

  it('is compressed for a browser that accepts it', async () => {
    const res = await fetch(`${app.origin}/buy?currency=USDT`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('currency=USDT');
  });

  it('counts its answer against the buyer’s address, as the app’s own request would be', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const [answer] = (await page('/buy', '203.0.113.12')).answers ?? [];
      expect(JSON.parse(answer.answer)).toMatchObject({ respCode: 200 });
    }
    const [refused] = (await page('/buy', '203.0.113.12')).answers ?? [];
    expect(JSON.parse(refused.answer)).toMatchObject({ respCode: 5001 });
    const [elsewhere] = (await page('/buy', '203.0.113.13')).answers ?? [];
    expect(JSON.parse(elsewhere.answer)).toMatchObject({ respCode: 200 });
  });

  it('leaves Widget V1’s page as built', async () => {
    const { body, answers } = await page('/buy-v1?currency=ETH', '203.0.113.14');
    expect(body).toBe('<p>buy-v1 en-US</p>');
    expect(answers).toBeNull();
  });
});

describe('a page asked with a partner', () => {
  let built: string;
  let app: TestGateway;
  /** aurora's dark theme (theme/partners/aurora.json): its page, surface, muted surface and divider. */
  const AURORA =
    '<style>:root{--boot-page:#0F0A1E;--boot-surface:#1B1433;--boot-muted:#261C45;--boot-divider:#33285A}</style>';
  /** index.html's: the default theme's top bar. */
  const THEME_COLOR = '<meta name="theme-color" content="#FFFFFF" />';

  beforeAll(async () => {
    built = buildWithPrerenderedEdit();
    for (const page of ['buy', 'buy-v1'])
      for (const locale of ['en-US', 'zh-CN'])
        fs.writeFileSync(
          path.join(built, 'prerendered', `${page}.${locale}.html`),
          `<html><head>${THEME_COLOR}<title>${page} ${locale}</title></head><body><div class="boot"></div><script type="module" src="/assets/index-a1.js"></script></body></html>`,
        );
    fs.writeFileSync(
      path.join(built, 'index.html'),
      `<html><head>${THEME_COLOR}<title>the app page</title></head><body>${'<p>outline</p>'.repeat(100)}</body></html>`,
    );
    const recorded = {
      url: '/gateway/buying/getCurrencyInfo',
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currency=LINK_TOKEN',
    };
    fs.writeFileSync(
      path.join(built, 'prerendered', 'page-requests.json'),
      JSON.stringify({ buy: { 'en-US': [recorded], 'zh-CN': [recorded] } }),
    );
    app = await startGateway({ DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.origin}${url}`, { headers: { 'accept-language': 'en-US', ...headers } });
    return { body: await res.text(), page: res.headers.get('x-prerendered') };
  };
  /** The head's outline colours, if the page has any. */
  const outlineOf = (body: string) => /<style>:root\{--boot-[^<]*<\/style>/.exec(body)?.[0];

  it("draws the outline in the partner's colours, from its link or its cookie, in the page's head", async () => {
    const v1 = await page('/buy-v1/ETH?partnerId=aurora', { 'accept-language': 'zh-CN' });
    // The browser's colour around the page is aurora's top bar's.
    expect(v1.body).toBe(
      `<html><head><meta name="theme-color" content="#24194A" /><title>buy-v1 zh-CN</title>${AURORA}\n  </head><body><div class="boot"></div><script type="module" src="/assets/index-a1.js"></script></body></html>`,
    );
    expect(v1.page).toBe('buy-v1');
    expect(outlineOf((await page('/buy-v1', { cookie: 'partnerId=aurora' })).body)).toBe(AURORA);
  });

  it("carries both Widget V2's token answer and the partner's colours", async () => {
    const { body, page: built } = await page('/buy?currency=ETH&partnerId=aurora');
    expect(built).toBe('buy');
    expect(outlineOf(body)).toBe(AURORA);
    expect(body).toContain('"body":"currency=ETH"');
  });

  it("writes them into the app's page too, for the partner's buyer on any other route (the purchase window), compressed", async () => {
    expect(outlineOf((await page('/order?orderNo=B1', { cookie: 'partnerId=aurora' })).body)).toBe(AURORA);
    const res = await fetch(`${app.origin}/edit?partnerId=aurora`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(outlineOf(await res.text())).toBe(AURORA);
    expect(outlineOf((await page('/order?orderNo=B1')).body)).toBeUndefined();
  });

  it('leaves the default colours to a page without a partner, with one the gateway does not know, or with a theme in them', async () => {
    const plain = (await page('/buy-v1')).body;
    expect(outlineOf(plain)).toBeUndefined();
    expect(plain).toContain(THEME_COLOR);
    expect(outlineOf((await page('/buy-v1?partnerId=nobody')).body)).toBeUndefined();
    expect(outlineOf((await page('/buy?partnerId=%3C%2Fstyle%3E')).body)).toBeUndefined();
    // northwind's file sets no colours.
    expect(outlineOf((await page('/buy-v1?partnerId=northwind')).body)).toBeUndefined();
  });
});
