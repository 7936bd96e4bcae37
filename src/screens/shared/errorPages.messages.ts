import { defineMessages, type NoMessageValues } from 'react-intl';

/** The error pages of SPEC §8. */
export const errorPageMessages = defineMessages<{
  noRespondTitle: NoMessageValues;
  noRespondText: NoMessageValues;
  accessDeniedTitle: NoMessageValues;
  accessDeniedText: { product: string };
  timeoutTitle: NoMessageValues;
  timeoutHints: NoMessageValues;
  timeoutConnection: NoMessageValues;
  timeoutReload: NoMessageValues;
  timeoutSupport: { email: string };
  tryAgain: NoMessageValues;
  restrictedTitle: NoMessageValues;
  restrictedText: { email: string };
}>({
  noRespondTitle: {
    id: 'errors.noRespond.title',
    defaultMessage: 'No response',
    description: 'Title of the page shown when the service did not respond',
  },
  noRespondText: {
    id: 'errors.noRespond.text',
    defaultMessage: 'The service did not respond. Please try again later.',
    description: 'Text of the no-response page',
  },
  accessDeniedTitle: {
    id: 'errors.accessDenied.title',
    defaultMessage: 'Service unavailable in your region',
    description: 'Title of the access-denied page',
  },
  accessDeniedText: {
    id: 'errors.accessDenied.text',
    defaultMessage: 'Sorry, {product} temporarily does not support services in your region.',
    description: 'Text of the access-denied page; product is the product name',
  },
  timeoutTitle: {
    id: 'errors.serverTimeout.title',
    defaultMessage: 'This site took too long to respond',
    description: 'Title of the time-out page',
  },
  timeoutHints: {
    id: 'errors.serverTimeout.hints',
    defaultMessage: 'Try:',
    description: 'Before the list of things to try',
  },
  timeoutConnection: {
    id: 'errors.serverTimeout.connection',
    defaultMessage: 'Checking the connection',
    description: 'Time-out hint 1',
  },
  timeoutReload: {
    id: 'errors.serverTimeout.reload',
    defaultMessage: 'Reloading the page',
    description: 'Time-out hint 2',
  },
  timeoutSupport: {
    id: 'errors.serverTimeout.support',
    defaultMessage: 'Contacting support at {email}',
    description: 'Time-out hint 3; email is the support address',
  },
  tryAgain: {
    id: 'errors.serverTimeout.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that goes back to the page that timed out',
  },
  restrictedTitle: {
    id: 'errors.transactionRestricted.title',
    defaultMessage: 'Transaction restricted, please try again later',
    description: 'Title of the risk-control page',
  },
  restrictedText: {
    id: 'errors.transactionRestricted.text',
    defaultMessage:
      'For your security this transaction cannot go ahead now. If you need help, contact {email}.',
    description: 'Text of the risk-control page; email is the support address',
  },
});
