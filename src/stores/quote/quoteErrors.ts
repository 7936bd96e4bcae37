import { message, QuoteMessageId } from './messages.ts';
import type { QuoteMessage, Side } from './types.ts';

/** The gateway's limit texts ('Min. amount is 30 USD'), matched to show them in the buyer's language. */
const LIMIT_TEXT = /^(Min|Max)\. amount is ([0-9]+(?:\.[0-9]+)?) (\S+)$/;

/** respCode of a pay-side problem (schemas/api/quote.ts QuoteRespCode.paySide; typebox stays out of the bundle). */
const PAY_SIDE_CODE = 501;

/**
 * Where a failed quote's message goes (SPEC §8): 501 under the pay amount; 500, 502, 0 (no answer) and
 * anything else under the get amount.
 */
export function placeQuoteError(
  respCode: number,
  respMessage: string,
): { side: Side; message: QuoteMessage } {
  const side: Side = respCode === PAY_SIDE_CODE ? 'pay' : 'get';
  const limit = LIMIT_TEXT.exec(respMessage.trim());
  if (limit) {
    const id = limit[1] === 'Min' ? QuoteMessageId.amountMin : QuoteMessageId.amountMax;
    return { side, message: message(id, { amount: limit[2], symbol: limit[3] }) };
  }
  if (respCode === 0 || respMessage.trim() === '') return { side, message: message(QuoteMessageId.tryAgain) };
  return { side, message: { text: respMessage } };
}
