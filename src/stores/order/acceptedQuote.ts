import { refusalMessage, type AnswerWords } from '../../api/answerMessage.ts';
import type { Api } from '../../api/index.ts';
import type { AcceptedQuote, InquiryParams, Offer, QuoteSide, QuoteSource, ServerMessage } from './types.ts';

const OK = 200;
/** SPEC §7: the quote call carries intercept flag 2. */
const INTERCEPT = 2;
const DEFAULT_PARTNER_ID = '0';

const text = (value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : String(value);

/** The quote of the quote screen, if it has one to continue with. */
export function acceptQuote(source: QuoteSource | undefined): AcceptedQuote | undefined {
  const inquiry = source?.inquiry;
  if (!source || !inquiry?.token) return undefined;
  return {
    inquiry: normaliseInquiry({ ...inquiry, token: inquiry.token }),
    side: source.side,
    offers: source.offers.map((offer) => ({ ...offer, payMethods: [...offer.payMethods] })),
    methods: source.methods.map((method) => ({ ...method })),
    getSymbol: source.getToken?.currency ?? inquiry.getCurrency,
    network: source.getToken?.network ?? '',
  };
}

function normaliseInquiry(inquiry: InquiryParams & { token: string }): AcceptedQuote['inquiry'] {
  return {
    sendCurrency: inquiry.sendCurrency,
    sendCurrencyAmount: text(inquiry.sendCurrencyAmount),
    getCurrency: inquiry.getCurrency,
    getCurrencyAmount: text(inquiry.getCurrencyAmount),
    token: inquiry.token,
    partnerId: inquiry.partnerId || DEFAULT_PARTNER_ID,
    payMethod: text(inquiry.payMethod),
    offerType: text(inquiry.offerType),
    reference: text(inquiry.reference),
    refererUrl: text(inquiry.refererUrl),
  };
}

const failure = (answer: AnswerWords & { respCode: number }): ServerMessage => ({
  respCode: answer.respCode,
  message: refusalMessage(answer),
  respMessage: answer.respMessage,
});

export const isServerMessage = (value: AcceptedQuote | ServerMessage): value is ServerMessage =>
  'respCode' in value;

/**
 * The quote behind a token (a widget's link or a new window): its inquiry and offers, and the price of
 * each pay method. 5003 when it expired.
 */
export async function loadQuoteByToken(
  api: Api,
  token: string,
  extras: Pick<InquiryParams, 'reference' | 'refererUrl'> = {},
): Promise<AcceptedQuote | ServerMessage> {
  const [info, methods] = await Promise.all([
    api.offerInquiryInfo({ token }),
    api.offerMethodList({ token }),
  ]);
  if (info.respCode !== OK || !info.data) return failure(info);
  const quote = info.data;
  const crypto = await api.getCurrencyInfo({ currency: quote.getCurrency });
  return {
    inquiry: normaliseInquiry({ ...quote, ...extras, token: quote.token }),
    side: quote.side,
    offers: quote.offerList,
    methods: methods.respCode === OK && methods.data ? methods.data.priceList : [],
    getSymbol: crypto.respCode === OK && crypto.data ? crypto.data.currency : quote.getCurrency,
    network: quote.network,
  };
}

/**
 * A new quote for the same purchase (same side and amount), e.g. for another pay method or after the
 * accepted one expired. The opposite amount is left blank for the gateway to fill.
 */
export async function requestQuote(
  api: Api,
  current: AcceptedQuote,
  changes: { payMethod?: string } = {},
): Promise<AcceptedQuote | ServerMessage> {
  const { inquiry, side } = current;
  const payMethod = changes.payMethod ?? inquiry.payMethod;
  const answer = await api.offerInquiry({
    sendCurrency: inquiry.sendCurrency,
    getCurrency: inquiry.getCurrency,
    sendCurrencyAmount: side === 'pay' ? inquiry.sendCurrencyAmount : '',
    getCurrencyAmount: side === 'get' ? inquiry.getCurrencyAmount : '',
    partnerId: inquiry.partnerId,
    payMethod,
    reference: inquiry.reference,
    refererUrl: inquiry.refererUrl,
    intercept: INTERCEPT,
  });
  if (answer.respCode !== OK || !answer.token) return failure(answer);
  return {
    inquiry: normaliseInquiry({
      ...inquiry,
      token: answer.token,
      sendCurrencyAmount: answer.sendCurrencyAmount ?? inquiry.sendCurrencyAmount,
      getCurrencyAmount: answer.getCurrencyAmount ?? inquiry.getCurrencyAmount,
      payMethod: answer.payMethod ?? payMethod,
      offerType: answer.offerType ?? inquiry.offerType,
    }),
    side: answer.side ?? side,
    offers: answer.offerList ?? [],
    methods: answer.methodList ?? current.methods,
    getSymbol: current.getSymbol,
    network: answer.network ?? current.network,
  };
}

/** The best of the offers: most crypto for the money on the pay side, least money for the crypto on the get side. */
export function bestOffer(offers: readonly Offer[], side: QuoteSide): Offer | undefined {
  let best: Offer | undefined;
  for (const offer of offers) {
    if (!best) best = offer;
    else if (
      side === 'pay'
        ? Number(offer.getCurrencyAmount) > Number(best.getCurrencyAmount)
        : Number(offer.sendCurrencyAmount) < Number(best.sendCurrencyAmount)
    ) {
      best = offer;
    }
  }
  return best;
}
