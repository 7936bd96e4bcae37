import { BusinessError } from '../../http/errors.ts';

/** SPEC §9: identity verification is needed for orders over 700 EUR. */
export const IDENTITY_THRESHOLD_EUR = 700;
/** The order-creation code the app already treats as "show this message" (SPEC §8: respCode 509). */
export const IDENTITY_REQUIRED_CODE = 509;

/** Refuses an order worth more than 700 EUR unless the buyer's identity is approved (anonymous: never). */
export function requireIdentityAboveThreshold(orderEur: number, identityApproved: boolean): void {
  if (orderEur > IDENTITY_THRESHOLD_EUR && !identityApproved) {
    throw new BusinessError(IDENTITY_REQUIRED_CODE, 'Identity verification is required for orders over 700 EUR');
  }
}
