import { useState } from 'react';
import { useIntl } from 'react-intl';
import { amountInputMessages } from './AmountInput.messages.ts';
import { numberSigns, sanitizeAmount } from './sanitizeAmount.ts';

/**
 * Typing into an amount field in the buyer's locale: each change is read by sanitizeAmount and passed on;
 * a grouping sign where it cannot group ('12,5') is refused, and `refusal` says how to
 * write the amount until the next accepted change.
 */
export function useTypedAmount(decimals: number, onChange: (value: string) => void) {
  const intl = useIntl();
  const [refused, setRefused] = useState(false);
  const handleText = (text: string) => {
    const next = sanitizeAmount(text, decimals, intl.locale);
    setRefused(next === null);
    if (next !== null) onChange(next);
  };
  const refusal = refused
    ? intl.formatMessage(amountInputMessages.groupingSign, numberSigns(intl.locale))
    : undefined;
  return { handleText, refusal };
}
