import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';
import { BusinessError } from '../../http/errors.ts';
import { LoginRespCode } from '../../../schemas/api/auth.ts';

export interface User {
  id: string;
  email: string;
  kycLevel: number;
}

export interface Session {
  authToken: string;
  /** Epoch seconds. */
  expTime: number;
  kyc_level: number;
}

/** Tokens are 32 random bytes: a plain sha256 is enough to keep the stored form useless. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Consumes a checked code and opens a session, creating the user on first login — one transaction,
 * so a code is never used twice and never spent without a session.
 */
export async function openSession(
  db: Db,
  email: string,
  codeHash: string,
  nowMs: number,
  ttlSeconds: number,
): Promise<Session> {
  return db.transaction().execute(async (tx) => {
    const consumed = await tx
      .deleteFrom('login_codes')
      .where('email', '=', email)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    if (Number(consumed.numDeletedRows) !== 1) {
      throw new BusinessError(LoginRespCode.codeExpired, 'login.codeExpired');
    }
    await tx
      .insertInto('users')
      .values({ id: randomUUID(), email, kyc_level: 0, created_at: nowMs })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const user = await tx
      .selectFrom('users')
      .select(['id', 'kyc_level'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

    const authToken = randomBytes(32).toString('base64url');
    const expiresAt = nowMs + ttlSeconds * 1000;
    await tx
      .insertInto('auth_sessions')
      .values({
        token_hash: hashToken(authToken),
        user_id: user.id,
        created_at: nowMs,
        expires_at: expiresAt,
      })
      .execute();
    return { authToken, expTime: Math.floor(expiresAt / 1000), kyc_level: user.kyc_level };
  });
}

/** The session of a token that is still valid, with its expiry (epoch ms). */
export async function findSession(db: Db, token: string | undefined, nowMs: number) {
  if (!token || token.length > 128) return undefined;
  const row = await db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['users.id', 'users.email', 'users.kyc_level', 'auth_sessions.expires_at'])
    .where('auth_sessions.token_hash', '=', hashToken(token))
    .where('auth_sessions.expires_at', '>', nowMs)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user: { id: row.id, email: row.email, kycLevel: row.kyc_level },
    expiresAt: Number(row.expires_at),
  };
}

/** The user a still-valid token belongs to. */
export async function userFromToken(
  db: Db,
  token: string | undefined,
  nowMs: number,
): Promise<User | undefined> {
  return (await findSession(db, token, nowMs))?.user;
}

/** Ends a session; expired sessions of the same user are swept at the same time. */
export async function closeSession(db: Db, token: string, nowMs: number): Promise<void> {
  const tokenHash = hashToken(token);
  const session = await db
    .selectFrom('auth_sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!session) return;
  await db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', session.user_id)
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('expires_at', '<=', nowMs)]))
    .execute();
}
