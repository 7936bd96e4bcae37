import type { AppLocale } from '../i18n/locales.ts';
import {
  CALLER_CURRENCY_PATTERN,
  firstScreenCookie,
  LOCALE_COOKIE,
  PARTNER_COOKIE,
} from '../lib/firstScreenCookieNames.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

type Page = { document: Pick<Document, 'cookie'>; secure: boolean };

const thisPage = (): Page => ({ document, secure: location.protocol === 'https:' });

function keep(name: string, value: string, page: Page): void {
  page.document.cookie = firstScreenCookie(name, value, ONE_YEAR_S, page.secure);
}

export function rememberLocaleInCookie(locale: AppLocale, page: Page = thisPage()): void {
  keep(LOCALE_COOKIE, locale, page);
}

export function rememberPartnerInCookie(partnerId: string, page: Page = thisPage()): void {
  keep(PARTNER_COOKIE, partnerId, page);
}

/** The currency of the caller's country, as the gateway named it with the app's page (server/http/appPage.ts). */
export function callerCurrencyFromCookie(page: Pick<Page, 'document'> = thisPage()): string | undefined {
  return CALLER_CURRENCY_PATTERN.exec(page.document.cookie)?.[1];
}
