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
