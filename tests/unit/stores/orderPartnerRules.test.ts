import { describe, expect, it } from 'vitest';
import {
  hostOf,
  parsePartnerRules,
  partnerFor,
  shippedPartners,
} from '../../../src/stores/order/partnerRules.ts';

describe('partner rules (src/config/partners.json)', () => {
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

  it('refuses a malformed file instead of guessing', () => {
    expect(() => parsePartnerRules({})).toThrow(/"partners" must be a list/);
    expect(() =>
      parsePartnerRules({ partners: [{ id: 'x', match: {}, orderStep: { action: 'jump' } }] }),
    ).toThrow(/orderStep.action/);
    expect(() => parsePartnerRules({ partners: [{ id: 'x', match: { hosts: [3] } }] })).toThrow(
      /match lists/,
    );
    expect(() =>
      parsePartnerRules({
        partners: [{ id: 'x', match: {}, selectOffer: { action: 'advance', offerType: 7 } }],
      }),
    ).toThrow(/non-text/);
  });

  it('the shipped file parses', () => {
    expect(shippedPartners.map((partner) => partner.id)).toEqual(['aurora', 'northwind']);
  });
});
