import { describe, expect, it } from 'vitest';
import { backAction } from '../../../src/routes/backArrow.ts';

describe('backAction', () => {
  it('shows no arrow on routes without one', () => {
    expect(backAction('none', '/my-orders')).toBeUndefined();
  });

  it.each([[null], [undefined], [''], ['/'], ['/email-login']])(
    'goes to Edit when the previous path is %j',
    (prev) => {
      expect(backAction('history', prev)).toEqual({ kind: 'go', to: '/edit' });
    },
  );

  it.each([['/edit'], ['/select-offer'], ['/my-orders'], ['/verification-code']])(
    'goes one step back after %s',
    (prev) => {
      expect(backAction('history', prev)).toEqual({ kind: 'history' });
    },
  );

  it('always goes to Edit on routes whose rule says so', () => {
    expect(backAction('edit', '/wait-payment')).toEqual({ kind: 'go', to: '/edit' });
  });
});
