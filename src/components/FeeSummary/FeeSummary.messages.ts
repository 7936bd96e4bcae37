import { defineMessages, type NoMessageValues } from 'react-intl';

export const feeSummaryMessages = defineMessages<{
  totalFees: NoMessageValues;
  processingFee: NoMessageValues;
  networkFee: NoMessageValues;
  newQuotesIn: { countdown: string };
  quoteRenewed: { countdown: string };
  loading: NoMessageValues;
}>({
  totalFees: {
    id: 'components.feeSummary.totalFees',
    defaultMessage: 'Total fees',
    description: 'Label of the processing fee plus the network fee of the quote',
  },
  processingFee: {
    id: 'components.feeSummary.processingFee',
    defaultMessage: 'Processing fee',
    description: "Label of the provider's processing fee in the fee details",
  },
  networkFee: {
    id: 'components.feeSummary.networkFee',
    defaultMessage: 'Network fee',
    description: 'Label of the blockchain network fee in the fee details',
  },
  newQuotesIn: {
    id: 'components.feeSummary.newQuotesIn',
    defaultMessage: 'New quotes in {countdown}',
    description: 'Time left before the quote is refreshed; countdown is mm:ss, e.g. 00:59',
  },
  quoteRenewed: {
    id: 'components.feeSummary.quoteRenewed',
    defaultMessage: 'New quote received. New quotes in {countdown}',
    description:
      'Read out by screen readers when a new quote replaced the previous one; countdown is mm:ss, e.g. 01:00',
  },
  loading: {
    id: 'components.feeSummary.loading',
    defaultMessage: 'Calculating fees',
    description: 'Announced while the fees of a new quote are being calculated',
  },
});
