import { randomUUID } from 'node:crypto';
import type { Db } from '../../storage/database.ts';

/** What the payment provider gives back for a card: its token and what may be shown. */
export interface TokenizedCard {
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  maskedNumber: string;
}

export const maskCardNumber = (last4: string) => `•••• ${last4}`;

const shown = (card: Omit<TokenizedCard, 'providerToken'>) => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  maskedNumber: maskCardNumber(card.last4),
});

/**
 * Keeps a card for the user. The same card paid with again (same brand, last 4 and expiry) keeps its
 * entry and takes the newest provider token, so the list does not fill with copies — one atomic upsert,
 * so two checkouts at once cannot either. Only the token, brand, last 4 and expiry are stored.
 */
export async function saveCard(db: Db, userId: string, card: TokenizedCard): Promise<SavedCard> {
  if (!/^\d{4}$/.test(card.last4)) throw new Error('last4 must be 4 digits');
  const saved = await db
    .insertInto('cards')
    .values({
      id: randomUUID(),
      user_id: userId,
      provider_token: card.providerToken,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      created_at: Date.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .doUpdateSet({ provider_token: card.providerToken }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: saved.id, ...shown(card) };
}

/** The user's cards, newest first. */
export async function listCards(db: Db, userId: string): Promise<SavedCard[]> {
  const rows = await db
    .selectFrom('cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ...shown({ brand: r.brand, last4: r.last4, expMonth: r.exp_month, expYear: r.exp_year }),
  }));
}

/** Deletes one of the user's cards; false when there is no such card of theirs. */
export async function deleteCard(db: Db, userId: string, cardId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cards')
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
