import type { QuoteMessage } from './types.ts';

/** Message ids the quote rules produce; the texts live in the catalogues (SPEC §5 and §8, word for word). */
export const QuoteMessageId = {
  amountRequired: 'validation.amountRequired',
  amountMin: 'validation.amountMin',
  amountMax: 'validation.amountMax',
  payTokenRequired: 'validation.payTokenRequired',
  getTokenRequired: 'validation.getTokenRequired',
  addressRequired: 'validation.addressRequired',
  addressInvalid: 'validation.addressInvalid',
  tryAgain: 'quote.error.tryAgain',
} as const;

export const message = (id: string, values?: Record<string, string>): QuoteMessage =>
  values ? { id, values } : { id };
