import type { Static } from 'typebox';
import type { InquiryText, OfferEntry, PriceEntry, QuoteResponse } from '../../../schemas/api/quote.ts';
import type { GetTokenItem, PayToken } from '../../../schemas/api/reference.ts';

/** Which amount the buyer typed: Pay (the fiat amount) or Get (the crypto amount). */
export type Side = 'pay' | 'get';

/** SPEC §3 "Inquiry parameters", kept for the next steps of the purchase: token is the last successful quote's. */
export type Inquiry = InquiryText;

/** Inputs that came from the link and are read-only. */
export interface Locks {
  sendCurrency: boolean;
  sendCurrencyAmount: boolean;
  getCurrency: boolean;
  getCurrencyAmount: boolean;
}

/** What the link asked to keep for the later steps (widgets open the app with them). */
export interface LinkExtras {
  /** A receiving address given by the embedding page: the buyer does not type it again. */
  address: string;
  /** Host of the page that opened the app. */
  from: string;
  /** Where the partner wants the buyer sent back after paying. */
  redirectUrl: string;
}

/**
 * A message for the view to show: a catalogue id with its values (translated by the view), or a text the
 * gateway wrote (shown as it is).
 */
export type QuoteMessage = { id: string; values?: Record<string, string> } | { text: string };

export type Offer = Static<typeof OfferEntry>;
export type PayMethodPrice = Static<typeof PriceEntry>;
export type QuoteAnswer = Static<typeof QuoteResponse>;
export type PayTokenItem = Static<typeof PayToken>;
export type GetToken = Static<typeof GetTokenItem>;

/** The priced part of the last successful quote, for the fee summary. */
export interface QuotedFees {
  processingFee: string;
  networkFee: string;
  feeCurrency: string;
  /** Each fee's own currency (SPEC §3 processingFeeSymbol / networkFeeSymbol), feeCurrency when not given. */
  processingFeeCurrency: string;
  networkFeeCurrency: string;
  /** Epoch seconds. */
  expireTime: number;
  network: string;
}
