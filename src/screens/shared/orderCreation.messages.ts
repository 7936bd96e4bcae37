import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Texts of the step that makes the order: Submit Address (a typed address) and Confirm Address (a fixed or
 * remembered one). Their ids are Confirm Address's, where they first were.
 */
export const orderCreationMessages = defineMessages<{
  warning: NoMessageValues;
  confirm: NoMessageValues;
  creating: NoMessageValues;
  identityRequired: NoMessageValues;
  verifyIdentity: NoMessageValues;
}>({
  warning: {
    id: 'order.confirmAddress.warning',
    defaultMessage:
      'Please confirm that you own and control this wallet address. All transactions are final, non-reversible.',
    description: 'The confirmation the buyer gives by confirming',
  },
  confirm: {
    id: 'order.confirmAddress.confirm',
    defaultMessage: 'Confirm',
    description: 'Button that confirms the address and creates the order',
  },
  creating: {
    id: 'order.confirmAddress.creating',
    defaultMessage: 'Creating your order',
    description: 'Announced while the order is being created',
  },
  identityRequired: {
    id: 'order.confirmAddress.identityRequired',
    defaultMessage: 'Identity verification is required for orders over 700 EUR',
    description: 'Notice when the order needs an approved identity first (gateway respCode 509)',
  },
  verifyIdentity: {
    id: 'order.confirmAddress.verifyIdentity',
    defaultMessage: 'Verify your identity',
    description: 'Button of the 700 EUR notice: on to the identity check',
  },
});
