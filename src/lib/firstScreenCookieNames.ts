/**
 * Cookies in which the gateway finds what decides the first screen besides the URL, so its pre-rendered Edit
 * is the one the app will show, not one it replaces: the buyer's language choice (Settings) and the partner
 * they arrived through (whose theme is not pre-rendered). The app writes them
 * (src/platform/firstScreenCookies.ts); the gateway reads them (server/http/appPage.ts).
 */
export const LOCALE_COOKIE = 'locale';
export const PARTNER_COOKIE = 'partnerId';
