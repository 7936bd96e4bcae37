import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressFieldMessages = defineMessages<{
  label: { symbol: string };
  placeholder: NoMessageValues;
  checking: NoMessageValues;
  saved: NoMessageValues;
  save: NoMessageValues;
}>({
  label: {
    id: 'components.addressField.label',
    defaultMessage: 'Your {symbol} wallet address',
    description: 'Label of the receiving wallet address field; symbol is the crypto bought, e.g. BTC',
  },
  placeholder: {
    id: 'components.addressField.placeholder',
    defaultMessage: 'Paste or type the address',
    description: 'Placeholder of the empty wallet address field',
  },
  checking: {
    id: 'components.addressField.checking',
    defaultMessage: 'Checking the address',
    description: 'Announced while the gateway checks the address',
  },
  saved: {
    id: 'components.addressField.saved',
    defaultMessage: 'Saved addresses',
    description: "Heading of the logged-in buyer's saved addresses for this crypto",
  },
  save: {
    id: 'components.addressField.save',
    defaultMessage: 'Save this address',
    description: "Checkbox: keep the address in the buyer's address book",
  },
});
