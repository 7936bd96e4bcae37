import { IsKyc } from '../../../schemas/api/isKyc.ts';
import type { IdentityPhase, IdentityStatus, InformationView, KycStatusView } from './types.ts';

/** KYC level of an approved identity. */
export const VERIFIED_LEVEL = 2;

/** KYC Status from userStatus: a refusal or a review outranks the level; below level 2 more is needed. */
export function kycStatusViewOf(answer: { isKyc: number; kyc_level: number }): KycStatusView {
  if (answer.isKyc === IsKyc.refused) return 'refused';
  if (answer.isKyc === IsKyc.underReview) return 'underReview';
  return answer.kyc_level >= VERIFIED_LEVEL ? 'verified' : 'needsKyc2';
}

/** Enter Information: frozen once verified, the explanation while under review (or when the link says so). */
export function informationViewOf(state: {
  kycLevel: number;
  identityStatus: IdentityStatus;
  underReviewHint: boolean;
}): InformationView {
  if (state.kycLevel >= VERIFIED_LEVEL || state.identityStatus === 'approved') return 'verified';
  if (state.identityStatus === 'review' || state.underReviewHint) return 'underReview';
  return 'form';
}

/**
 * Verify ID from the identity status and the check this tab opened (if any): a pending check is followed
 * while its link works and counts as expired after; with no check of ours a pending one is started anew.
 */
export function identityPhaseOf(
  status: IdentityStatus,
  check: { expireTime: number } | undefined,
  nowMs: number,
): IdentityPhase {
  switch (status) {
    case 'approved':
    case 'refused':
    case 'review':
      return status;
    case 'pending':
      if (!check) return 'form';
      return check.expireTime * 1000 > nowMs ? 'waiting' : 'expired';
    default:
      return 'form';
  }
}
