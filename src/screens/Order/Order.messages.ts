import { defineMessages, type NoMessageValues } from 'react-intl';

export const orderStepMessages = defineMessages<{
  heading: NoMessageValues;
  summary: { pay: string; get: string };
}>({
  heading: {
    id: 'order.orderStep.heading',
    defaultMessage: 'How would you like to pay?',
    description: 'Heading of the pay method choice on the order step',
  },
  summary: {
    id: 'order.orderStep.summary',
    defaultMessage: 'You pay {pay} and get about {get}',
    description: 'The purchase being ordered; pay is e.g. 100 USD, get e.g. 0.0015 BTC',
  },
});
