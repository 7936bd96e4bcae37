import { defineMessages, type NoMessageValues } from 'react-intl';

type Amount = { amount: string };

export const orderListItemMessages = defineMessages<{
  statusPending: NoMessageValues;
  statusAuthorized: NoMessageValues;
  statusPaid: NoMessageValues;
  statusConverting: NoMessageValues;
  statusConverted: NoMessageValues;
  statusDelivering: NoMessageValues;
  statusDelivered: NoMessageValues;
  statusFailed: NoMessageValues;
  statusUnderpaid: NoMessageValues;
  statusExpired: NoMessageValues;
  statusRefunded: NoMessageValues;
  statusCancelled: NoMessageValues;
  paid: Amount;
  toPay: Amount;
  orderId: { orderNo: string };
}>({
  statusPending: {
    id: 'components.orderListItem.statusPending',
    defaultMessage: 'Awaiting payment',
    description: 'Status chip of an order created but not paid yet',
  },
  statusAuthorized: {
    id: 'components.orderListItem.statusAuthorized',
    defaultMessage: 'Pre-authorized',
    description: 'Status chip of a card payment held until the identity check is done',
  },
  statusPaid: {
    id: 'components.orderListItem.statusPaid',
    defaultMessage: 'Paid',
    description: 'Status chip of an order whose payment was received',
  },
  statusConverting: {
    id: 'components.orderListItem.statusConverting',
    defaultMessage: 'Converting',
    description: 'Status chip of an order whose payment is being converted into crypto',
  },
  statusConverted: {
    id: 'components.orderListItem.statusConverted',
    defaultMessage: 'Converted',
    description: 'Status chip of an order whose crypto is bought and about to be sent',
  },
  statusDelivering: {
    id: 'components.orderListItem.statusDelivering',
    defaultMessage: 'Delivering',
    description: 'Status chip of an order whose crypto is on its way to the wallet',
  },
  statusDelivered: {
    id: 'components.orderListItem.statusDelivered',
    defaultMessage: 'Delivered',
    description: 'Status chip of an order whose crypto reached the wallet',
  },
  statusFailed: {
    id: 'components.orderListItem.statusFailed',
    defaultMessage: 'Failed',
    description: 'Status chip of a failed order (the buyer is refunded)',
  },
  statusUnderpaid: {
    id: 'components.orderListItem.statusUnderpaid',
    defaultMessage: 'Underpaid',
    description: 'Status chip of an order paid less than due',
  },
  statusExpired: {
    id: 'components.orderListItem.statusExpired',
    defaultMessage: 'Expired',
    description: 'Status chip of an order not paid in time',
  },
  statusRefunded: {
    id: 'components.orderListItem.statusRefunded',
    defaultMessage: 'Refunded',
    description: 'Status chip of an order whose payment was given back',
  },
  statusCancelled: {
    id: 'components.orderListItem.statusCancelled',
    defaultMessage: 'Cancelled',
    description: 'Status chip of an order cancelled after its pre-authorization was voided',
  },
  paid: {
    id: 'components.orderListItem.paid',
    defaultMessage: 'Paid {amount}',
    description:
      'What the buyer paid for the order; amount is a number and a fiat currency code, e.g. 100.00 USD',
  },
  toPay: {
    id: 'components.orderListItem.toPay',
    defaultMessage: 'Order amount {amount}',
    description:
      'The price of an order nothing was paid for yet; amount is a number and a fiat currency code, e.g. 100.00 USD',
  },
  orderId: {
    id: 'components.orderListItem.orderId',
    defaultMessage: 'Order ID {orderNo}',
    description: 'The order number under an order of the list',
  },
});
