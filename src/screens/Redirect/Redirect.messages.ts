import { defineMessages, type NoMessageValues } from 'react-intl';

export const redirectMessages = defineMessages<{ forwarding: NoMessageValues }>({
  forwarding: {
    id: 'order.redirect.forwarding',
    defaultMessage: 'Taking you to your order',
    description:
      'Accessible name of the progress indicator shown while the return from a payment provider is forwarded to the order’s page',
  },
});
