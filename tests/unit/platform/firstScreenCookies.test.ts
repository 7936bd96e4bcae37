// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, PARTNER_COOKIE } from '../../../src/lib/firstScreenCookieNames.ts';
import {
  callerCurrencyFromCookie,
  rememberLocaleInCookie,
  rememberPartnerInCookie,
} from '../../../src/platform/firstScreenCookies.ts';

describe('the first screen cookies', () => {
  it('keep the choice for a year, for the whole site, not sent by other sites, Secure over HTTPS', () => {
    const page = { document: { cookie: '' }, secure: true };
    rememberLocaleInCookie('zh-CN', page);
    expect(page.document.cookie).toBe(
      `${LOCALE_COOKIE}=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    const plain = { document: { cookie: '' }, secure: false };
    rememberLocaleInCookie('en-US', plain);
    expect(plain.document.cookie).toBe('locale=en-US; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('keep the partner as a cookie value, whatever its id holds', () => {
    const page = { document: { cookie: '' }, secure: false };
    rememberPartnerInCookie('a b;c=d', page);
    expect(page.document.cookie).toBe(
      `${PARTNER_COOKIE}=a%20b%3Bc%3Dd; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it("read the caller's currency the gateway wrote with the page, a currency code or nothing", () => {
    const read = (cookie: string) => callerCurrencyFromCookie({ document: { cookie } });
    expect(read('locale=zh-CN; callerCurrency=EUR; partnerId=acme')).toBe('EUR');
    expect(read('callerCurrency=GBP')).toBe('GBP');
    expect(read('')).toBeUndefined();
    expect(read('callerCurrency=eur')).toBeUndefined();
    expect(read('callerCurrency=EURO')).toBeUndefined();
    expect(read('xcallerCurrency=EUR')).toBeUndefined();
  });
});
