import type { FirstRequest } from './pageRequests.ts';

/**
 * The pages the build writes beside index.html for a route's first visit (scripts/prerender.ts), which the
 * gateway answers that route with instead (server/http/appPage.ts): dist/prerendered/<page>.<locale>.html,
 * one per language the app may start in.
 */
export const firstScreenPageFile = (page: string, locale: string) => `prerendered/${page}.${locale}.html`;

/** Edit rendered ahead: a plain /edit in the app's own theme. */
export const EDIT_PAGE = 'edit';
/**
 * The script Edit's pre-rendered page loads beside the app's entry (src/firstScreen.entry.ts): it sends the
 * page's first requests (src/api/firstRequests.ts) and loads the language's locale data. Its module is its key
 * in the build's manifest too.
 */
export const FIRST_SCREEN_SCRIPT = 'src/firstScreen.entry.ts';
/**
 * The first screens rendered ahead in each partner's theme too (a partner file's), by their page and the path
 * they are rendered at, as a partner's link opens them (`?partnerId=<id>`): Edit and Widget V1 (the quote
 * screen a partner frames). The gateway answers such a link with the partner's page, and a plain path of a
 * buyer the partner brought earlier (its cookie), which the app then replaces (src/main.tsx).
 */
export const PARTNER_RENDERED_SCREENS = {
  edit: { pathname: '/edit', screen: 'Edit' },
  'buy-v1': { pathname: '/buy-v1', screen: 'BuyWidgetV1' },
} as const;
export type PartnerRenderedPage = keyof typeof PARTNER_RENDERED_SCREENS;
export const partnerRenderedPage = (page: PartnerRenderedPage, partnerId: string) =>
  `${page}-partner-${partnerId}`;

/** Edit's page when it cannot be rendered ahead: it names Edit's code. */
export const UNRENDERED_EDIT_PAGE = 'edit-unrendered';

/**
 * The pages that name a screen's code without rendering it ahead, and the screen each shows: the widgets'
 * and Edit's, for a link no page rendered ahead shows (a token, an amount, query colours). The screen's code and
 * its catalogue then load beside the entry instead of once the entry has run.
 */
export const SCREEN_CODE_PAGES = {
  buy: 'BuyWidget',
  'buy-v1': 'BuyWidgetV1',
  [UNRENDERED_EDIT_PAGE]: 'Edit',
} as const;
export type WidgetPage = 'buy' | 'buy-v1';

/**
 * Where Widget V2's outline draws its token's icon (scripts/prerender.ts): an SVG image with no source over the
 * outline's circle, where the widget draws the icon. The gateway points it at the link's token's icon as it
 * writes the page (server/http/appPage.ts): the widget's largest paint, shown before the app's code has come.
 */
export const TOKEN_ICON_SLOT = '<image data-token-icon';

/**
 * Any other screen rendered ahead, as a buyer landing on its route sees it while its data loads: its top bar
 * and its skeleton (src/prerender/renderScreenAhead.tsx).
 */
export const screenPage = (screen: string) => `screen-${screen}`;

/** The widget page of a widget route: /buy and /buy/ → 'buy'; /buy-v1, /buy-v1/ETH → 'buy-v1'. */
export const widgetPageOf = (pathname: string): WidgetPage =>
  pathname.startsWith('/buy-v1') ? 'buy-v1' : 'buy';

/**
 * The chunks a partner's theme waits for before the first render (the contrast check, theme/resolveTokens.ts),
 * as the build lists them: the gateway names them as module preloads with a page asked with a partner, so they
 * load beside the entry.
 */
export const PARTNER_THEME_CHUNKS_FILE = 'prerendered/partner-theme.json';

/**
 * The chunks a first visit of each screen waits for besides the entry's, per language, and the screen each
 * route of the app opens (its path and aliases, as the router writes them), as the build lists them: the
 * gateway names those chunks with the page of such a route, so they load beside the entry.
 */
export const FIRST_VISIT_CHUNKS_FILE = 'prerendered/first-visit-chunks.json';
export interface FirstVisitChunks {
  routes: Record<string, string>;
  screens: Record<string, Record<string, string[]>>;
}

/**
 * The requests the gateway answers in a page as it sends it (server/http/pageAnswers.ts), per page and
 * language, as the build recorded them from the app's boot: Widget V2's token, whose body names the link's
 * token by LINK_TOKEN_MARK.
 */
export const PAGE_REQUESTS_FILE = 'prerendered/page-requests.json';
export type PageRequests = Partial<Record<WidgetPage, Record<string, FirstRequest[]>>>;

/** A page's data element: a JSON script, never run, holding `value` ("<" escaped: nothing in it ends the element). */
export const dataElement = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

const ENTRY_SCRIPT = '<script type="module"';

/** Whether a built page names the app's entry (a module script), which beforeEntry puts elements before. */
export const namesEntry = (page: string): boolean => page.includes(ENTRY_SCRIPT);

/** The page with `html` (data elements, scripts) ahead of the app's entry: in the page when the entry runs. */
export const beforeEntry = (page: string, html: string): string =>
  page.replace(ENTRY_SCRIPT, () => `${html}\n    ${ENTRY_SCRIPT}`);
