// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostOf, rulesOf, partnerFor, shippedPartners } from '../../../src/stores/order/partnerRules.ts';

describe('partner rules (theme/partners/*.json)', () => {
  it('ships one partner host that passes and one partner that sets card and rampeasy', () => {
    expect(partnerFor({ from: 'https://aurora.example/checkout?x=1' })).toMatchObject({
      orderStep: { action: 'pass' },
      selectOffer: { action: 'pass' },
    });
    expect(partnerFor({ partnerId: 'northwind' })).toMatchObject({
      orderStep: { action: 'advance', payMethod: 'card' },
      selectOffer: { action: 'advance', offerType: 'rampeasy' },
    });
    expect(partnerFor({ from: 'shop.example', partnerId: '0' })).toBeUndefined();
  });

  it('matches hosts whatever their case, port or path', () => {
    expect(hostOf('HTTPS://WWW.Aurora.Example:8443/a/b')).toBe('www.aurora.example');
    expect(hostOf('aurora.example')).toBe('aurora.example');
    expect(hostOf('  ')).toBeUndefined();
    expect(partnerFor({ from: 'WWW.AURORA.EXAMPLE' })?.id).toBe('aurora');
  });

  it('a host match wins over a partner id match', () => {
    expect(partnerFor({ from: 'aurora.example', partnerId: 'northwind' })?.id).toBe('aurora');
  });

  it("recognises a partner's buyers by the hosts of its origins and by its id", () => {
    const rules = rulesOf({
      id: 'shop',
      origins: ['https://shop.example', 'https://pay.shop.example:8443'],
      rules: { orderStep: { action: 'advance', payMethod: 'card' } },
    });
    expect(rules).toEqual({
      id: 'shop',
      match: { hosts: ['shop.example', 'pay.shop.example'], partnerIds: ['shop'] },
      orderStep: { action: 'advance', payMethod: 'card' },
      selectOffer: undefined,
    });
    expect(partnerFor({ from: 'https://PAY.shop.example/cart' }, [rules])?.id).toBe('shop');
    expect(partnerFor({ partnerId: 'shop' }, [rules])?.id).toBe('shop');
  });

  it('takes the rules of the partner files that have some', () => {
    expect(shippedPartners.map((partner) => partner.id)).toEqual(['aurora', 'northwind']);
  });
});
