import { defineMessages, type NoMessageValues } from 'react-intl';

export const paymentMethodGridMessages = defineMessages<{
  label: NoMessageValues;
  fee: { fee: string };
  more: NoMessageValues;
  less: NoMessageValues;
  loading: NoMessageValues;
  empty: NoMessageValues;
  refresh: NoMessageValues;
}>({
  label: {
    id: 'components.paymentMethodGrid.label',
    defaultMessage: 'Payment method',
    description: 'Accessible name of the group of payment methods to choose from',
  },
  fee: {
    id: 'components.paymentMethodGrid.fee',
    defaultMessage: 'Fee {fee}',
    description: 'Fee of one payment method; fee is an amount with its currency, e.g. 2.50 USD',
  },
  more: {
    id: 'components.paymentMethodGrid.more',
    defaultMessage: 'More',
    description: 'Button revealing the payment methods beyond the first six',
  },
  less: {
    id: 'components.paymentMethodGrid.less',
    defaultMessage: 'Less',
    description: 'Button hiding the payment methods beyond the first six again',
  },
  loading: {
    id: 'components.paymentMethodGrid.loading',
    defaultMessage: 'Loading payment methods',
    description: 'Announced while the payment methods load',
  },
  empty: {
    id: 'components.paymentMethodGrid.empty',
    defaultMessage: 'No payment methods available. Please refresh the page.',
    description: 'Shown when the gateway offers no payment method',
  },
  refresh: {
    id: 'components.paymentMethodGrid.refresh',
    defaultMessage: 'Refresh',
    description: 'Button loading the payment methods again',
  },
});
