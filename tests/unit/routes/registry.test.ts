// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchLocation, patternsOf, routeAt } from '../../../src/routes/match.ts';
import { routes } from '../../../src/routes/registry.ts';
import { preloadScreenAt, screens } from '../../../src/routes/screens.ts';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';

/** Every path of SPEC §2, as a visitor would type it, and the screen it must open. */
const SPEC_PATHS: Array<[string, string]> = [
  ['/edit', 'edit'],
  ['/quote', 'edit'],
  ['/buy/ETH', 'edit'],
  ['/buy', 'buyWidget'],
  ['/buy-v1', 'buyWidgetV1'],
  ['/buy-v1/USDT_TRC20', 'buyWidgetV1'],
  ['/email-login', 'emailLogin'],
  ['/verification-code', 'verificationCode'],
  ['/my-orders', 'myOrders'],
  ['/order', 'order'],
  ['/select-offer', 'selectOffer'],
  ['/submit-address', 'submitAddress'],
  ['/confirm-address', 'confirmAddress'],
  ['/wait-payment', 'waitPayment'],
  ['/enter-card', 'enterCard'],
  ['/select-card', 'selectCard'],
  ['/enter-information', 'enterInformation'],
  ['/verify-id', 'verifyId'],
  ['/redirect', 'redirect'],
  ['/no-respond', 'noRespond'],
  ['/access-denied', 'accessDenied'],
  ['/server-timeout', 'serverTimeout'],
  ['/transaction-restricted', 'transactionRestricted'],
  ['/kyc-status', 'kycStatus'],
  ['/order-status', 'orderStatus'],
  ['/payment-status', 'paymentStatus'],
  ['/settings', 'settings'],
  ['/cards', 'cards'],
  ['/addresses', 'addresses'],
  ['/add-address', 'addAddress'],
  ['/demo-lang', 'demoLang'],
];

describe('route registry', () => {
  it.each(SPEC_PATHS)('%s opens %s', (path, name) => {
    expect(routeAt(path)?.name).toBe(name);
  });

  it('redirects the root to /edit', () => {
    expect(matchLocation('/')).toEqual({ kind: 'redirect', to: '/edit' });
  });

  it('passes the preset currency of /buy/:getCurrency to the edit screen', () => {
    expect(matchLocation('/buy/BTC')).toMatchObject({ kind: 'route', params: { getCurrency: 'BTC' } });
    for (const path of ['/edit/ETH', '/quote/ETH'])
      expect(matchLocation(path), path).toMatchObject({
        kind: 'route',
        route: { name: 'edit' },
        params: { getCurrency: 'ETH' },
      });
    expect(matchLocation('/buy-v1/ETH')).toMatchObject({ kind: 'route', params: { getCurrency: 'ETH' } });
  });

  it('resolves every pattern of every entry to that entry', () => {
    for (const route of routes) {
      for (const pattern of patternsOf(route)) {
        expect(routeAt(pattern.replace(/:\w+/g, 'X'))?.name, pattern).toBe(route.name);
      }
    }
  });

  it('has unique names and patterns, and nothing outside the spec', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const patterns = routes.flatMap(patternsOf);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(new Set(names)).toEqual(new Set(SPEC_PATHS.map(([, name]) => name)));
  });

  it('opens nothing for an unknown path', () => {
    expect(matchLocation('/no-such-page')).toBeUndefined();
    expect(matchLocation('/edit/ETH/extra')).toBeUndefined();
  });

  it('marks the login-required pages of SPEC §6', () => {
    const byAccess = (access: string) =>
      routes
        .filter((r) => r.access === access)
        .map((r) => r.name)
        .sort();
    expect(byAccess('auth')).toEqual(
      [
        'addAddress',
        'addresses',
        'cards',
        'enterInformation',
        'kycStatus',
        'myOrders',
        'settings',
        'verifyId',
      ].sort(),
    );
    expect(byAccess('auth-or-token')).toEqual(['enterCard', 'selectCard']);
  });

  it('has every title and menu label id in both catalogues', () => {
    for (const id of routes.flatMap((r) => [r.titleId, r.menuLabelId]).filter((id) => id !== undefined)) {
      expect(enUS).toHaveProperty([id]);
      expect(zhCN).toHaveProperty([id]);
    }
  });

  it('has a lazy screen for every route, and only for those', () => {
    expect(Object.keys(screens).sort()).toEqual(routes.map((r) => r.name).sort());
  });
});

describe('preloading the landing screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches the code of the screen a path opens, following the root redirect', () => {
    const edit = vi.spyOn(screens.edit, 'preload').mockResolvedValue(undefined);
    const orderStatus = vi.spyOn(screens.orderStatus, 'preload').mockResolvedValue(undefined);
    preloadScreenAt('/');
    preloadScreenAt('/buy/ETH');
    preloadScreenAt('/order-status');
    expect(edit).toHaveBeenCalledTimes(2);
    expect(orderStatus).toHaveBeenCalledOnce();
  });

  it('does nothing for an unknown path, and shrugs off a failed fetch', async () => {
    const edit = vi.spyOn(screens.edit, 'preload').mockRejectedValue(new TypeError('offline'));
    expect(() => preloadScreenAt('/no-such-page')).not.toThrow();
    preloadScreenAt('/edit');
    await expect(edit.mock.results[0]?.value).rejects.toThrow('offline');
  });
});
