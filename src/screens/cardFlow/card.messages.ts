import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the card step (Select Card, Enter Card). */
export const cardMessages = defineMessages<{
  savedCards: NoMessageValues;
  expires: { month: string; year: string };
  addNewCard: NoMessageValues;
  chooseCard: NoMessageValues;
  pay: { amount: string; currency: string };
  paying: NoMessageValues;
  declined: NoMessageValues;
  loadFailedTitle: NoMessageValues;
  tryAgain: NoMessageValues;
  billingHeading: NoMessageValues;
  cardHeading: NoMessageValues;
  cardFieldTitle: NoMessageValues;
  saveCard: NoMessageValues;
  cardNote: NoMessageValues;
  draftRestored: NoMessageValues;
}>({
  savedCards: {
    id: 'cards.select.savedCards',
    defaultMessage: 'Your saved cards',
    description: 'Heading of the list of saved cards to pay with',
  },
  expires: {
    id: 'cards.select.expires',
    defaultMessage: 'Expires {month}/{year}',
    description: 'Expiry of a saved card; month two digits, year two digits',
  },
  addNewCard: {
    id: 'cards.select.addNewCard',
    defaultMessage: 'Add a new card',
    description: 'Button to Enter Card to pay with another card',
  },
  chooseCard: {
    id: 'cards.select.chooseCard',
    defaultMessage: 'Choose the card to pay with.',
    description: 'Hint while no saved card is chosen',
  },
  pay: {
    id: 'cards.pay',
    defaultMessage: 'Pay {amount} {currency}',
    description: 'Button that pays the order by card; amount and fiat currency',
  },
  paying: {
    id: 'cards.paying',
    defaultMessage: 'Paying',
    description: 'Announced while the card payment is being made',
  },
  declined: {
    id: 'cards.select.declined',
    defaultMessage: 'Your payment failed, please contact your card issuer for further assistance',
    description: 'Shown on Select Card after a declined card (SPEC §8 text)',
  },
  loadFailedTitle: {
    id: 'cards.loadFailedTitle',
    defaultMessage: 'Oops! Try again later.',
    description: 'Title when the card step could not load',
  },
  tryAgain: {
    id: 'cards.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads the card step again',
  },
  billingHeading: {
    id: 'cards.enter.billingHeading',
    defaultMessage: 'Billing address',
    description: 'Heading of the billing address form',
  },
  cardHeading: {
    id: 'cards.enter.cardHeading',
    defaultMessage: 'Card details',
    description: 'Heading of the card number, expiry and CVC field',
  },
  cardFieldTitle: {
    id: 'cards.enter.cardFieldTitle',
    defaultMessage: 'Card number, expiry date and CVC',
    description: 'Accessible title of the payment provider’s secure card field',
  },
  saveCard: {
    id: 'cards.enter.saveCard',
    defaultMessage: 'Save this card for next time',
    description: 'Checkbox: keep the card (as a token) for later purchases',
  },
  cardNote: {
    id: 'cards.enter.cardNote',
    defaultMessage:
      'Your card details go straight to the payment provider’s secure field; we never see or store your card number.',
    description: 'Reassurance under the hosted card field',
  },
  draftRestored: {
    id: 'cards.enter.draftRestored',
    defaultMessage: 'We kept the billing address you typed before.',
    description: 'Shown when the billing form was filled from the saved draft',
  },
});
