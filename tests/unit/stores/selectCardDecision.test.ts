// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectCardDecision, type SelectCardFacts } from '../../../src/stores/cards/selectCardDecision.ts';

/** A buyer past every row but the one under test: level 1, no review, order made, identity not needed, one card. */
const settled: SelectCardFacts = {
  userStatus: { isKyc: 1, kycLevel: 1 },
  orderNo: '202511230000000001',
  isIdentification: 1,
  savedCards: 1,
};

describe('Select Card decision (SPEC §4), one test per row', () => {
  it('an authToken query is first resolved into user info, then removed from the address bar', () => {
    expect(selectCardDecision({ authTokenInQuery: 'tok' })).toEqual({ kind: 'learn', fact: 'authInfo' });
    expect(selectCardDecision({ authTokenInQuery: 'tok', authResolved: true })).toEqual({
      kind: 'learn',
      fact: 'removeAuthToken',
    });
    expect(
      selectCardDecision({ authTokenInQuery: 'tok', authResolved: true, authTokenRemoved: true }),
    ).toEqual({ kind: 'learn', fact: 'userStatus' });
    expect(selectCardDecision({})).toEqual({ kind: 'learn', fact: 'userStatus' });
  });

  it('isKyc 2 (identity refused) goes to KYC Status with status 2, remembering Select Card', () => {
    expect(selectCardDecision({ ...settled, userStatus: { isKyc: 2, kycLevel: 1 } })).toEqual({
      kind: 'go',
      to: '/kyc-status?status=2',
      kycReturn: true,
    });
  });

  it('isKyc 3 (under review) goes to Enter Information, under review, step 2', () => {
    expect(selectCardDecision({ ...settled, userStatus: { isKyc: 3, kycLevel: 1 } })).toEqual({
      kind: 'go',
      to: '/enter-information?isUnderReview=1&step=2',
      kycReturn: true,
    });
  });

  it('otherwise the order is created when none exists; a refused creation has left for Edit', () => {
    expect(selectCardDecision({ userStatus: { isKyc: 0, kycLevel: 0 } })).toEqual({
      kind: 'learn',
      fact: 'order',
    });
    expect(selectCardDecision({ userStatus: { isKyc: 0, kycLevel: 0 }, orderRefused: true })).toEqual({
      kind: 'left',
    });
  });

  it('kyc_level below 1 goes to Enter Information (after the order exists)', () => {
    expect(
      selectCardDecision({ ...settled, userStatus: { isKyc: 0, kycLevel: 0 }, isIdentification: undefined }),
    ).toEqual({
      kind: 'go',
      to: '/enter-information',
      kycReturn: true,
    });
  });

  it('identification not done (isIdentification 0) goes to Verify ID', () => {
    expect(selectCardDecision({ ...settled, isIdentification: undefined, savedCards: undefined })).toEqual({
      kind: 'learn',
      fact: 'identification',
    });
    expect(selectCardDecision({ ...settled, isIdentification: 0 })).toEqual({
      kind: 'go',
      to: '/verify-id',
      kycReturn: true,
    });
  });

  it('no saved card goes to Enter Card for this order', () => {
    expect(selectCardDecision({ ...settled, savedCards: undefined })).toEqual({
      kind: 'learn',
      fact: 'cards',
    });
    expect(selectCardDecision({ ...settled, savedCards: 0 })).toEqual({
      kind: 'go',
      to: '/enter-card?orderNo=202511230000000001',
      kycReturn: false,
    });
  });

  it('otherwise the buyer stays to choose a saved card', () => {
    expect(selectCardDecision(settled)).toEqual({ kind: 'stay' });
  });
});
