import type { ColumnType } from 'kysely';
import type { Millis } from '../auth/tables.ts';
import type { IdentityCheckStatus } from './identity.ts';

type OptMillis = ColumnType<number | string | null, number | null | undefined, number | null>;

/** Level-1 KYC: the personal information form (schemas/forms/personalInfo.json), one row per user. */
export interface KycProfileTable {
  user_id: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  date_of_birth: string;
  /** ISO 3166 alpha-2 */
  citizenship: string;
  city: string;
  /** A code of the nature-of-account list. */
  purpose: string;
  contact_number: string;
  created_at: Millis;
  updated_at: Millis;
}

/**
 * One identity-document check at the sandbox provider. Its random id is the secret of the sandbox page
 * link; the document itself is not kept, only what identifies it (name, type, size, sha256).
 */
export interface IdentityCheckTable {
  id: string;
  user_id: string;
  status: IdentityCheckStatus;
  issuing_country: string | null;
  document_type: string | null;
  document_name: string | null;
  document_mime: string | null;
  document_size: number | null;
  document_sha256: string | null;
  /** Same-origin path the page sends the buyer back to. */
  return_url: string | null;
  created_at: Millis;
  expires_at: Millis;
  submitted_at: OptMillis;
}

export interface KycTables {
  kyc_profiles: KycProfileTable;
  identity_checks: IdentityCheckTable;
}
