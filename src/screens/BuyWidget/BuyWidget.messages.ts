import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of widget V2 (/buy). */
export const buyWidgetMessages = defineMessages<{
  amountLabel: NoMessageValues;
  max: NoMessageValues;
  addressLabel: NoMessageValues;
  getStarted: NoMessageValues;
  hot: NoMessageValues;
  volume: { volume: string };
  volumeHelp: NoMessageValues;
  loadFailed: NoMessageValues;
  retry: NoMessageValues;
  loading: NoMessageValues;
}>({
  amountLabel: {
    id: 'quote.widget.amountLabel',
    defaultMessage: 'I want to buy',
    description: 'Label of the amount of cryptocurrency the buyer wants, in the embedded widget',
  },
  max: {
    id: 'quote.widget.max',
    defaultMessage: 'Max',
    description: 'Button that fills in the largest amount the buyer may buy',
  },
  addressLabel: {
    id: 'quote.widget.addressLabel',
    defaultMessage: 'To my wallet address',
    description: 'Label of the wallet address the cryptocurrency is sent to',
  },
  getStarted: {
    id: 'quote.widget.getStarted',
    defaultMessage: 'Get started',
    description: 'Primary button of the embedded widget: opens the purchase in a new window',
  },
  hot: {
    id: 'quote.widget.hot',
    defaultMessage: 'Hot',
    description: 'Badge beside a much-traded cryptocurrency',
  },
  volume: {
    id: 'quote.widget.volume',
    defaultMessage: '24h volume {volume}',
    description: 'Dollar value traded in the last 24 hours; volume is a formatted amount such as $12.1B',
  },
  volumeHelp: {
    id: 'quote.widget.volumeHelp',
    defaultMessage: 'A measure of how much of a cryptocurrency was traded in the last 24 hours.',
    description: 'Tooltip explaining the 24h volume',
  },
  loadFailed: {
    id: 'quote.widget.loadFailed',
    defaultMessage: 'Oops! Try again later.',
    description: 'Shown when the cryptocurrency of the widget could not be loaded',
  },
  retry: {
    id: 'quote.widget.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the widget again after a failure',
  },
  loading: {
    id: 'quote.widget.loading',
    defaultMessage: 'Loading the cryptocurrency',
    description: 'Announced while the widget loads its cryptocurrency',
  },
});
