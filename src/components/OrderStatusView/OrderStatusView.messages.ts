import { defineMessages, type NoMessageValues } from 'react-intl';

type Symbol = { symbol: string };

export const orderStatusMessages = defineMessages<{
  processingTitle: NoMessageValues;
  processingText: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingText: NoMessageValues;
  authorizedTitle: NoMessageValues;
  authorizedText: NoMessageValues;
  paid: NoMessageValues;
  paidText: NoMessageValues;
  converting: NoMessageValues;
  convertingText: Symbol;
  converted: NoMessageValues;
  convertedText: Symbol;
  delivering: NoMessageValues;
  deliveringText: NoMessageValues;
  delivered: NoMessageValues;
  deliveredText: { amount: string };
  expired: NoMessageValues;
  expiredText: NoMessageValues;
  failed: NoMessageValues;
  failedText: NoMessageValues;
  deliveryFailedText: { email: string };
  underpaid: NoMessageValues;
  underpaidText: NoMessageValues;
  refunded: NoMessageValues;
  refundedText: NoMessageValues;
  cancelled: NoMessageValues;
  cancelledText: NoMessageValues;
  progress: NoMessageValues;
  stepDone: { step: string };
  stepCurrent: { step: string };
  amountDue: NoMessageValues;
  amountPaid: NoMessageValues;
  amountToReceive: NoMessageValues;
  transactionHash: NoMessageValues;
  confirmations: { confirmations: number; required: number };
  confirmationsLabel: NoMessageValues;
  newTab: NoMessageValues;
  details: NoMessageValues;
  orderId: NoMessageValues;
  recipient: NoMessageValues;
  deliveredTime: NoMessageValues;
  transactionFee: NoMessageValues;
  networkFee: NoMessageValues;
  purchase: NoMessageValues;
  paidAmount: NoMessageValues;
  getAmount: NoMessageValues;
  network: NoMessageValues;
  provider: NoMessageValues;
}>({
  processingTitle: {
    id: 'components.orderStatusView.processingTitle',
    defaultMessage: 'Processing transaction',
    description: 'Title while a paid order is being converted and delivered',
  },
  processingText: {
    id: 'components.orderStatusView.processingText',
    defaultMessage: "We're purchasing your crypto. This takes between a few minutes and a few hours.",
    description: 'Text under Processing transaction',
  },
  pendingTitle: {
    id: 'components.orderStatusView.pendingTitle',
    defaultMessage: 'Waiting for your payment',
    description: 'Title of an order not paid yet',
  },
  pendingText: {
    id: 'components.orderStatusView.pendingText',
    defaultMessage: "Complete the payment on the provider's page. This page updates by itself.",
    description: 'Text of an order not paid yet',
  },
  authorizedTitle: {
    id: 'components.orderStatusView.authorizedTitle',
    defaultMessage: 'Pre-authorization successful',
    description: 'Title of a card payment held until the identity check',
  },
  authorizedText: {
    id: 'components.orderStatusView.authorizedText',
    defaultMessage:
      'Your identity check must be completed, otherwise the authorization is voided and the order cancelled.',
    description: 'Text of a pre-authorized card payment',
  },
  paid: {
    id: 'components.orderStatusView.paid',
    defaultMessage: 'Paid',
    description: 'Order status: payment received',
  },
  paidText: {
    id: 'components.orderStatusView.paidText',
    defaultMessage: 'We received your payment.',
    description: 'Text of the Paid status',
  },
  converting: {
    id: 'components.orderStatusView.converting',
    defaultMessage: 'Converting',
    description: 'Order status: the payment is being converted into crypto',
  },
  convertingText: {
    id: 'components.orderStatusView.convertingText',
    defaultMessage: "We're converting your payment into {symbol}.",
    description: 'Text of the Converting status; symbol is the crypto, e.g. BTC',
  },
  converted: {
    id: 'components.orderStatusView.converted',
    defaultMessage: 'Converted',
    description: 'Order status: the crypto is bought',
  },
  convertedText: {
    id: 'components.orderStatusView.convertedText',
    defaultMessage: 'Your {symbol} is ready to be sent.',
    description: 'Text of the Converted status',
  },
  delivering: {
    id: 'components.orderStatusView.delivering',
    defaultMessage: 'Delivering',
    description: 'Order status: the crypto is on its way to the wallet',
  },
  deliveringText: {
    id: 'components.orderStatusView.deliveringText',
    defaultMessage: 'Expected within 3 mins',
    description: 'Text of the Delivering status',
  },
  delivered: {
    id: 'components.orderStatusView.delivered',
    defaultMessage: 'Delivered',
    description: 'Order status: the crypto reached the wallet',
  },
  deliveredText: {
    id: 'components.orderStatusView.deliveredText',
    defaultMessage: '{amount} was sent to your wallet.',
    description: 'Text of the Delivered status; amount is e.g. 0.00083917 BTC',
  },
  expired: {
    id: 'components.orderStatusView.expired',
    defaultMessage: 'Expired',
    description: 'Order status: not paid in time',
  },
  expiredText: {
    id: 'components.orderStatusView.expiredText',
    defaultMessage: 'Please make a new order',
    description: 'Text of the Expired status',
  },
  failed: {
    id: 'components.orderStatusView.failed',
    defaultMessage: 'Failed',
    description: 'Order status: the transaction failed',
  },
  failedText: {
    id: 'components.orderStatusView.failedText',
    defaultMessage: 'The transaction failed. Your payment will be refunded within 24 hours.',
    description: 'Text of the Failed status',
  },
  deliveryFailedText: {
    id: 'components.orderStatusView.deliveryFailedText',
    defaultMessage: 'The delivery to your wallet failed. Please contact support at {email}.',
    description: 'Added when the delivery failed; email is the support address',
  },
  underpaid: {
    id: 'components.orderStatusView.underpaid',
    defaultMessage: 'Underpaid',
    description: 'Order status: less than the order amount was paid',
  },
  underpaidText: {
    id: 'components.orderStatusView.underpaidText',
    defaultMessage:
      'We received less than the order amount. Pay the rest before the order expires, or the payment is refunded.',
    description: 'Text of the Underpaid status',
  },
  refunded: {
    id: 'components.orderStatusView.refunded',
    defaultMessage: 'Refunded',
    description: 'Order status: the payment was returned',
  },
  refundedText: {
    id: 'components.orderStatusView.refundedText',
    defaultMessage: 'Your payment has been refunded.',
    description: 'Text of the Refunded status',
  },
  cancelled: {
    id: 'components.orderStatusView.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order status: the pre-authorization was voided',
  },
  cancelledText: {
    id: 'components.orderStatusView.cancelledText',
    defaultMessage:
      'The identity check was not completed: the authorization was voided and the order cancelled.',
    description: 'Text of the Cancelled status',
  },
  progress: {
    id: 'components.orderStatusView.progress',
    defaultMessage: 'Order progress',
    description: 'Accessible name of the list of order steps',
  },
  stepDone: {
    id: 'components.orderStatusView.stepDone',
    defaultMessage: '{step}, done',
    description: 'Accessible text of a finished step',
  },
  stepCurrent: {
    id: 'components.orderStatusView.stepCurrent',
    defaultMessage: '{step}, current step',
    description: 'Accessible text of the current step',
  },
  amountDue: {
    id: 'components.orderStatusView.amountDue',
    defaultMessage: 'Amount due',
    description: 'Underpaid: what is still to pay',
  },
  amountPaid: {
    id: 'components.orderStatusView.amountPaid',
    defaultMessage: 'Paid',
    description: 'Underpaid: what was paid so far',
  },
  amountToReceive: {
    id: 'components.orderStatusView.amountToReceive',
    defaultMessage: 'To be received',
    description: 'Underpaid: the crypto the payment so far buys',
  },
  transactionHash: {
    id: 'components.orderStatusView.transactionHash',
    defaultMessage: 'Transaction hash',
    description: 'Label of the delivery transaction link',
  },
  confirmations: {
    id: 'components.orderStatusView.confirmations',
    defaultMessage:
      '{confirmations} of {required, plural, one {# network confirmation} other {# network confirmations}}',
    description:
      'While Delivering: the confirmations the delivery transaction has so far, of those that make it final',
  },
  confirmationsLabel: {
    id: 'components.orderStatusView.confirmationsLabel',
    defaultMessage: 'Network confirmations',
    description: 'Accessible name of the bar showing the delivery transaction’s confirmations',
  },
  newTab: {
    id: 'components.orderStatusView.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Said after a link that opens a new tab',
  },
  details: {
    id: 'components.orderStatusView.details',
    defaultMessage: 'Order details',
    description: 'Heading of the order details',
  },
  orderId: {
    id: 'components.orderStatusView.orderId',
    defaultMessage: 'Order ID',
    description: 'Order details: the order number',
  },
  recipient: {
    id: 'components.orderStatusView.recipient',
    defaultMessage: 'Recipient address',
    description: 'Order details: the wallet address',
  },
  deliveredTime: {
    id: 'components.orderStatusView.deliveredTime',
    defaultMessage: 'Delivered time',
    description: 'Order details: when the crypto was delivered',
  },
  transactionFee: {
    id: 'components.orderStatusView.transactionFee',
    defaultMessage: 'Transaction fee',
    description: "Order details: the provider's processing fee",
  },
  networkFee: {
    id: 'components.orderStatusView.networkFee',
    defaultMessage: 'Network fee',
    description: 'Order details: the blockchain network fee',
  },
  purchase: {
    id: 'components.orderStatusView.purchase',
    defaultMessage: 'Purchase',
    description: 'Order details: the amount the order costs',
  },
  paidAmount: {
    id: 'components.orderStatusView.paidAmount',
    defaultMessage: 'Paid amount',
    description: 'Order details: the amount paid so far',
  },
  getAmount: {
    id: 'components.orderStatusView.getAmount',
    defaultMessage: 'You get',
    description: 'Order details: the crypto amount and symbol',
  },
  network: {
    id: 'components.orderStatusView.network',
    defaultMessage: 'Network',
    description: 'Order details: the blockchain network of the crypto',
  },
  provider: {
    id: 'components.orderStatusView.provider',
    defaultMessage: 'Provider',
    description: 'Order details: the provider of the offer',
  },
});
