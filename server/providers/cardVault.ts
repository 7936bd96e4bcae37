import { randomBytes } from 'node:crypto';
import { hashToken } from '../domain/auth/session.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../storage/database.ts';
import type { CardToken, ChargeResult } from './paymentSandbox.ts';
import type { CardVaultTable } from './cardVaultTables.ts';

/** A hosted card field's token is good for one payment within 15 minutes. */
export const FIELD_TOKEN_TTL_MS = 15 * 60_000;
/** Spent or expired field tokens are deleted a day after they expire. */
const KEEP_SPENT_MS = 24 * 3600_000;

type Charge = Extract<ChargeResult, { ok: true }>;
export type VaultedCard = Omit<CardToken, 'providerToken'> & Pick<Charge, 'outcome' | 'scenario'>;

const newProviderToken = () => `tok_${randomBytes(12).toString('hex')}`;
const newFieldToken = () => `cft_${randomBytes(24).toString('hex')}`;

const rowOf = (card: VaultedCard) => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  outcome: card.outcome,
  scenario: card.scenario,
});

const cardOf = (row: Selectable<CardVaultTable>): VaultedCard => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: Number(row.exp_month),
  expYear: Number(row.exp_year),
  outcome: row.outcome,
  scenario: row.scenario,
});

const vaultedOf = (charge: Charge): VaultedCard => ({
  brand: charge.card.brand,
  last4: charge.card.last4,
  expMonth: charge.card.expMonth,
  expYear: charge.card.expYear,
  outcome: charge.outcome,
  scenario: charge.scenario,
});

/** A checked test card as a single-use token for the hosted card field (the number stays here). */
export async function issueFieldToken(
  db: Db,
  charge: Charge,
  nowMs: number,
): Promise<{ token: string } & Omit<CardToken, 'providerToken'>> {
  const token = newFieldToken();
  await db
    .deleteFrom('card_vault')
    .where('single_use', '=', 1)
    .where('expires_at', '<', nowMs - KEEP_SPENT_MS)
    .execute();
  await db
    .insertInto('card_vault')
    .values({
      token_hash: hashToken(token),
      single_use: 1,
      ...rowOf(vaultedOf(charge)),
      created_at: nowMs,
      expires_at: nowMs + FIELD_TOKEN_TTL_MS,
      used_at: null,
    })
    .execute();
  const { brand, last4, expMonth, expYear } = charge.card;
  return { token, brand, last4, expMonth, expYear };
}

/**
 * Spends a field token: marks it used only if it is unused and unexpired (one atomic update, so two
 * payments with the same token cannot both get it). Run it in the payment's transaction: a payment
 * refused afterwards rolls the spending back.
 */
export async function redeemFieldToken(
  db: Db,
  token: string,
  nowMs: number,
): Promise<VaultedCard | undefined> {
  const tokenHash = hashToken(token);
  const spent = await db
    .updateTable('card_vault')
    .set({ used_at: nowMs })
    .where('token_hash', '=', tokenHash)
    .where('single_use', '=', 1)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) return undefined;
  const row = await db
    .selectFrom('card_vault')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return cardOf(row);
}

/** Keeps a card under a new reusable provider token (what a saved card holds); returns the token. */
export async function vaultProviderToken(
  db: Db,
  card: VaultedCard,
  nowMs: number,
  providerToken = newProviderToken(),
): Promise<string> {
  await db
    .insertInto('card_vault')
    .values({
      token_hash: hashToken(providerToken),
      single_use: 0,
      ...rowOf(card),
      created_at: nowMs,
      expires_at: null,
      used_at: null,
    })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  return providerToken;
}

/** Keeps the card of a checkout-page charge so the saved card's provider token can pay again. */
export const vaultCharge = (db: Db, charge: Charge, nowMs: number) =>
  vaultProviderToken(db, vaultedOf(charge), nowMs, charge.card.providerToken);

/** The card behind a saved card's provider token. */
export async function findProviderToken(db: Db, providerToken: string): Promise<VaultedCard | undefined> {
  const row = await db
    .selectFrom('card_vault')
    .selectAll()
    .where('token_hash', '=', hashToken(providerToken))
    .where('single_use', '=', 0)
    .executeTakeFirst();
  return row && cardOf(row);
}

/** The charge of a vaulted card, as the processor answers it for this test card, under a provider token. */
export const chargeOfVaulted = (card: VaultedCard, providerToken: string): Charge => ({
  ok: true,
  outcome: card.outcome,
  scenario: card.scenario,
  card: {
    providerToken,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  },
});
