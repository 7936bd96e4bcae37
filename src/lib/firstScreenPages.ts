/**
 * The pages the build writes beside index.html for a route's first visit (scripts/prerender.ts), which the
 * gateway answers that route with instead (server/http/appPage.ts): dist/prerendered/<page>.<locale>.html,
 * one per language the app may start in.
 */
export const firstScreenPageFile = (page: string, locale: string) => `prerendered/${page}.${locale}.html`;

/**
 * The widgets' pages and the screen each shows. A widget is not rendered ahead (a partner's theme, which
 * nearly every widget has, never is), but its page names the screen's code and its catalogue, which then
 * load beside the entry instead of once the entry has run.
 */
export const WIDGET_SCREENS = { buy: 'BuyWidget', 'buy-v1': 'BuyWidgetV1' } as const;
export type WidgetPage = keyof typeof WIDGET_SCREENS;

/** The widget page of a widget route: /buy and /buy/ → 'buy'; /buy-v1, /buy-v1/ETH → 'buy-v1'. */
export const widgetPageOf = (pathname: string): WidgetPage =>
  pathname.startsWith('/buy-v1') ? 'buy-v1' : 'buy';

/**
 * The chunks a partner's theme waits for before the first render (its file's validator and the contrast
 * check, theme/resolveTokens.ts), as the build lists them: the gateway names them as module preloads with a
 * page asked with a partner, so they load beside the entry.
 */
export const PARTNER_THEME_CHUNKS_FILE = 'prerendered/partner-theme.json';
