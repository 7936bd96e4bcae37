// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, rememberLocaleInCookie } from '../../../src/platform/localeCookie.ts';

describe('the language cookie', () => {
  it('keeps the choice for a year, for the whole site, not sent by other sites, Secure over HTTPS', () => {
    const page = { document: { cookie: '' }, secure: true };
    rememberLocaleInCookie('zh-CN', page);
    expect(page.document.cookie).toBe(
      `${LOCALE_COOKIE}=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    const plain = { document: { cookie: '' }, secure: false };
    rememberLocaleInCookie('en-US', plain);
    expect(plain.document.cookie).toBe('locale=en-US; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
