import { defineMessages, type NoMessageValues } from 'react-intl';

export const paymentStatusMessages = defineMessages<{
  preauthTitle: NoMessageValues;
  preauthText: NoMessageValues;
  verifyIdentity: NoMessageValues;
  failedTitle: NoMessageValues;
  failedText: NoMessageValues;
  tryAgain: NoMessageValues;
  successTitle: NoMessageValues;
  successText: NoMessageValues;
  viewOrder: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  openPayment: NoMessageValues;
  cancelledTitle: NoMessageValues;
  cancelledText: NoMessageValues;
}>({
  preauthTitle: {
    id: 'order.paymentStatus.preauthTitle',
    defaultMessage: 'Pre-authorization successful',
    description: 'Title when the card payment is authorized but not taken yet',
  },
  preauthText: {
    id: 'order.paymentStatus.preauthText',
    defaultMessage:
      'Your identity check must be completed, otherwise the authorization is voided and the order cancelled.',
    description: 'Text of a pre-authorized payment',
  },
  verifyIdentity: {
    id: 'order.paymentStatus.verifyIdentity',
    defaultMessage: 'Verify identity',
    description: 'Button to the identity check (KYC)',
  },
  failedTitle: {
    id: 'order.paymentStatus.failedTitle',
    defaultMessage: 'Payment failed',
    description: 'Title of a declined payment',
  },
  failedText: {
    id: 'order.paymentStatus.failedText',
    defaultMessage: 'Your payment failed, please contact your card issuer for further assistance',
    description: 'Text of a declined payment',
  },
  tryAgain: {
    id: 'order.paymentStatus.tryAgain',
    defaultMessage: 'Try again',
    description: "Button that opens the provider's checkout again to pay",
  },
  successTitle: {
    id: 'order.paymentStatus.successTitle',
    defaultMessage: 'Payment successful',
    description: 'Title of a payment taken',
  },
  successText: {
    id: 'order.paymentStatus.successText',
    defaultMessage: "We're purchasing your crypto. This takes between a few minutes and a few hours.",
    description: 'Text of a payment taken',
  },
  viewOrder: {
    id: 'order.paymentStatus.viewOrder',
    defaultMessage: 'View order status',
    description: 'Button to the order status page',
  },
  pendingTitle: {
    id: 'order.paymentStatus.pendingTitle',
    defaultMessage: 'Waiting for your payment',
    description: 'Title when no payment result is known yet',
  },
  pendingText: {
    id: 'order.paymentStatus.pendingText',
    defaultMessage: "Complete the payment on the provider's page. This page updates by itself.",
    description: 'Text when no payment result is known yet',
  },
  openPayment: {
    id: 'order.paymentStatus.openPayment',
    defaultMessage: 'Open the payment page',
    description: "Button that opens the provider's checkout",
  },
  cancelledTitle: {
    id: 'order.paymentStatus.cancelledTitle',
    defaultMessage: 'Order cancelled',
    description: 'Title when the pre-authorization was voided',
  },
  cancelledText: {
    id: 'order.paymentStatus.cancelledText',
    defaultMessage:
      'The identity check was not completed: the authorization was voided and the order cancelled.',
    description: 'Text when the pre-authorization was voided',
  },
});
