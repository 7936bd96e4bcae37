/**
 * Cookies in which the gateway finds what decides the first screen besides the URL, so its pre-rendered Edit
 * is the one the app will show, not one it replaces: the buyer's language choice (Settings) and the partner
 * they arrived through (whose theme is not pre-rendered). The app writes them
 * (src/platform/firstScreenCookies.ts); the gateway reads them (server/http/appPage.ts).
 */
export const LOCALE_COOKIE = 'locale';
export const PARTNER_COOKIE = 'partnerId';

/**
 * The currency of the caller's country, which the gateway writes with the app's page: the app asks its first
 * quote in it beside the currency lists, which would otherwise name it only once they are in.
 */
export const CALLER_CURRENCY_COOKIE = 'callerCurrency';

/**
 * A first-screen cookie as written (document.cookie, or a Set-Cookie header): for the whole site, not sent
 * with other sites' requests, Secure over HTTPS.
 */
export const firstScreenCookie = (name: string, value: string, maxAgeS: number, secure: boolean): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Finds a first-screen cookie in a Cookie header (or document.cookie) when its value matches `value` (a pattern): group 1. */
export const firstScreenCookiePattern = (name: string, value: string): RegExp =>
  new RegExp(`(?:^|;\\s*)${name}=(${value})(?:;|$)`);

/** The caller's currency as the gateway names it with the app's page (a currency code): group 1. */
export const CALLER_CURRENCY_PATTERN = firstScreenCookiePattern(CALLER_CURRENCY_COOKIE, '[A-Z]{3}');
