import { BusinessError } from '../../http/errors.ts';
import type { Db } from '../../storage/database.ts';
import { identityStatus } from '../kyc/status.ts';

/** SPEC §9: identity verification is needed for orders over 700 EUR. */
export const IDENTITY_THRESHOLD_EUR = 700;
/** The order-creation code the app already treats as "show this message" (SPEC §8: respCode 509). */
export const IDENTITY_REQUIRED_CODE = 509;

const identityRequired = () => new BusinessError(IDENTITY_REQUIRED_CODE, 'risk.identityRequired');

export const isAboveIdentityThreshold = (orderEur: number) => orderEur > IDENTITY_THRESHOLD_EUR;

/**
 * Refuses an order worth more than 700 EUR unless the buyer's identity is approved (anonymous: never).
 * An order paid by card in the app is the exception: it may be created first, because the app leads the
 * buyer through the identity check before paying and its payment is refused until then (below).
 */
export function requireIdentityAboveThreshold(
  orderEur: number,
  identityApproved: boolean,
  paidInAppByUser = false,
): void {
  if (isAboveIdentityThreshold(orderEur) && !identityApproved && !paidInAppByUser) throw identityRequired();
}

/** Refuses to take a payment for an order above 700 EUR until its buyer's identity is approved. */
export async function requireIdentityForPayment(
  db: Db,
  order: { identity_required: number; user_id: string | null },
): Promise<void> {
  if (!order.identity_required) return;
  if (!order.user_id || (await identityStatus(db, order.user_id)) !== 'approved') throw identityRequired();
}
