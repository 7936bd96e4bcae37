import type { AnswerMessage } from '../../api/answerMessage.ts';
import type { Static } from 'typebox';
import type { BillingAddress, Card } from '../../../schemas/api/cards.ts';

export type { BillingAddress } from '../../../schemas/api/cards.ts';

/** A saved card as cardList shows it (brand, last 4 digits, expiry; never the number). */
export type SavedCard = Static<typeof Card>;

/** The billing-address form as typed so far. */
export type BillingAddressDraft = Partial<BillingAddress>;

/** What the hosted card field hands over once it tokenized the card (src/components/HostedCardField). */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** A gateway refusal as a page shows it. */
export interface CardRefusal {
  respCode: number;
  /** The catalogue message of the refusal's key (a generic one when the app has none), in the buyer's language. */
  message: AnswerMessage;
}

/** What Select Card shows: the decision running, the cards to choose from, a failed load, or nothing (the buyer left). */
export type SelectCardView = 'deciding' | 'ready' | 'failed' | 'left';

/** What Enter Card shows. */
export type EnterCardView = 'loading' | 'ready' | 'failed' | 'left';
