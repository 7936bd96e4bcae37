// @vitest-environment node
// The build's pre-render runs in Node, without a document: emotion then collects the rules instead of inserting them.
import { describe, expect, it } from 'vitest';
import {
  pageWith,
  firstVisitChunks,
  partnerThemeChunks,
  screenChunks,
  screenCodePage,
  screensRenderedAhead,
  widgetTokenRequests,
  withFirstRequests,
  worksAhead,
  withModulePreloads,
} from '../../../scripts/prerender.ts';
import { LINK_TOKEN_MARK } from '../../../src/lib/pageRequests.ts';
import { TOKEN_ICON_SLOT } from '../../../src/lib/firstScreenPages.ts';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { landingRequestsAt, renderScreenAhead } from '../../../src/prerender/renderScreenAhead.tsx';
import { routes } from '../../../src/routes/registry.ts';

const classesIn = (html: string) =>
  new Set(
    [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap(([, list]) => list.split(' '))
      .filter((name) => /^css-/.test(name)),
  );

describe('the pre-rendered Edit page', () => {
  it.each([
    [
      'en-US',
      [
        // The country's skeleton, in the top bar from the first paint: the country arrives in it.
        'aria-label="Finding your country"',
        'You Pay',
        'You get (estimate)',
        'The rate is floating',
        'Loading payment methods',
        'Continue',
      ],
    ],
    [
      'zh-CN',
      [
        'aria-label="正在确定您所在的国家或地区"',
        '您支付',
        '您获得（预估）',
        '汇率为浮动汇率',
        '正在加载支付方式',
        '继续',
      ],
    ],
  ] as const)(
    'shows the first screen in %s, every class it uses styled in the page',
    async (locale, texts) => {
      const screen = await renderScreenAhead('/edit', locale);
      for (const text of texts) expect(screen.html).toContain(text);
      // Waiting for the gateway: the pay methods loading, Continue disabled.
      expect(screen.html).toMatch(/<button[^>]*disabled=""[^>]*>[^<]*(Continue|继续)<\/button>/);
      const styled = new Set(
        [...screen.styleTags.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap(([, ids]) => ids.split(' ')),
      );
      const classes = [...classesIn(screen.html)];
      expect(classes.length).toBeGreaterThan(20);
      expect(classes.filter((name) => !styled.has(name.slice('css-'.length)))).toEqual([]);
      // The rule of a layer no element names (the amount field's sx over InputBase): the browser's emotion
      // would insert it again in its first commit.
      expect(screen.styleTags).toMatch(/\.css-[a-z0-9]+\{height:100%;font-weight:600;font-size:32px;\}/);
      // Each tag marked as in place (data-s): the browser's emotion does not move it at its cache's creation.
      const tags = [...screen.styleTags.matchAll(/<style[^>]*>/g)].map(([tag]) => tag);
      expect(tags.length).toBeGreaterThan(1);
      expect(tags.filter((tag) => !/^<style data-s="" data-emotion="css(-global)? /.test(tag))).toEqual([]);
    },
    30_000,
  );

  it('records the requests its render asked as the app asks them at its boot, the caller’s currency marked', async () => {
    const screen = await renderScreenAhead('/edit', 'zh-CN');
    const byEndpoint = Object.fromEntries(
      screen.requests.map(({ url, ...request }) => [url.replace('/gateway/buying/', ''), request]),
    );
    expect(Object.keys(byEndpoint).sort()).toEqual(['country', 'getList', 'offerInquiry', 'payList']);
    for (const request of Object.values(byEndpoint)) expect(request.headers['accept-language']).toBe('zh-CN');
    // A GET has no body: a fetch with one would throw.
    expect(byEndpoint.country).toMatchObject({ method: 'GET', body: undefined });
    expect(new URLSearchParams(byEndpoint.offerInquiry.body).get('sendCurrency')).toBe('XXX');
  });

  it("renders a partner's link in the partner's theme, where it was rendered, asking its quote for the partner", async () => {
    const [own, aurora] = await Promise.all([
      renderScreenAhead('/edit', 'en-US'),
      renderScreenAhead('/edit', 'en-US', 'aurora'),
    ]);
    expect(aurora.location).toBe('/edit?partnerId=aurora');
    // Aurora's accent (theme/partners/aurora.json) in the theme's variables; the app's own in its page.
    expect(aurora.styleTags).toContain('--bc-palette-primary-main:#A78BFA');
    expect(own.styleTags).toContain('--bc-palette-primary-main:#2F5BEA');
    expect(aurora.html).toContain('The rate is floating');
    const quoteAsked = aurora.requests.find(({ url }) => url.endsWith('/offerInquiry'));
    expect(new URLSearchParams(quoteAsked?.body).get('partnerId')).toBe('aurora');
  });

  it('carries its first requests as data, with the script that sends them ahead of the app’s entry', () => {
    const page = '<head><script type="module" crossorigin src="/assets/index.js"></script></head>';
    const request = { url: '/gateway/buying/payList', method: 'POST', headers: {}, body: 'a=</script>' };
    const withThem = withFirstRequests(page, [request], '/assets/askFirst.js');
    const data = /<script type="application\/json" id="first-requests">(.*?)<\/script>/.exec(withThem)?.[1];
    expect(JSON.parse(data ?? '')).toEqual({
      requests: [request],
      callerCurrency: { mark: 'XXX', cookie: expect.stringContaining('callerCurrency=') },
      unchangingItems: ['visitor_id', 'trackedEvents', 'lastPurchase'],
    });
    expect(withThem).toMatch(
      /<\/script>\s*<script type="module" async src="\/assets\/askFirst\.js"><\/script>\s*<script type="module" crossorigin src="\/assets\/index\.js">/,
    );
    expect(() => withFirstRequests('<head></head>', [request], '/assets/askFirst.js')).toThrow(
      /module script/,
    );
  });

  it('goes into the built page: its language, its rules in the head, the screen in #root marked with where it was rendered, inert unless it works ahead of the app', () => {
    const template =
      '<!doctype html><html lang="en"><head><script type="module" src="/assets/index.js"></script></head>' +
      '<body><noscript>x</noscript><div id="root"><div class="boot"><svg></svg></div></div></body></html>';
    const edit = {
      location: '/edit',
      html: '<main>您支付</main>',
      styleTags: '<style data-emotion="css a">.css-a{}</style>',
    };
    const page = pageWith(template, edit, 'zh-CN');
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toMatch(/<style data-emotion="css a">\.css-a\{\}<\/style>\s*<\/head>/);
    expect(page).toContain(
      '<div id="root"><div data-prerendered="/edit" style="display:contents"><main>您支付</main></div></div>',
    );
    expect(page).not.toContain('class="boot"');
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
    const login = { location: '/email-login', html: '<form><input></form>', styleTags: '' };
    expect(pageWith(template, login, 'en-US')).toContain(
      '<div id="root"><div data-prerendered="/email-login" inert style="display:contents"><form><input></form></div></div>',
    );
    expect(() => pageWith('<html><body></body></html>', { ...edit, html: '' }, 'en-US')).toThrow(/#root/);
  });

  it('is live where the screen works ahead of the app: no form the browser would send, no label over a field', () => {
    expect(worksAhead('<main><button type="button">Continue</button><input name="amount"></main>')).toBe(
      true,
    );
    expect(
      worksAhead('<form method="dialog" class="a"><input name="email"><button>Send</button></form>'),
    ).toBe(true);
    expect(worksAhead('<form class="a"><input name="email"></form>')).toBe(false);
    expect(worksAhead('<form method="get"><input></form>')).toBe(false);
    expect(worksAhead('<label data-shrink="false">E-mail</label><input name="email">')).toBe(false);
    expect(worksAhead('<label data-shrink="true">E-mail</label><input name="email">')).toBe(true);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'of Edit and of Log In works ahead of the app in %s',
    async (locale) => {
      expect(worksAhead((await renderScreenAhead('/edit', locale)).html)).toBe(true);
      expect(worksAhead((await renderScreenAhead('/email-login', locale)).html)).toBe(true);
    },
  );

  it('preloads the chunks Edit and its catalogue wait for, beside the entry, each once', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_QuoteScreen.js': { file: 'assets/QuoteScreen.js', imports: ['_react.js', '_Input.js'] },
      '_Input.js': { file: 'assets/Input.js', imports: ['_react.js'] },
      'src/screens/Edit/index.tsx': { file: 'assets/Edit.js', imports: ['_QuoteScreen.js', '_react.js'] },
      'virtual:i18n/zh-CN': { file: 'assets/zh-CN.js' },
      'virtual:i18n/zh-CN/rest': { file: 'assets/rest.js' },
    };
    const chunks = screenChunks(manifest, 'Edit', 'zh-CN');
    expect(chunks).toEqual([
      '/assets/Edit.js',
      '/assets/QuoteScreen.js',
      '/assets/react.js',
      '/assets/Input.js',
      '/assets/zh-CN.js',
    ]);
    const page = withModulePreloads(
      '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body></body>',
      [...chunks, '/assets/index.js'],
    );
    const preloaded = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    expect(preloaded).toEqual([
      '/assets/react.js',
      '/assets/Edit.js',
      '/assets/QuoteScreen.js',
      '/assets/Input.js',
      '/assets/zh-CN.js',
    ]);
    expect(() => screenChunks({}, 'Edit', 'en-US')).toThrow(/no src\/screens\/Edit\/index.tsx/);
  });
});

describe('the pre-rendered page of a later screen', () => {
  const catalogues = { 'en-US': enUS, 'zh-CN': zhCN } as const;
  /** The texts a page shows: its elements' text and their accessible names. */
  const textOf = (html: string) =>
    [...html.matchAll(/aria-label="([^"]*)"|>([^<]+)</g)].map(([, label, text]) => label ?? text);

  it.each(['en-US', 'zh-CN'] as const)(
    "of an order's link shows its title and the order loading in %s, not its refusal of a link without one",
    async (locale) => {
      const messages = catalogues[locale];
      const screen = await renderScreenAhead('/order-status', locale);
      expect(screen.location).toBe('/order-status?orderNo=0');
      const texts = textOf(screen.html);
      expect(texts).toContain(messages['routes.orderStatus.title']);
      expect(texts).toContain(messages['order.flow.loading']);
      expect(screen.html).not.toContain(messages['order.flow.noOrderTitle']);
      expect(screen.styleTags).toContain('data-emotion="css ');
    },
    30_000,
  );

  it("of a login-only route shows its title and a skeleton, which the app's Login replaces for a buyer without a login", async () => {
    const screen = await renderScreenAhead('/my-orders', 'zh-CN');
    const texts = textOf(screen.html);
    expect(texts).toContain(zhCN['routes.myOrders.title']);
    expect(texts).toContain(zhCN['shell.loading']);
  });

  it('of the code page shows its title and a skeleton: the build has no code sent', async () => {
    const texts = textOf((await renderScreenAhead('/verification-code', 'en-US')).html);
    expect(texts).toContain(enUS['routes.verificationCode.title']);
    expect(texts).toContain(enUS['shell.loading']);
  });

  it("is one page per screen, at its route's path, for every screen but Edit's and the widgets'", () => {
    const ahead = screensRenderedAhead({
      routes: {
        '/edit': 'Edit',
        '/edit/:getCurrency': 'Edit',
        '/buy': 'BuyWidget',
        '/buy-v1/:getCurrency': 'BuyWidgetV1',
        '/order-status': 'OrderStatus',
        '/orders': 'MyOrders',
        '/my-orders': 'MyOrders',
      },
      screens: {},
    });
    expect(ahead).toEqual([
      ['OrderStatus', '/order-status'],
      ['MyOrders', '/orders'],
    ]);
  });
});

describe("a widget's page", () => {
  it('is the built page in the locale, naming the widget’s chunks and its catalogue', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js' },
      'src/screens/BuyWidget/index.tsx': { file: 'assets/BuyWidget.js', imports: ['_Chip.js'] },
      'src/screens/BuyWidgetV1/index.tsx': { file: 'assets/BuyWidgetV1.js' },
      '_Chip.js': { file: 'assets/Chip.js' },
      'virtual:i18n/zh-CN': { file: 'assets/zh-CN.js' },
    };
    const template =
      '<html lang="en"><head><script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><div id="root"><div class="boot" aria-hidden="true"><!-- outline --><div class="title"></div>' +
      '<div class="row field amount"></div><!-- /outline --></div></div></body></html>';
    const page = screenCodePage(template, manifest, 'BuyWidget', 'zh-CN');
    expect(page).toMatch(/^<html lang="zh-CN">/);
    expect(
      [...page.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(([, href]) => href),
    ).toEqual(['/assets/BuyWidget.js', '/assets/Chip.js', '/assets/zh-CN.js']);
    // Widget V2's own outline, not the quote screen's: its header drawn in px with a slot for the link's token's
    // icon over the circle (which the gateway fills: server/http/appPage.ts), then two fields and a button as
    // wide as the column.
    const header = /<!-- outline -->\s*(<svg[^>]*>[\s\S]*?<\/svg>)/.exec(page)?.[1];
    expect(header).toMatch(/^<svg width="360" height="78"[^>]*>\s*<circle cx="40" cy="51" r="24"/);
    expect(header).toContain(`${TOKEN_ICON_SLOT} x="16" y="27" width="48" height="48" />`);
    expect(page.match(/<div class="[^"]*"><\/div>/g)).toEqual([
      '<div class="row field"></div>',
      '<div class="row field"></div>',
      '<div class="row"></div>',
    ]);
    expect(page.match(/<svg/g)).toHaveLength(1);
    // Widget V1 is the quote screen: its page keeps index.html's.
    expect(screenCodePage(template, manifest, 'BuyWidgetV1', 'zh-CN')).toContain(
      '<!-- outline --><div class="title"></div><div class="row field amount"></div><!-- /outline -->',
    );
    expect(() => screenCodePage('<html><body></body></html>', manifest, 'BuyWidget', 'en-US')).toThrow(
      /outline/,
    );
  });

  it('of Widget V2 lists its token request as the app asks it, with the mark the gateway puts the link’s token in', () => {
    expect(widgetTokenRequests(landingRequestsAt, 'zh-CN')).toEqual([
      {
        url: '/gateway/buying/getCurrencyInfo',
        method: 'POST',
        headers: expect.objectContaining({ 'accept-language': 'zh-CN' }),
        body: `currency=${LINK_TOKEN_MARK}`,
      },
    ]);
  });

  it('of Widget V2 stops the build when the widget asks anything its link’s token alone does not decide', () => {
    const withQuote = () => [
      ...landingRequestsAt('/buy', `?currency=${LINK_TOKEN_MARK}`, 'en-US'),
      { url: '/gateway/buying/payList', method: 'POST', headers: {}, body: 'intercept=2' },
    ];
    expect(() => widgetTokenRequests(withQuote, 'en-US')).toThrow(
      /Widget V2 asks \/gateway\/buying\/payList at its boot/,
    );
  });
});

describe("a partner's theme", () => {
  it('waits for the contrast check, with what it imports that the entry does not load', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      'theme/contrast.ts': { file: 'assets/contrast.js', imports: ['index.html', '_luminance.js'] },
      '_luminance.js': { file: 'assets/luminance.js', imports: ['_runtime.js'] },
    };
    expect(partnerThemeChunks(manifest)).toEqual(['/assets/contrast.js', '/assets/luminance.js']);
  });
});

describe("every route's first visit", () => {
  // Every screen of the app, each with a chunk of its own; OrderStatus and Edit share one.
  const screenModules = Object.fromEntries(
    routes.map((route) => {
      const screen = route.name.charAt(0).toUpperCase() + route.name.slice(1);
      return [`src/screens/${screen}/index.tsx`, { file: `assets/${screen}.js`, imports: ['_runtime.js'] }];
    }),
  );
  const manifest: Record<string, { file: string; imports?: string[] }> = {
    'index.html': { file: 'assets/index.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    ...screenModules,
    'src/screens/Edit/index.tsx': { file: 'assets/Edit.js', imports: ['_quote.js', 'index.html'] },
    '_quote.js': { file: 'assets/quote.js' },
    'src/screens/OrderStatus/index.tsx': { file: 'assets/OrderStatus.js', imports: ['_quote.js'] },
    'src/stores/deferredStores.ts': { file: 'assets/deferredStores.js', imports: ['_stores.js'] },
    '_stores.js': { file: 'assets/stores.js', imports: ['_runtime.js'] },
    'virtual:i18n/en-US': { file: 'assets/en-US.js' },
    'virtual:i18n/en-US/rest': { file: 'assets/en-US-rest.js' },
    'virtual:i18n/zh-CN': { file: 'assets/zh-CN.js' },
    'virtual:i18n/zh-CN/rest': { file: 'assets/zh-CN-rest.js' },
  };

  it('names the screen of each route’s path and alias', () => {
    const { routes: screenOf } = firstVisitChunks(manifest);
    expect(screenOf['/order-status']).toBe('OrderStatus');
    expect(screenOf['/my-orders']).toBe('MyOrders');
    expect(screenOf['/edit/:getCurrency']).toBe('Edit');
    expect(screenOf['/buy-v1/:getCurrency']).toBe('BuyWidgetV1');
  });

  it('waits for the chunks beyond the entry’s: a later screen’s with the rest of the catalogue and the deferred stores', () => {
    const { screens } = firstVisitChunks(manifest);
    expect(screens.Edit['zh-CN']).toEqual(['/assets/Edit.js', '/assets/quote.js', '/assets/zh-CN.js']);
    expect(screens.OrderStatus['en-US']).toEqual([
      '/assets/OrderStatus.js',
      '/assets/quote.js',
      '/assets/en-US.js',
      '/assets/en-US-rest.js',
      '/assets/deferredStores.js',
      '/assets/stores.js',
    ]);
    // The language demo reads no store.
    expect(screens.DemoLang['zh-CN']).toEqual([
      '/assets/DemoLang.js',
      '/assets/zh-CN.js',
      '/assets/zh-CN-rest.js',
    ]);
  });

  it('fails the build when a route’s screen has no chunk', () => {
    const withoutSettings: Record<string, { file: string; imports?: string[] }> = { ...manifest };
    delete withoutSettings['src/screens/Settings/index.tsx'];
    expect(() => firstVisitChunks(withoutSettings)).toThrow(/\/settings's screen, Settings/);
  });
});
