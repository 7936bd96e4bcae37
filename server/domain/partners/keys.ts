import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../storage/database.ts';

/**
 * Partner API keys: `pk_<id>_<secret>` where the id (12 hex) names the key in listings and the secret is 32
 * random bytes (base64url). Only the SHA-256 of the whole key is stored — a fast hash is enough for a
 * 256-bit random secret, which no dictionary holds — so the key is shown once, when it is created.
 * A partner may hold several keys (rotation: create the new one, deploy it, revoke the old one).
 */
export const hashKey = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A key's shape; its first group is the key's id. */
const KEY_PATTERN = /^pk_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export interface CreatedKey {
  id: string;
  partnerId: string;
  label: string;
  /** The key itself: shown once, never stored. */
  token: string;
}

export async function createApiKey(
  db: Db,
  partnerId: string,
  label: string,
  nowMs: number,
): Promise<CreatedKey> {
  const id = randomBytes(6).toString('hex');
  const token = `pk_${id}_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('partner_api_keys')
    .values({
      id,
      partner_id: partnerId,
      token_hash: hashKey(token),
      label: label.slice(0, 64),
      created_at: nowMs,
      revoked_at: null,
      last_used_at: null,
    })
    .execute();
  return { id, partnerId, label, token };
}

export interface KeyListing {
  id: string;
  partnerId: string;
  label: string;
  createdAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

export async function listApiKeys(db: Db, partnerId?: string): Promise<KeyListing[]> {
  let query = db.selectFrom('partner_api_keys').selectAll().orderBy('created_at');
  if (partnerId) query = query.where('partner_id', '=', partnerId);
  return (await query.execute()).map((row) => ({
    id: row.id,
    partnerId: row.partner_id,
    label: row.label,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  }));
}

/** Revokes a key at once (every gateway reads the table on each call); false when there is no such live key. */
export async function revokeApiKey(db: Db, id: string, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable('partner_api_keys')
    .set({ revoked_at: nowMs })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** How often last_used_at is written for a busy key (not on every call). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The partner of a live key; undefined for an unknown, malformed or revoked one. The row is found by the
 * key's id, then the hashes are compared in constant time: neither the lookup nor the comparison tells a
 * caller how much of a guessed secret was right.
 */
export async function partnerOfKey(
  db: Db,
  token: string,
  nowMs: number,
): Promise<{ partnerId: string; keyId: string } | undefined> {
  const id = KEY_PATTERN.exec(token)?.[1];
  if (!id) return undefined;
  const row = await db
    .selectFrom('partner_api_keys')
    .select(['id', 'partner_id', 'token_hash', 'revoked_at', 'last_used_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  const given = Buffer.from(hashKey(token), 'hex');
  const stored = Buffer.from(row?.token_hash ?? '', 'hex');
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same || row.revoked_at !== null) return undefined;
  if (row.last_used_at === null || nowMs - Number(row.last_used_at) > TOUCH_EVERY_MS) {
    await db.updateTable('partner_api_keys').set({ last_used_at: nowMs }).where('id', '=', row.id).execute();
  }
  return { partnerId: row.partner_id, keyId: row.id };
}
