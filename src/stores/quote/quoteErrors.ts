import { answerMessage, type AnswerWords } from '../../api/answerMessage.ts';
import { message, QuoteMessageId } from './messages.ts';
import type { QuoteMessage, Side } from './types.ts';

/** respCode of a pay-side problem (schemas/api/quote.ts QuoteRespCode.paySide; typebox stays out of the bundle). */
const PAY_SIDE_CODE = 501;

/** The gateway's limit keys: shown with the spec's own limit texts, the ones the app's own check uses. */
const LIMIT_MESSAGES: Record<string, string> = {
  'quote.belowMinimum': QuoteMessageId.amountMin,
  'quote.aboveMaximum': QuoteMessageId.amountMax,
};

const asStrings = (values: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/**
 * Where a failed quote's message goes (SPEC §8): 501 under the pay amount; 500, 502, 0 (no answer) and
 * anything else under the get amount. The text is the catalogue's for the answer's key (respKey), in the
 * buyer's language; an answer without a key known to the app shows the generic 'Oops! Try again later.'
 * (never its respMessage, which may be English).
 */
export function placeQuoteError(
  respCode: number,
  answer: AnswerWords,
): { side: Side; message: QuoteMessage } {
  const side: Side = respCode === PAY_SIDE_CODE ? 'pay' : 'get';
  if (respCode === 0) return { side, message: message(QuoteMessageId.tryAgain) };
  const limit = answer.respKey ? LIMIT_MESSAGES[answer.respKey] : undefined;
  if (limit) {
    const { amount = '', currency = '' } = answer.respParams ?? {};
    return { side, message: message(limit, { amount, symbol: currency }) };
  }
  const keyed = answerMessage(answer);
  if (keyed) return { side, message: message(keyed.id, asStrings(keyed.values)) };
  return { side, message: message(QuoteMessageId.tryAgain) };
}
