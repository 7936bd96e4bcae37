import { createHash } from 'node:crypto';
import type { Db } from '../../storage/database.ts';
import { BusinessError } from '../../http/errors.ts';
import { LoginRespCode } from '../../../schemas/api/auth.ts';
import { countRequest } from '../rateLimit/counter.ts';

/** Wrong codes for one address within FAILURE_WINDOW_MS, across codes, before its login locks. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 60 * 60_000;
export const LOCK_MS = 15 * 60_000;

/**
 * 5 tries per code and a new code a minute allowed ~7,200 guesses a day per address. With the lock an
 * attacker gets 10 guesses, then one per lock period until the hour is over: about 13 an hour.
 * The counters are the shared rate-limit counters (atomic upserts, seen by every gateway process), keyed by
 * a hash of the address.
 */
const key = (kind: 'failures' | 'lock', email: string) =>
  `login-${kind}:${createHash('sha256').update(email).digest('hex')}`;

/** The address's login is locked: the text says how many minutes are left (the app shows them in the buyer's language). */
export class AccountLocked extends BusinessError {
  constructor(readonly msLeft: number) {
    const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
    super(LoginRespCode.accountLocked, 'login.accountLocked', { minutes });
  }
}

/** Throws AccountLocked while the address's login is locked. */
export async function assertNotLocked(db: Db, email: string, nowMs: number): Promise<void> {
  const lock = await db
    .selectFrom('rate_limit_counters')
    .select('reset_at')
    .where('key', '=', key('lock', email))
    .where('reset_at', '>', nowMs)
    .executeTakeFirst();
  if (lock) throw new AccountLocked(Number(lock.reset_at) - nowMs);
}

/**
 * Counts one wrong code for the address (checked only while it is not locked). From the
 * LOCK_AFTER_FAILURES-th within the window on, each one starts a lock of LOCK_MS, returned for the answer.
 */
export async function countFailure(db: Db, email: string, nowMs: number): Promise<AccountLocked | undefined> {
  const failures = await countRequest(db, key('failures', email), FAILURE_WINDOW_MS, nowMs);
  if (failures.current < LOCK_AFTER_FAILURES) return undefined;
  const lock = await countRequest(db, key('lock', email), LOCK_MS, nowMs);
  return new AccountLocked(lock.ttl);
}

/** A successful login forgets the address's wrong codes. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('key', 'in', [key('failures', email), key('lock', email)])
    .execute();
}
