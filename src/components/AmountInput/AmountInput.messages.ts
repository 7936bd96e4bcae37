import { defineMessages, type NoMessageValues } from 'react-intl';

export const amountInputMessages = defineMessages<{
  payLabel: NoMessageValues;
  getLabel: NoMessageValues;
  locked: NoMessageValues;
  loading: NoMessageValues;
  changeCurrency: { symbol: string };
  selectCurrency: NoMessageValues;
}>({
  payLabel: {
    id: 'components.amountInput.payLabel',
    defaultMessage: 'You Pay',
    description: 'Label of the amount the buyer pays, in fiat money',
  },
  getLabel: {
    id: 'components.amountInput.getLabel',
    defaultMessage: 'You get (estimate)',
    description: 'Label of the estimated crypto amount the buyer receives',
  },
  locked: {
    id: 'components.amountInput.locked',
    defaultMessage: 'This amount is fixed and cannot be changed',
    description: 'Accessible label of the lock icon shown when the amount came from the link and is read-only',
  },
  loading: {
    id: 'components.amountInput.loading',
    defaultMessage: 'Calculating the amount',
    description: 'Announced while the amount of this side is being quoted',
  },
  changeCurrency: {
    id: 'components.amountInput.changeCurrency',
    defaultMessage: '{symbol}, change currency',
    description: 'Accessible name of the currency button next to the amount; symbol is e.g. USD or BTC',
  },
  selectCurrency: {
    id: 'components.amountInput.selectCurrency',
    defaultMessage: 'Select',
    description: 'Shown on the currency button while no currency is chosen',
  },
});
