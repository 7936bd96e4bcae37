import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { detectLocale } from '../../src/lib/detectLocale.ts';
import {
  CALLER_CURRENCY_COOKIE,
  firstScreenCookie,
  firstScreenCookiePattern,
  LOCALE_COOKIE,
  PARTNER_COOKIE,
} from '../../src/lib/firstScreenCookieNames.ts';
import {
  EDIT_PAGE,
  firstScreenPageFile,
  FIRST_VISIT_CHUNKS_FILE,
  type FirstVisitChunks,
  PARTNER_RENDERED_SCREENS,
  type PartnerRenderedPage,
  partnerRenderedPage,
  PARTNER_THEME_CHUNKS_FILE,
  screenPage,
  TOKEN_ICON_SLOT,
  UNRENDERED_EDIT_PAGE,
  widgetPageOf,
} from '../../src/lib/firstScreenPages.ts';
import { widgetTokenOf } from '../../src/lib/tokenSymbol.ts';
import type { GatewayConfig } from '../config.ts';
import { callerCurrency } from './callerCountry.ts';
import { localeOf } from '../i18n/index.ts';
import { partnerOrigins, readPartners } from '../partners.ts';
import { framedByPartners, WIDGET_PATHS } from './csp.ts';
import { refusalIn } from './errors.ts';
import { escapeHtml } from './html.ts';
import { readBuildList } from './buildLists.ts';
import { compressAnswers } from './compressAnswers.ts';
import { type AnsweredPage, answeredPage } from './pageAnswers.ts';
import { type PartnerPageColours, partnerPageColours, withPartnerColours } from './partnerColours.ts';
import { keepWidgetOpener } from './widgetOpener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built chunks a partner's theme waits for, and the partners whose pages name them (serveApp). */
    partnerTheme: { chunks: readonly string[]; partnerIds: ReadonlySet<string> };
    /** Each partner's page colours (partnerColours.ts), and the build's pages they are written into. */
    partnerPages: { colours: ReadonlyMap<string, PartnerPageColours>; built: (file: string) => string };
  }
}

/** The buyer's language choice, kept by the app in a cookie (src/platform/firstScreenCookies.ts). */
const CHOSEN_LOCALE = firstScreenCookiePattern(LOCALE_COOKIE, 'en-US|zh-CN');
/** The partner the buyer arrived through, kept by the app in a cookie: its pages are in its theme. */
const PARTNER = firstScreenCookiePattern(PARTNER_COOKIE, '[^;]+');
/** The paths of the screens rendered in each partner's theme, with or without a trailing slash. */
const PARTNER_RENDERED_PATHS = new Set(
  Object.values(PARTNER_RENDERED_SCREENS).flatMap(({ pathname }) => [pathname, `${pathname}/`]),
);

/** The locale the app will start in: the buyer's choice in Settings if they made one, else the browser's. */
function firstScreenLocale(headers: { 'accept-language'?: string; cookie?: string }): 'en-US' | 'zh-CN' {
  const chosen = CHOSEN_LOCALE.exec(headers.cookie ?? '')?.[1];
  if (chosen === 'en-US' || chosen === 'zh-CN') return chosen;
  return detectLocale(headers['accept-language']?.split(',').map((range) => range.split(';')[0]));
}

const ONE_DAY_S = 24 * 60 * 60;

/** The query of the page asked, as the app will read it. */
const queryOf = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');

/** Adds a Link header value to the answer's, after those it names already. */
function addLink(reply: FastifyReply, link: string) {
  const named = reply.getHeader('link');
  reply.header('link', named ? `${String(named)}, ${link}` : link);
}

/**
 * Names chunks a page waits for as module preloads at a low priority: they load beside the page's own
 * requests without going before them (HTTP/1.1's six connections per host).
 */
function preloadModulesBeside(reply: FastifyReply, chunks: readonly string[]) {
  for (const chunk of chunks) addLink(reply, `<${chunk}>; rel=modulepreload; fetchpriority=low`);
}

/** A reader of the build's pages by file, each read once. */
function builtPages(distDir: string): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    let page = read.get(file);
    if (page === undefined) {
      page = fs.readFileSync(path.join(distDir, file), 'utf8');
      read.set(file, page);
    }
    return page;
  };
}

/** Whether the build wrote one of its pages (en-US's stands for every language's); an older build did not. */
const builtPage = (distDir: string, page: string) =>
  fs.existsSync(path.join(distDir, firstScreenPageFile(page, 'en-US')));

/** Adds request headers to the answer's Vary, after those it names already. */
function varyOn(reply: FastifyReply, ...headers: string[]) {
  const named = reply.getHeader('vary');
  reply.header('vary', [...(named ? [String(named)] : []), ...headers].join(', '));
}

/**
 * An answer with the app's page (or one of the build's), revalidated, with the caller's currency for the app's
 * first quote. That cookie follows the country header: a cache in front keeps one page per country, never one
 * country's currency for every caller.
 */
function asAppPage(request: FastifyRequest, reply: FastifyReply) {
  const { countryHeader } = request.server.config;
  if (countryHeader) varyOn(reply, countryHeader);
  const currency = callerCurrency(request);
  if (currency)
    reply.header(
      'set-cookie',
      firstScreenCookie(CALLER_CURRENCY_COOKIE, currency, ONE_DAY_S, request.protocol === 'https'),
    );
  return reply.header('cache-control', 'no-cache');
}

/** The page colours of the partner a page is asked with, if its theme has colours of its own. */
const partnerColoursOf = (request: FastifyRequest) =>
  request.server.partnerPages.colours.get(partnerOf(request, queryOf(request)) ?? '');

/** A page written for this request: asAppPage's answer, in its partner's colours if it has some. */
function sendWrittenPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  colours = partnerColoursOf(request),
) {
  return asAppPage(request, reply)
    .type('text/html; charset=utf-8')
    .send(colours ? withPartnerColours(html, colours) : html);
}

/**
 * The app's page (or one of the build's): asAppPage's answer with one of the build's files, written into with
 * its partner's colours when it is asked with a partner that has some (partnerColours.ts).
 */
function sendAppPage(request: FastifyRequest, reply: FastifyReply, file: string) {
  const colours = partnerColoursOf(request);
  if (colours) return sendWrittenPage(request, reply, request.server.partnerPages.built(file), colours);
  return asAppPage(request, reply).sendFile(file);
}

/**
 * One of the build's pages for a first visit (scripts/prerender.ts: a screen rendered ahead, or a widget's
 * page naming its code) in the language the app will start in. Marked, so the service worker does not keep it as
 * the shell every other route falls back to offline.
 */
function sendFirstScreenPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  reply.header('x-prerendered', page);
  return sendAppPage(request, reply, firstScreenPageFile(page, firstScreenLocale(request.headers)));
}

/**
 * Widget V2's page with its token's answer in it, for the link's token (pageAnswers.ts); the page as built
 * when the gateway has none in the buyer's language.
 */
async function sendAnsweredWidgetPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answered: AnsweredPage,
  token: string,
  icon: string | undefined,
) {
  const html = await answered(request, firstScreenLocale(request.headers), token);
  if (html === undefined) return sendFirstScreenPage(request, reply, 'buy');
  reply.header('x-prerendered', 'buy');
  return sendWrittenPage(request, reply, icon ? withTokenIcon(html, icon) : html);
}

/** The partner a page is asked with: its link's partnerId, or the one the app remembered in a cookie. */
const partnerOf = (request: FastifyRequest, query: URLSearchParams) =>
  query.get('partnerId') ?? PARTNER.exec(request.headers.cookie ?? '')?.[1];

/**
 * A page asked with a partner (its link's partnerId, or the one the app remembered in a cookie) renders in
 * that partner's theme, which waits for chunks of its own: named here, at a low priority, they load beside the
 * entry instead of once it has run. A visit without a partner loads none of them. Only with a page that names
 * its screen's code: with the app's page, that code still loads after the entry, and these chunks slowed the
 * entry down more than they saved (Lighthouse, /edit?partnerId=…: LCP 3,960 -> 4,215 ms).
 */
function preloadPartnerTheme(request: FastifyRequest, reply: FastifyReply, query: URLSearchParams) {
  const { chunks, partnerIds } = request.server.partnerTheme;
  const partnerId = partnerOf(request, query);
  if (!partnerId || !partnerIds.has(partnerId)) return;
  preloadModulesBeside(reply, chunks);
}

/**
 * Widget V2's largest paint is its token's icon, which the widget learns from its token's answer (getCurrencyInfo,
 * in its page: pageAnswers.ts): named here, it loads beside the app's code instead of once that code has run.
 * Its address, for the page's outline to draw it too (withTokenIcon); none for a token the gateway does not sell.
 */
function preloadTokenIcon(request: FastifyRequest, reply: FastifyReply, token: string): string | undefined {
  const known = request.server.catalog.token(token);
  if (known) addLink(reply, `<${encodeURI(known.imgUrl)}>; rel=preload; as=image`);
  return known?.imgUrl;
}

/**
 * Widget V2's page with its outline drawing the token's icon where the widget will (TOKEN_ICON_SLOT): the
 * buyer sees which token they buy as soon as the icon is in, not once the app's code has drawn the widget
 * (Lighthouse, /buy?partnerId=aurora, Slow 4G and 4x CPU applied: LCP about 3.5 s -> 1.25 s).
 */
const withTokenIcon = (page: string, icon: string) =>
  page.replace(TOKEN_ICON_SLOT, () => `${TOKEN_ICON_SLOT} href="${escapeHtml(icon)}"`);

/**
 * A route that opens a screen (a receipt's link to the order's status, a provider's return, a login link, a
 * reload) answers with that screen rendered ahead (scripts/prerender.ts): its top bar and its skeleton in the
 * buyer's language, not index.html's outline, which drew the quote screen's shape on every page. With a
 * partner's theme (these screens are rendered in ours only), or a build from before these pages, the app's page
 * answers.
 *
 * Either names that screen's code, the buyer's catalogue and the stores the screen reads, which the app's
 * boot asks for (src/routes/screens.ts, preloadScreenAt): they load beside the entry instead of once it has
 * run. At a low priority, so they do not hold the entry up: named as the page's own, they went first and the
 * entry came last (Lighthouse, /order-status, Slow 4G and 4x CPU applied: LCP 6,168 -> 6,013 ms at high
 * priority; 4,578 -> 3,939 ms at a low one). Each route the build lists (FIRST_VISIT_CHUNKS_FILE) that the
 * gateway does not answer otherwise (/, /edit and the widgets have pages of their own).
 */
function serveScreenRoutes(app: FastifyInstance, distDir: string) {
  const { routes, screens } = readBuildList<FirstVisitChunks>(distDir, FIRST_VISIT_CHUNKS_FILE, {
    routes: {},
    screens: {},
  });
  for (const [pattern, screen] of Object.entries(routes)) {
    if (app.hasRoute({ method: 'GET', url: pattern })) continue;
    const page = screenPage(screen);
    const rendered = builtPage(distDir, page);
    app.get(pattern, (request, reply) => {
      varyOn(reply, 'accept-language', 'cookie');
      preloadModulesBeside(reply, screens[screen]?.[firstScreenLocale(request.headers)] ?? []);
      if (!rendered || partnerOf(request, queryOf(request))) return sendAppPage(request, reply, 'index.html');
      return sendFirstScreenPage(request, reply, page);
    });
  }
}

/**
 * The build's page of a first screen rendered in the theme of the partner a request is asked with (its link's
 * partnerId, or the one the app remembered in its cookie), when its query names nothing but the partner
 * (PARTNER_RENDERED_SCREENS): the screen in the partner's theme instead of an outline until the app's code has
 * drawn it (Lighthouse, Slow 4G and 4x CPU applied, LCP: /edit?partnerId=aurora 4,481 -> 1,035 ms,
 * /buy-v1?partnerId=aurora 4,422 -> 1,139 ms).
 */
function partnerRenderedPages(app: FastifyInstance, distDir: string, page: PartnerRenderedPage) {
  const pages = new Map(
    [...app.partnerTheme.partnerIds]
      .map((partnerId) => [partnerId, partnerRenderedPage(page, partnerId)] as const)
      .filter(([, built]) => builtPage(distDir, built)),
  );
  return (request: FastifyRequest, query: URLSearchParams): string | undefined =>
    [...query.keys()].every((key) => key === 'partnerId')
      ? pages.get(partnerOf(request, query) ?? '')
      : undefined;
}

/**
 * A plain /edit (and /, which the app sends there) answers with Edit already rendered in the buyer's
 * language (their choice, else their browser's); a partner's, in the partner's theme (partnerRenderedPages).
 * With any other query (a currency, an amount, query colours …) the first screen differs from the pre-render:
 * the page naming Edit's code answers then (with a partner's theme chunks), else the app's page.
 */
function servePrerenderedFirstScreen(app: FastifyInstance, distDir: string) {
  if (!builtPage(distDir, EDIT_PAGE)) return;
  const unrendered = builtPage(distDir, UNRENDERED_EDIT_PAGE);
  const partnerPage = partnerRenderedPages(app, distDir, 'edit');
  for (const route of ['/', '/edit']) {
    app.get(route, (request, reply) => {
      varyOn(reply, 'accept-language', 'cookie');
      if (request.url === route && !PARTNER.test(request.headers.cookie ?? ''))
        return sendFirstScreenPage(request, reply, EDIT_PAGE);
      const query = queryOf(request);
      const page = partnerPage(request, query) ?? (unrendered ? UNRENDERED_EDIT_PAGE : undefined);
      if (!page) return sendAppPage(request, reply, 'index.html');
      preloadPartnerTheme(request, reply, query);
      return sendFirstScreenPage(request, reply, page);
    });
  }
}

/**
 * The built app (config.distDir) at the root: its files, the widget routes (which partners may frame) and
 * every client-side route answered with the app's page. Without a build, unknown paths answer 404.
 */
export async function serveApp(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  if (!fs.existsSync(path.join(config.distDir, 'index.html'))) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(refusalIn(localeOf(request), 404, 'common.notFound')),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.distDir,
    wildcard: false,
    // '/' is a route of its own below (the pre-rendered first screen), not the folder's index.html.
    index: false,
    // The build writes .br/.gz twins (scripts/precompress.ts).
    preCompressed: true,
    // Hashed assets never change; everything else (index.html, sw.js, i18n) is revalidated.
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The widget routes: the same app page, which the partners' origins may frame (a bad partner file stops here).
  const partners = readPartners();
  const partnerIds = new Set(partners.map((partner) => partner.id));
  app.decorate('partnerTheme', {
    chunks: readBuildList<string[]>(config.distDir, PARTNER_THEME_CHUNKS_FILE, []),
    partnerIds,
  });
  app.decorate('partnerPages', {
    colours: partnerPageColours(partners),
    built: builtPages(config.distDir),
  });
  const partnerFraming = framedByPartners(partnerOrigins(partners));
  // A purchase window a framed widget opened stays its frame's popup (the events reach the partner's page).
  keepWidgetOpener(app, partnerIds);
  // A build from before the widgets had pages of their own serves them the app's page.
  const widgetPages = builtPage(config.distDir, 'buy');
  const answeredBuyPage = widgetPages ? answeredPage(config.distDir, 'buy') : undefined;
  await app.register(async (widgets) => {
    // Widget V2's page is written for each link (its token's answer): compressed as the API's lists are.
    await compressAnswers(widgets);
    const partnerWidgetV1 = partnerRenderedPages(widgets, config.distDir, 'buy-v1');
    for (const widgetPath of WIDGET_PATHS) {
      widgets.get(widgetPath, { helmet: partnerFraming }, async (request, reply) => {
        if (!widgetPages) return sendAppPage(request, reply, 'index.html');
        varyOn(reply, 'accept-language', 'cookie');
        const page = widgetPageOf(widgetPath);
        const query = queryOf(request);
        const token = page === 'buy' ? widgetTokenOf(query) : undefined;
        const icon = token !== undefined ? preloadTokenIcon(request, reply, token) : undefined;
        preloadPartnerTheme(request, reply, query);
        if (token !== undefined && answeredBuyPage)
          return sendAnsweredWidgetPage(request, reply, answeredBuyPage, token, icon);
        // Widget V1 in a partner's theme, at its own path (not one naming a token).
        const rendered = PARTNER_RENDERED_PATHS.has(widgetPath) ? partnerWidgetV1(request, query) : undefined;
        return sendFirstScreenPage(request, reply, rendered ?? page);
      });
    }
  });
  // Their pages are written for a partner's buyer (sendAppPage): compressed then, as the widgets' are; the
  // build's own files keep their .br/.gz twins.
  await app.register(async (pages) => {
    await compressAnswers(pages);
    servePrerenderedFirstScreen(pages, config.distDir);
    serveScreenRoutes(pages, config.distDir);
  });
  // Other client-side routes (all of them with a build from before the routes' list) answer with the app's page.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/gateway/') || request.url.startsWith('/sandbox/');
    if (request.method !== 'GET' || isApi || path.extname(request.url.split('?')[0])) {
      return reply.status(404).send(refusalIn(localeOf(request), 404, 'common.notFound'));
    }
    return sendAppPage(request, reply, 'index.html');
  });
}
