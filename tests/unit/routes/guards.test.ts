// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAccess } from '../../../src/routes/guards.ts';

describe('checkAccess', () => {
  it('lets anyone open a public route', () => {
    expect(checkAccess('public', { isLoggedIn: false, pathname: '/edit', search: '' })).toEqual({
      allow: true,
    });
  });

  it('sends a logged-out visitor of a login-required route to /email-login and remembers path and query', () => {
    expect(checkAccess('auth', { isLoggedIn: false, pathname: '/my-orders', search: '?page=2' })).toEqual({
      allow: false,
      redirectTo: '/email-login',
      loginTarget: '/my-orders?page=2',
    });
  });

  it('accepts a query string without its question mark', () => {
    const decision = checkAccess('auth', { isLoggedIn: false, pathname: '/settings', search: 'a=1' });
    expect(decision).toMatchObject({ loginTarget: '/settings?a=1' });
  });

  it('lets a logged-in user through', () => {
    expect(checkAccess('auth', { isLoggedIn: true, pathname: '/my-orders', search: '' })).toEqual({
      allow: true,
    });
  });

  it('lets card pages through with an authToken query instead of a login', () => {
    expect(
      checkAccess('auth-or-token', { isLoggedIn: false, pathname: '/select-card', search: '?authToken=abc' }),
    ).toEqual({ allow: true });
    expect(checkAccess('auth-or-token', { isLoggedIn: true, pathname: '/enter-card', search: '' })).toEqual({
      allow: true,
    });
  });

  it('refuses card pages with neither, and an empty authToken is none', () => {
    expect(
      checkAccess('auth-or-token', { isLoggedIn: false, pathname: '/enter-card', search: '?authToken=' }),
    ).toEqual({
      allow: false,
      redirectTo: '/email-login',
      loginTarget: '/enter-card?authToken=',
    });
  });

  it('does not accept an authToken query on other login-required routes', () => {
    expect(
      checkAccess('auth', { isLoggedIn: false, pathname: '/settings', search: '?authToken=abc' }),
    ).toMatchObject({ allow: false });
  });
});
