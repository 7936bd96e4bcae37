import type { AnswerMessage } from '../../api/answerMessage.ts';
import type { IdVerification, PersonalInfo } from '../../../schemas/api/kyc.ts';

export type { DocumentType, IdVerification, PersonalInfo } from '../../../schemas/api/kyc.ts';

/** Where the buyer's newest identity check stands ('none' before any, 'pending' until a document is sent). */
export type IdentityStatus = 'none' | 'pending' | 'approved' | 'refused' | 'review';

/** A gateway refusal as a page shows it. */
export interface KycRefusal {
  respCode: number;
  /** The catalogue message of the refusal's key (a generic one when the app has none), in the buyer's language. */
  message: AnswerMessage;
}

/** A load of the page's data from the gateway. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The personal information's fields, in the form's order. */
export const PERSONAL_INFO_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'citizenship',
  'city',
  'purpose',
  'contactNumber',
] as const satisfies ReadonlyArray<keyof PersonalInfo>;

/** The personal-information form as typed so far (a draft may miss any field). */
export type PersonalInfoDraft = Partial<PersonalInfo>;

/** The ID-verification form as chosen so far. */
export type IdVerificationDraft = Partial<IdVerification>;

/** An identity check opened at the provider: its page and until when the link works. */
export interface OpenedCheck {
  sessionId: string;
  url: string;
  /** Epoch seconds. */
  expireTime: number;
}

/**
 * What Verify ID shows: the form; the check opened and followed; or how it ended. 'expired' is a check
 * whose link ran out before a document came; 'failed' (refused or expired) both read 'Verification Failed'.
 */
export type IdentityPhase = 'loading' | 'form' | 'waiting' | 'approved' | 'refused' | 'review' | 'expired';

/** What Enter Information shows. */
export type InformationView = 'loading' | 'form' | 'underReview' | 'verified' | 'failed';

/** What KYC Status shows (SPEC §4 "KYC"), from the gateway's state. */
export type KycStatusView = 'loading' | 'refused' | 'underReview' | 'needsKyc2' | 'verified' | 'failed';
