// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backAction } from '../../../src/routes/backArrow.ts';
import { routeNamed } from '../../../src/routes/registry.ts';

describe('backAction', () => {
  it('shows no arrow on routes without one', () => {
    expect(backAction('none', '/my-orders')).toBeUndefined();
  });

  it.each([[null], [undefined], [''], ['/'], ['/email-login']])(
    'goes to Edit when the previous path is %j',
    (prev) => {
      expect(backAction('history', prev)).toEqual({ kind: 'go', to: '/edit' });
      expect(backAction('leaveCheckout', prev, { loggedIn: true })).toEqual({ kind: 'go', to: '/edit' });
    },
  );

  it.each([['/edit'], ['/select-offer'], ['/my-orders'], ['/verification-code']])(
    'goes one step back after %s',
    (prev) => {
      expect(backAction('history', prev)).toEqual({ kind: 'history' });
    },
  );

  it.each([['/my-orders'], ['/settings'], ['/edit']])(
    'a status or error page opened from %s goes one step back to it',
    (prev) => {
      expect(backAction('leaveCheckout', prev, { loggedIn: true })).toEqual({ kind: 'history' });
    },
  );

  it.each([
    ['/wait-payment'],
    ['/redirect'],
    ['/select-card'],
    ['/enter-card'],
    ['/confirm-address'],
    ['/payment-status'],
    ['/order-status'],
    ['/kyc-status'],
  ])('a status page reached from %s never leads back into the checkout', (prev) => {
    expect(backAction('leaveCheckout', prev, { loggedIn: true })).toEqual({ kind: 'go', to: '/my-orders' });
    expect(backAction('leaveCheckout', prev, { loggedIn: false })).toEqual({ kind: 'go', to: '/edit' });
  });

  it('gives every status and error page the rule that leaves the checkout', () => {
    const pages = [
      'orderStatus',
      'paymentStatus',
      'kycStatus',
      'noRespond',
      'accessDenied',
      'serverTimeout',
      'transactionRestricted',
    ] as const;
    for (const name of pages) expect(routeNamed(name).back, name).toBe('leaveCheckout');
  });
});
