import type { Static } from 'typebox';
import type { AnswerMessage } from '../../api/answerMessage.ts';
import type { Inquiry, InquiryText, OfferEntry, PriceEntry } from '../../../schemas/api/quote.ts';
import type { OrderCreated, OrderView as OrderViewSchema } from '../../../schemas/api/orders.ts';

/** One provider's price for the quote's pay method (the quote's offerList). */
export type Offer = Static<typeof OfferEntry>;
/** One pay method's price (the quote's methodList). */
export type MethodPrice = Static<typeof PriceEntry>;
/** An order as the gateway shows it (orderDetail). */
export type OrderView = Static<typeof OrderViewSchema>;
export type OrderStatusName = OrderView['status'];
export type PaymentResult = OrderView['paymentResult'];
/** What cryptoOrder / coinOrder answer (SPEC §3 "Order response"). */
export type CreatedOrder = Static<typeof OrderCreated>;

export type QuoteSide = 'pay' | 'get';

/** SPEC §3 "Inquiry parameters", as the quote screen holds them. */
export type InquiryParams = Inquiry;

/** What the order flow reads of the quote screen's store (root.quote). */
export interface QuoteSource {
  readonly inquiry: InquiryParams;
  readonly side: QuoteSide;
  /** The quote's offers, best first. */
  readonly offers: readonly Offer[];
  readonly methods: readonly MethodPrice[];
  readonly selectedOffer?: Offer;
  /** The crypto bought, when the screen knows it: its symbol as people write it and its network. */
  readonly getToken?: { currency: string; network: string };
}

/**
 * The quote the buyer continued with, kept by the order flow (and in the session) so a reload, a new
 * window opened by a widget or a re-quote on the quote screen cannot change what is being ordered.
 */
export interface AcceptedQuote {
  inquiry: InquiryText;
  side: QuoteSide;
  offers: Offer[];
  methods: MethodPrice[];
  /** The crypto as people write it ('USDT' for USDT_TRC20) and its network code ('' when unknown). */
  getSymbol: string;
  network: string;
}

/** SPEC §3 "Other state": the chosen offer, completed with the order once it exists. */
export interface OfferSummary {
  offerType: string;
  name: string;
  image: string;
  sendCurrency: string;
  sendCurrencyAmount: string;
  getCurrency: string;
  getCurrencyAmount: string;
  service?: string;
  nextStepContent?: string;
  serviceLogoUrl?: string;
  orderNo?: string;
}

/** Destination wallet type values of schemas/forms/walletType.json. */
export type WalletType = 'exchange' | 'selfHosted';

export interface WalletChoice {
  walletType?: WalletType;
  exchangeName?: string;
}

/** Why the address cannot be used, as the screen words it. */
export type AddressError = 'required' | 'invalid';

/**
 * A business answer as the buyer reads it: its code and the catalogue message of its key (SPEC §8: order
 * creation shows the gateway's message, here in the buyer's language; never respMessage as it came).
 */
export interface ServerMessage {
  respCode: number;
  message: AnswerMessage;
  /** The gateway's own words, only for a partner's host page (the embedding bridge's error event). */
  respMessage: string;
}
