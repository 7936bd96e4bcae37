import { defineMessages, type NoMessageValues } from 'react-intl';

export const waitPaymentMessages = defineMessages<{
  title: { provider: string };
  text: { provider: string; amount: string };
  deadline: { time: string };
  waiting: NoMessageValues;
  reopen: NoMessageValues;
  blockedTitle: { provider: string };
  blockedText: NoMessageValues;
  open: { provider: string };
  orderNo: NoMessageValues;
  logo: { provider: string };
}>({
  title: {
    id: 'order.waitPayment.title',
    defaultMessage: 'Complete your payment with {provider}',
    description: 'Heading while the buyer pays in the provider tab',
  },
  text: {
    id: 'order.waitPayment.text',
    defaultMessage:
      'Pay {amount} in the {provider} tab we opened. This page moves on by itself once the payment is done.',
    description: 'What to do; amount is e.g. 100 USD',
  },
  deadline: {
    id: 'order.waitPayment.deadline',
    defaultMessage: 'Pay before {time}',
    description: 'The payment deadline of the order',
  },
  waiting: {
    id: 'order.waitPayment.waiting',
    defaultMessage: 'Waiting for the payment…',
    description: 'Live status while no payment result is known',
  },
  reopen: {
    id: 'order.waitPayment.reopen',
    defaultMessage: 'Open the payment page again',
    description: "Button that opens the provider's checkout in a new tab again",
  },
  blockedTitle: {
    id: 'order.waitPayment.blockedTitle',
    defaultMessage: "Couldn't launch {provider}",
    description: 'The browser blocked the provider tab; provider is e.g. Topper',
  },
  blockedText: {
    id: 'order.waitPayment.blockedText',
    defaultMessage: 'Please try again',
    description: 'Under the blocked-tab title',
  },
  open: {
    id: 'order.waitPayment.open',
    defaultMessage: 'Open {provider}',
    description: "Button that opens the provider's checkout in a new tab",
  },
  orderNo: {
    id: 'order.waitPayment.orderNo',
    defaultMessage: 'Order ID',
    description: 'Label of the order number',
  },
  logo: {
    id: 'order.waitPayment.logo',
    defaultMessage: '{provider} logo',
    description: "Alternative text of the provider's logo",
  },
});
