import { defineMessages, type NoMessageValues } from 'react-intl';

export const amountInputMessages = defineMessages<{
  payLabel: NoMessageValues;
  getLabel: NoMessageValues;
  locked: NoMessageValues;
  loading: NoMessageValues;
  changeCurrency: { symbol: string };
  selectCurrency: NoMessageValues;
  groupingSign: { decimal: string; group: string };
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
    description:
      'Accessible label of the lock icon shown when the amount came from the link and is read-only',
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
  groupingSign: {
    id: 'components.amountInput.groupingSign',
    defaultMessage: 'Use “{decimal}” for decimals; “{group}” only groups thousands',
    description:
      "Shown when a grouping sign was typed or pasted where it cannot group thousands (e.g. '12,5'); decimal and group are the locale's signs",
  },
});
