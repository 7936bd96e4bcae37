import { defineMessages, type NoMessageValues } from 'react-intl';

export const selectOfferMessages = defineMessages<{
  heading: NoMessageValues;
  youPay: { amount: string };
  empty: NoMessageValues;
  noLogin: { provider: string; best: string };
}>({
  heading: {
    id: 'order.selectOffer.heading',
    defaultMessage: 'Choose a provider',
    description: "Heading of the providers' offers",
  },
  youPay: {
    id: 'order.selectOffer.youPay',
    defaultMessage: 'Offers for {amount}',
    description: 'Under the heading; amount is what the buyer pays, e.g. 100 USD',
  },
  empty: {
    id: 'order.selectOffer.empty',
    defaultMessage: 'No provider can take this order right now. Please get a new quote.',
    description: 'Shown when the quote has no offer',
  },
  noLogin: {
    id: 'order.selectOffer.noLogin',
    defaultMessage:
      'We chose {provider} for you: almost the same rate, and you pay on its own secure page without logging in. {best} has the best rate, but you pay in the app after logging in (the first time, with your personal details).',
    description:
      'Note under the offers when a buyer who is not logged in starts with an offer paid on the provider’s page instead of the best-rate one, which takes the card in the app; provider and best are provider names',
  },
});
