import { Type, type Static } from 'typebox';
import { AttributionFields } from './attribution.ts';
import { AuthField, OptAmount, OptStr, RespKeyFields, Str, endpoint, withData } from './common.ts';

/** respCodes of a quote besides 200: where the client shows the message (SPEC §8). */
export const QuoteRespCode = {
  /** A get-side problem (too little, unknown receive token): shown under the get amount. */
  getSide: 500,
  /** A pay-side problem (amount out of limits, unknown pay currency): shown under the pay amount. */
  paySide: 501,
  /** The get amount is above the maximum: shown under the get amount. */
  getSideMax: 502,
} as const;

/** An amount written as decimal text without trailing zeros (e.g. '0.00102345'). */
const Decimal = Type.String();

/** Inquiry parameters (SPEC §3). One side's amount is blank: the send amount given makes a Pay-side quote. */
export const Inquiry = Type.Object({
  sendCurrency: Str(16),
  sendCurrencyAmount: OptAmount,
  getCurrency: Str(32),
  getCurrencyAmount: OptAmount,
  /** A previous quote's token; a new quote always gets a new one. */
  token: OptStr(64),
  partnerId: AttributionFields.partnerId,
  payMethod: OptStr(32),
  offerType: OptStr(32),
  reference: AttributionFields.reference,
  refererUrl: AttributionFields.refererUrl,
});
export type Inquiry = Static<typeof Inquiry>;
/** The inquiry as the browser keeps it between the purchase's steps: every field as text, '' when blank. */
export type InquiryText = { [K in keyof Inquiry]-?: string };

export const InquiryBody = Type.Object({
  ...Inquiry.properties,
  intercept: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 8 })])),
  ...AuthField,
});

/** The price of one pay method (the best offer that takes it). */
export const PriceEntry = Type.Object({
  payMethod: Type.String(),
  /** The method's display name. */
  name: Type.String(),
  /** Percent the method adds to the processing fee. */
  fee: Decimal,
  offerType: Type.String(),
  sendCurrencyAmount: Decimal,
  sendCurrency: Type.String(),
  getCurrencyAmount: Decimal,
  getCurrency: Type.String(),
  transNetworkFee: Decimal,
  processingFee: Decimal,
  feeCurrency: Type.String(),
  /** The method's icon. */
  image2: Type.String(),
});

/** One provider's price for the quote's pay method. */
export const OfferEntry = Type.Object({
  offerType: Type.String(),
  name: Type.String(),
  image: Type.String(),
  sendCurrencyAmount: Decimal,
  getCurrencyAmount: Decimal,
  processingFee: Decimal,
  networkFee: Decimal,
  feeCurrency: Type.String(),
  /** Price of one unit of the get token charged by the provider, in the pay currency. */
  rate: Decimal,
  payMethods: Type.Array(Type.String()),
  /** True when the provider takes this quote's pay method (card) in the app: Select Card → Enter Card, no checkout page. */
  inAppCard: Type.Optional(Type.Boolean()),
});

const quoteFields = {
  side: Type.Union([Type.Literal('pay'), Type.Literal('get')]),
  sendCurrency: Type.String(),
  sendCurrencyAmount: Decimal,
  getCurrency: Type.String(),
  getCurrencyAmount: Decimal,
  network: Type.String(),
  /** Epoch seconds after which the token is refused with 5003. */
  expireTime: Type.Integer(),
  token: Type.String(),
  processingFee: Decimal,
  transNetworkFee: Decimal,
  feeCurrency: Type.String(),
  /** SPEC §3 fee data: each fee's own currency when they differ (absent: feeCurrency); never added across. */
  processingFeeSymbol: Type.Optional(Type.String()),
  networkFeeSymbol: Type.Optional(Type.String()),
  payMethod: Type.String(),
  offerType: Type.String(),
  /** Offers for the quote's pay method, best first. */
  offerList: Type.Array(OfferEntry),
};

/** The quote response (SPEC §3), flat: the fields are absent when respCode is not 200. */
export const QuoteResponse = Type.Object({
  respCode: Type.Integer(),
  respMessage: Type.String(),
  ...RespKeyFields,
  ...Type.Partial(Type.Object(quoteFields)).properties,
  methodList: Type.Optional(Type.Array(PriceEntry)),
  /** Icons of the pay methods of methodList, in the same order. */
  methodListImage: Type.Optional(Type.Array(Type.String())),
});

const TokenBody = Type.Object({ token: Str(64), ...AuthField });

export const quoteEndpoints = {
  /** A quote for either side (SPEC §3 "Quote response"); 500/501/502 for amount problems. */
  offerInquiry: endpoint(InquiryBody, QuoteResponse),
  /** The quote behind a token (5003 when it expired). */
  offerInquiryInfo: endpoint(
    TokenBody,
    withData(
      Type.Object({
        ...quoteFields,
        partnerId: Type.String(),
        /** The partner's reference and the referring page the quote was asked with ('' when none). */
        reference: Type.String(),
        refererUrl: Type.String(),
      }),
    ),
  ),
  /** The price of every pay method of a quote (5003 when it expired). */
  offerMethodList: endpoint(TokenBody, withData(Type.Object({ priceList: Type.Array(PriceEntry) }))),
};
