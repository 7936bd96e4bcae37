import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../storage/database.ts';
import { BusinessError } from '../../http/errors.ts';
import { LoginRespCode } from '../../../schemas/api/auth.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_ATTEMPTS = 5;

const scryptAsync = promisify(scrypt) as (code: string, salt: string, keylen: number) => Promise<Buffer>;

/** A six-digit code has a million values: a slow, salted hash keeps a leaked row from giving it away. */
const hashCode = async (code: string, salt: string) => (await scryptAsync(code, salt, 32)).toString('hex');

/** Refusal of a new code within the resend delay; the route answers the seconds left. */
export class ResendTooSoon extends BusinessError {
  constructor(readonly secondsLeft: number) {
    super(LoginRespCode.resendTooSoon, 'login.resendTooSoon', { seconds: secondsLeft });
  }
}

/** A code that was compared and was wrong (its answer says the tries left, or that the code is now locked). */
export class WrongGuess extends BusinessError {}

const expired = () => new BusinessError(LoginRespCode.codeExpired, 'login.codeExpired');
const locked = () => new BusinessError(LoginRespCode.codeLocked, 'login.codeLocked');

/** Throws ResendTooSoon when the address's code was sent less than RESEND_AFTER_MS ago. */
async function assertResendAllowed(db: Db, email: string, nowMs: number): Promise<void> {
  const current = await db
    .selectFrom('login_codes')
    .select('sent_at')
    .where('email', '=', email)
    .executeTakeFirst();
  const waitMs = current ? Number(current.sent_at) + RESEND_AFTER_MS - nowMs : 0;
  if (waitMs > 0) throw new ResendTooSoon(Math.ceil(waitMs / 1000));
}

/**
 * Makes a new code for the address, replacing any earlier one, unless one was sent less than
 * RESEND_AFTER_MS ago. That is checked before the (deliberately slow) hashing, so a refused resend costs
 * one read; the statements after it are atomic, so two gateways cannot both issue within the delay.
 */
export async function issueLoginCode(db: Db, email: string, nowMs: number): Promise<string> {
  await assertResendAllowed(db, email, nowMs);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const row = {
    code_hash: await hashCode(code, salt),
    salt,
    sent_at: nowMs,
    expires_at: nowMs + CODE_TTL_MS,
    attempts: 0,
  };

  const inserted = await db
    .insertInto('login_codes')
    .values({ email, ...row })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return code;

  const replaced = await db
    .updateTable('login_codes')
    .set(row)
    .where('email', '=', email)
    .where('sent_at', '<=', nowMs - RESEND_AFTER_MS)
    .executeTakeFirst();
  if (Number(replaced.numUpdatedRows) === 1) return code;

  // Another request issued a code between the check and the update.
  await assertResendAllowed(db, email, nowMs);
  throw new ResendTooSoon(Math.ceil(RESEND_AFTER_MS / 1000));
}

/** Forgets a code that could not be mailed, so the buyer may ask again at once. */
export async function withdrawLoginCode(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_codes').where('email', '=', email).execute();
}

/**
 * Checks a code. The attempt is counted before the comparison (atomically), so parallel guesses
 * cannot exceed MAX_ATTEMPTS. Returns the stored hash to consume the code with.
 */
export async function checkLoginCode(db: Db, email: string, code: string, nowMs: number): Promise<string> {
  const row = await db.selectFrom('login_codes').selectAll().where('email', '=', email).executeTakeFirst();
  if (!row || Number(row.expires_at) <= nowMs) throw expired();

  const counted = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('code_hash', '=', row.code_hash)
    .where('attempts', '<', MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) {
    // Either locked, or replaced/consumed since it was read.
    const current = await db
      .selectFrom('login_codes')
      .select('code_hash')
      .where('email', '=', email)
      .executeTakeFirst();
    throw current?.code_hash === row.code_hash ? locked() : expired();
  }

  const given = Buffer.from(await hashCode(code, row.salt), 'hex');
  if (/^\d{6}$/.test(code) && timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) return row.code_hash;

  const left = MAX_ATTEMPTS - counted.attempts;
  if (left <= 0) throw new WrongGuess(LoginRespCode.codeLocked, 'login.codeLocked');
  throw new WrongGuess(LoginRespCode.wrongCode, 'login.wrongCode', { attempts: left });
}
