import { randomBytes } from 'node:crypto';
import type { Db } from '../../storage/database.ts';
import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { DocumentType } from '../../../schemas/api/kyc.ts';
import type { Insertable, Selectable } from 'kysely';
import type { IdentityCheckTable } from './tables.ts';
import { enqueueIdentityMail } from '../mail/accountMails.ts';
import type { MailLocale } from '../mail/payloads.ts';

/** What an identity provider decides about a document. */
export type IdentityResult = 'approved' | 'refused' | 'review';
/** A check's state: 'pending' until the document is sent. */
export type IdentityCheckStatus = 'pending' | IdentityResult;

/** How long the provider's page link stays usable. */
export const CHECK_TTL_MS = 30 * 60 * 1000;

export interface IdentityCheck {
  id: string;
  userId: string;
  status: IdentityCheckStatus;
  country?: string;
  documentType?: string;
  returnUrl?: string;
  createdAt: number;
  expiresAt: number;
  submittedAt?: number;
}

/** The document as received: the file itself is not kept. */
export interface ReceivedDocument {
  country: string;
  documentType: DocumentType;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
}

const toCheck = (row: Selectable<IdentityCheckTable>): IdentityCheck => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  country: row.issuing_country ?? undefined,
  documentType: row.document_type ?? undefined,
  returnUrl: row.return_url ?? undefined,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  submittedAt: row.submitted_at === null ? undefined : Number(row.submitted_at),
});

/** The user's newest check: it carries the identity status (a new check is only opened after a refusal). */
export async function latestCheck(db: Db, userId: string): Promise<IdentityCheck | undefined> {
  const row = await db
    .selectFrom('identity_checks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toCheck(row);
}

/** A check by the secret id of its page. */
export async function findCheck(db: Db, id: string): Promise<IdentityCheck | undefined> {
  const row = await db.selectFrom('identity_checks').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCheck(row);
}

/**
 * Opens a check for a user who gave their personal information and is neither verified nor under
 * review. `returnUrl` must already be a same-origin path.
 */
export async function startIdentityCheck(
  db: Db,
  user: { id: string; kycLevel: number },
  input: { country: string; documentType: DocumentType; returnUrl?: string },
  nowMs: number,
): Promise<IdentityCheck> {
  if (user.kycLevel < 1) throw new BusinessError(RespCode.badRequest, 'kyc.profileNeeded');
  const latest = await latestCheck(db, user.id);
  if (user.kycLevel >= 2 || latest?.status === 'approved')
    throw new BusinessError(RespCode.badRequest, 'kyc.alreadyVerified');
  if (latest?.status === 'review') throw new BusinessError(RespCode.badRequest, 'kyc.underReview');

  const row = {
    id: randomBytes(32).toString('base64url'),
    user_id: user.id,
    status: 'pending' as const,
    issuing_country: input.country,
    document_type: input.documentType,
    document_name: null,
    document_mime: null,
    document_size: null,
    document_sha256: null,
    return_url: input.returnUrl ?? null,
    created_at: nowMs,
    expires_at: nowMs + CHECK_TTL_MS,
    submitted_at: null,
  } satisfies Insertable<IdentityCheckTable>;
  await db.insertInto('identity_checks').values(row).execute();
  return toCheck(row);
}

/**
 * Records the document and the provider's decision on a pending, unexpired check; an approval raises the
 * user to KYC level 2 in the same transaction. Undefined when the check was already used or has expired.
 */
export async function recordDecision(
  db: Db,
  checkId: string,
  document: ReceivedDocument,
  result: IdentityResult,
  nowMs: number,
  /** The buyer's language: the result is e-mailed in it, by the outbox, with the decision. */
  locale: MailLocale = 'en-US',
): Promise<(IdentityCheck & { mailId?: string }) | undefined> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('identity_checks')
      .set({
        status: result,
        issuing_country: document.country,
        document_type: document.documentType,
        document_name: document.fileName,
        document_mime: document.mime,
        document_size: document.size,
        document_sha256: document.sha256,
        submitted_at: nowMs,
      })
      .where('id', '=', checkId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', nowMs)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    if (result === 'approved') {
      await tx.updateTable('users').set({ kyc_level: 2 }).where('id', '=', updated.user_id).execute();
    }
    const user = await tx
      .selectFrom('users')
      .select('email')
      .where('id', '=', updated.user_id)
      .executeTakeFirst();
    const mailId = user
      ? await enqueueIdentityMail(tx, { email: user.email, result, locale }, nowMs)
      : undefined;
    return { ...toCheck(updated), mailId };
  });
}
