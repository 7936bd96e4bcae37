import type { AppLocale } from '../i18n/locales.ts';

/** The cookie in which the gateway finds the buyer's language choice (server/http/appPage.ts reads the same name). */
export const LOCALE_COOKIE = 'locale';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Keeps the buyer's language choice (Settings) where the gateway sees it: its pre-rendered Edit then comes
 * in that language, not in the browser's, and is not replaced by the other one when the app starts.
 */
export function rememberLocaleInCookie(
  locale: AppLocale,
  page: { document: Pick<Document, 'cookie'>; secure: boolean } = {
    document,
    secure: location.protocol === 'https:',
  },
): void {
  page.document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${page.secure ? '; Secure' : ''}`;
}
