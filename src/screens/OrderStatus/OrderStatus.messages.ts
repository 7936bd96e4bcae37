import { defineMessages, type NoMessageValues } from 'react-intl';

export const orderStatusScreenMessages = defineMessages<{
  openPayment: NoMessageValues;
  verifyIdentity: NoMessageValues;
}>({
  openPayment: {
    id: 'order.orderStatus.openPayment',
    defaultMessage: 'Go to payment',
    description: 'Button back to paying an unpaid order',
  },
  verifyIdentity: {
    id: 'order.orderStatus.verifyIdentity',
    defaultMessage: 'Verify identity',
    description: 'Button to the identity check of a pre-authorized order',
  },
});
