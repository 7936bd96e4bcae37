import { defineMessages } from 'react-intl';

/** Names of the pay methods the gateway may offer (`payMethods.<id>`, see payMethodName.ts). */
export const payMethodMessages = defineMessages({
  card: {
    id: 'payMethods.card',
    defaultMessage: 'Credit or debit card',
    description: 'Quote screen: name of the pay method card on its tile',
  },
  applepay: {
    id: 'payMethods.applepay',
    defaultMessage: 'Apple Pay',
    description: 'Quote screen: name of the pay method applepay on its tile',
  },
  googlepay: {
    id: 'payMethods.googlepay',
    defaultMessage: 'Google Pay',
    description: 'Quote screen: name of the pay method googlepay on its tile',
  },
  paypal: {
    id: 'payMethods.paypal',
    defaultMessage: 'PayPal',
    description: 'Quote screen: name of the pay method paypal on its tile',
  },
  revolut: {
    id: 'payMethods.revolut',
    defaultMessage: 'Revolut Pay',
    description: 'Quote screen: name of the pay method revolut on its tile',
  },
  wire: {
    id: 'payMethods.wire',
    defaultMessage: 'Bank transfer',
    description: 'Quote screen: name of the pay method wire on its tile',
  },
  ach: {
    id: 'payMethods.ach',
    defaultMessage: 'ACH transfer',
    description: 'Quote screen: name of the pay method ach on its tile',
  },
  venmo: {
    id: 'payMethods.venmo',
    defaultMessage: 'Venmo',
    description: 'Quote screen: name of the pay method venmo on its tile',
  },
  sepa: {
    id: 'payMethods.sepa',
    defaultMessage: 'SEPA transfer',
    description: 'Quote screen: name of the pay method sepa on its tile',
  },
  fasterPayments: {
    id: 'payMethods.faster_payments',
    defaultMessage: 'Faster Payments',
    description: 'Quote screen: name of the pay method faster_payments on its tile',
  },
  pix: {
    id: 'payMethods.pix',
    defaultMessage: 'PIX',
    description: 'Quote screen: name of the pay method pix on its tile',
  },
  spei: {
    id: 'payMethods.spei',
    defaultMessage: 'SPEI',
    description: 'Quote screen: name of the pay method spei on its tile',
  },
  upi: {
    id: 'payMethods.upi',
    defaultMessage: 'UPI',
    description: 'Quote screen: name of the pay method upi on its tile',
  },
});
