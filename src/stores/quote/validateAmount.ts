import { toPlainDecimal } from '../../lib/index.ts';
import { message, QuoteMessageId } from './messages.ts';
import type { QuoteMessage, Side } from './types.ts';

/** A token's limits as the server gives them (payList / getList / getCurrencyInfo), in its own unit. */
export interface AmountLimits {
  minAmount: number;
  maxAmount: number;
  /** The unit named in the message, e.g. 'USD' or 'BTC'. */
  symbol: string;
}

/** Empty or zero: 'Please enter the amount'; out of the token's limits: 'Min./Max. amount is {amount} {symbol}'. */
export function validateAmount(amount: string, limits: AmountLimits | undefined): QuoteMessage | undefined {
  const value = Number(amount);
  if (amount.trim() === '' || !(value > 0)) return message(QuoteMessageId.amountRequired);
  if (!limits) return undefined;
  if (value < limits.minAmount) {
    return message(QuoteMessageId.amountMin, {
      amount: toPlainDecimal(limits.minAmount),
      symbol: limits.symbol,
    });
  }
  if (value > limits.maxAmount) {
    return message(QuoteMessageId.amountMax, {
      amount: toPlainDecimal(limits.maxAmount),
      symbol: limits.symbol,
    });
  }
  return undefined;
}

export interface InquiryCheck {
  side: Side;
  /** The typed side's amount. */
  amount: string;
  /** Limits of the pay token, undefined when the pay currency is not one the server lists. */
  payLimits?: AmountLimits;
  /** Limits of the get token, undefined when the receive token is not one the server lists. */
  getLimits?: AmountLimits;
  /** The pay list has arrived with currencies, so a currency missing from it must be changed. */
  payListKnown: boolean;
  /** The same for the get list. */
  getListKnown: boolean;
}

/** The messages to show before asking for a quote, by place; empty when the quote may be asked. */
export function checkInquiry({
  side,
  amount,
  payLimits,
  getLimits,
  payListKnown,
  getListKnown,
}: InquiryCheck): Partial<Record<Side, QuoteMessage>> {
  const errors: Partial<Record<Side, QuoteMessage>> = {};
  if (payListKnown && !payLimits) errors.pay = message(QuoteMessageId.payTokenRequired);
  if (getListKnown && !getLimits) errors.get = message(QuoteMessageId.getTokenRequired);
  if (!errors[side]) {
    const typed = validateAmount(amount, side === 'pay' ? payLimits : getLimits);
    if (typed) errors[side] = typed;
  }
  return errors;
}
