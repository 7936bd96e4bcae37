import type { AppLocale } from '../i18n/locales.ts';
import { LOCALE_COOKIE, PARTNER_COOKIE } from '../lib/firstScreenCookieNames.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

type Page = { document: Pick<Document, 'cookie'>; secure: boolean };

const thisPage = (): Page => ({ document, secure: location.protocol === 'https:' });

function keep(name: string, value: string, page: Page): void {
  page.document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${page.secure ? '; Secure' : ''}`;
}

export function rememberLocaleInCookie(locale: AppLocale, page: Page = thisPage()): void {
  keep(LOCALE_COOKIE, locale, page);
}

export function rememberPartnerInCookie(partnerId: string, page: Page = thisPage()): void {
  keep(PARTNER_COOKIE, partnerId, page);
}
