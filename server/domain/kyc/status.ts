import type { Db } from '../../storage/database.ts';
import { IsKyc } from '../../../schemas/api/isKyc.ts';
import { latestCheck } from './identity.ts';

export type IdentityStatus = 'none' | 'pending' | 'approved' | 'refused' | 'review';

/** Where the user's identity verification stands: the status of their newest check, 'none' before any. */
export async function identityStatus(db: Db, userId: string): Promise<IdentityStatus> {
  return (await latestCheck(db, userId))?.status ?? 'none';
}

/** userStatus' isKyc (see IsKyc): a refusal or a review outranks the level reached. */
export function isKycOf(kycLevel: number, status: IdentityStatus): number {
  if (status === 'refused') return IsKyc.refused;
  if (status === 'review') return IsKyc.underReview;
  return kycLevel >= 1 ? IsKyc.level1 : IsKyc.none;
}
