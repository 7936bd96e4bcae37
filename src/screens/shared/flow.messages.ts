import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts shared by the purchase-flow pages. */
export const flowMessages = defineMessages<{
  continue: NoMessageValues;
  backToBuy: NoMessageValues;
  newOrder: NoMessageValues;
  getNewQuote: NoMessageValues;
  myOrders: NoMessageValues;
  loading: NoMessageValues;
  youPay: NoMessageValues;
  youGet: NoMessageValues;
  provider: NoMessageValues;
  noOrderTitle: NoMessageValues;
  noOrderText: NoMessageValues;
  noQuoteTitle: NoMessageValues;
  noQuoteText: NoMessageValues;
}>({
  continue: {
    id: 'order.flow.continue',
    defaultMessage: 'Continue',
    description: 'Main button of a purchase step',
  },
  backToBuy: {
    id: 'order.flow.backToBuy',
    defaultMessage: 'Back to Buy Crypto',
    description: 'Button back to the quote screen',
  },
  newOrder: {
    id: 'order.flow.newOrder',
    defaultMessage: 'New Order',
    description: 'Button that starts a new purchase',
  },
  getNewQuote: {
    id: 'order.flow.getNewQuote',
    defaultMessage: 'Get a new quote',
    description: 'Button shown when the price of the quote expired',
  },
  myOrders: {
    id: 'order.flow.myOrders',
    defaultMessage: 'My Orders',
    description: "Button to the logged-in buyer's order history",
  },
  loading: {
    id: 'order.flow.loading',
    defaultMessage: 'Loading your order',
    description: 'Announced while a purchase step loads',
  },
  youPay: {
    id: 'order.flow.youPay',
    defaultMessage: 'You pay',
    description: 'Label of the fiat amount of the purchase',
  },
  youGet: {
    id: 'order.flow.youGet',
    defaultMessage: 'You get',
    description: 'Label of the crypto amount of the purchase',
  },
  provider: {
    id: 'order.flow.provider',
    defaultMessage: 'Provider',
    description: 'Label of the chosen provider',
  },
  noOrderTitle: {
    id: 'order.flow.noOrderTitle',
    defaultMessage: 'No order to show',
    description: 'Title of an order page opened without an order',
  },
  noOrderText: {
    id: 'order.flow.noOrderText',
    defaultMessage: 'Open this page from your order, or start a new one.',
    description: 'Text of an order page opened without an order',
  },
  noQuoteTitle: {
    id: 'order.flow.noQuoteTitle',
    defaultMessage: 'No quote to order from',
    description: 'Title of a purchase step opened without a quote',
  },
  noQuoteText: {
    id: 'order.flow.noQuoteText',
    defaultMessage: 'Get a quote first: choose what you pay and the crypto you want.',
    description: 'Text of a purchase step opened without a quote',
  },
});
