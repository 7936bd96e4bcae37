import { defineMessages, type NoMessageValues } from 'react-intl';

export const floatingRateNoticeMessages = defineMessages<{ text: NoMessageValues }>({
  text: {
    id: 'components.floatingRateNotice.text',
    defaultMessage:
      'The rate is floating: the final amount you get may change with the market between now and the moment your payment is processed.',
    description: 'Note under the quote explaining that the crypto amount shown is an estimate',
  },
});
