import { defineMessages, type NoMessageValues } from 'react-intl';

export const myOrdersMessages = defineMessages<{
  empty: NoMessageValues;
  newOrder: NoMessageValues;
  loading: NoMessageValues;
  listLabel: NoMessageValues;
  loadMore: NoMessageValues;
  shown: { shown: number; total: number };
  loadFailed: NoMessageValues;
  loadMoreFailed: NoMessageValues;
  tryAgain: NoMessageValues;
}>({
  empty: {
    id: 'order.history.empty',
    defaultMessage: 'You have no order record.',
    description: 'My Orders when the buyer has no order yet',
  },
  newOrder: {
    id: 'order.history.newOrder',
    defaultMessage: 'New Order',
    description: 'Button from My Orders to the quote screen',
  },
  loading: {
    id: 'order.history.loading',
    defaultMessage: 'Loading your orders',
    description: 'Screen-reader text while the orders load',
  },
  listLabel: {
    id: 'order.history.listLabel',
    defaultMessage: 'Your orders',
    description: 'Accessible name of the list of orders',
  },
  loadMore: {
    id: 'order.history.loadMore',
    defaultMessage: 'Load more',
    description: 'Button under the orders that shows the next ones',
  },
  shown: {
    id: 'order.history.shown',
    defaultMessage: 'Showing {shown} of {total, plural, one {# order} other {# orders}}',
    description: 'Under the list: how many of the buyer’s orders are shown',
  },
  loadFailed: {
    id: 'order.history.loadFailed',
    defaultMessage: 'Your orders could not be loaded.',
    description: 'My Orders when the list could not be loaded',
  },
  loadMoreFailed: {
    id: 'order.history.loadMoreFailed',
    defaultMessage: 'More orders could not be loaded.',
    description: 'Under the list when the next orders could not be loaded',
  },
  tryAgain: {
    id: 'order.history.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads the orders again after a failure',
  },
});
