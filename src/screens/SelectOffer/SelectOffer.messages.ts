import { defineMessages, type NoMessageValues } from 'react-intl';

export const selectOfferMessages = defineMessages<{
  heading: NoMessageValues;
  youPay: { amount: string };
  empty: NoMessageValues;
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
});
