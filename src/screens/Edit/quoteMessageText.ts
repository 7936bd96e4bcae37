import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { QuoteMessage } from '../../stores/QuoteStore.ts';

/**
 * The messages the quote rules produce (src/stores/quote/messages.ts holds the same ids): SPEC §5 and §8
 * word for word. Declared here so the view has each id's English default and translators a description.
 */
export const quoteRuleMessages = defineMessages({
  amountRequired: {
    id: 'validation.amountRequired',
    defaultMessage: 'Please enter the amount',
    description: 'Under an amount input that is empty or zero',
  },
  amountMin: {
    id: 'validation.amountMin',
    defaultMessage: 'Min. amount is {amount} {symbol}',
    description:
      'Under an amount below the minimum; amount is a number, symbol a currency code such as USD or BTC',
  },
  amountMax: {
    id: 'validation.amountMax',
    defaultMessage: 'Max. amount is {amount} {symbol}',
    description:
      'Under an amount above the maximum; amount is a number, symbol a currency code such as USD or BTC',
  },
  payTokenRequired: {
    id: 'validation.payTokenRequired',
    defaultMessage: 'Please select a pay token',
    description: 'Under the pay amount when its currency is not one the buyer can pay with',
  },
  getTokenRequired: {
    id: 'validation.getTokenRequired',
    defaultMessage: 'Please select the receive token',
    description: 'Under the get amount when no cryptocurrency to receive is chosen',
  },
  addressRequired: {
    id: 'validation.addressRequired',
    defaultMessage: 'Please enter your {symbol} address',
    description: 'Under an empty wallet address field; symbol is the cryptocurrency, e.g. BTC',
  },
  addressInvalid: {
    id: 'validation.addressInvalid',
    defaultMessage: 'Incorrect address, check the characters and address length before trying again',
    description: 'Under a wallet address the server refused',
  },
  tryAgain: {
    id: 'quote.error.tryAgain',
    defaultMessage: 'Oops! Try again later.',
    description: 'Under the get amount when the quote could not be fetched',
  },
});

const byId = new Map<string, MessageDescriptor>(
  Object.values(quoteRuleMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The text of a store message: a catalogue message with its values, or the gateway's own text. */
export function quoteMessageText(intl: IntlShape, message: QuoteMessage | undefined): string | undefined {
  if (!message) return undefined;
  if ('text' in message) return message.text;
  return intl.formatMessage(byId.get(message.id) ?? { id: message.id }, message.values);
}
