import type { Db } from '../../storage/database.ts';
import { CODE_TTL_MS } from '../auth/codes.ts';
import type { IdentityResult } from '../kyc/identity.ts';
import { enqueue } from '../outbox/enqueue.ts';
import type { MailLocale, MailPayload } from './payloads.ts';
import { seal } from './sealing.ts';

/**
 * The login code is sent by the request that asked for it, while the buyer waits (deliverNow); the
 * dispatchers take it only if that has not happened within this time (a mail server down, a gateway gone).
 */
const SENT_BY_CALLER_WITHIN_MS = 15_000;

/** The login code mail, with the code sealed (the database never holds it in the clear); returns the row's id. */
export function enqueueLoginCodeMail(
  db: Db,
  sealKey: Buffer,
  mail: { email: string; code: string; locale: MailLocale },
  nowMs: number,
): Promise<string> {
  const payload: MailPayload = {
    template: 'loginCode',
    locale: mail.locale,
    sealedCode: seal(sealKey, mail.code),
    validMinutes: CODE_TTL_MS / 60_000,
    expiresAt: nowMs + CODE_TTL_MS,
  };
  return enqueue(
    db,
    {
      kind: 'mail',
      topic: 'login.code',
      recipient: mail.email,
      payload,
      sentByCallerWithinMs: SENT_BY_CALLER_WITHIN_MS,
    },
    nowMs,
  );
}

/** The identity check's result mail (SPEC §4: the user is e-mailed the result). */
export function enqueueIdentityMail(
  db: Db,
  mail: { email: string; result: IdentityResult; locale: MailLocale },
  nowMs: number,
): Promise<string> {
  const payload: MailPayload = { template: 'identityResult', locale: mail.locale, result: mail.result };
  return enqueue(db, { kind: 'mail', topic: 'identity.result', recipient: mail.email, payload }, nowMs);
}
