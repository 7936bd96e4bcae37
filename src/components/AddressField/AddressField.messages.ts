import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressFieldMessages = defineMessages<{
  label: { symbol: string };
  placeholder: NoMessageValues;
  checking: NoMessageValues;
  saved: NoMessageValues;
  useSaved: { name: string };
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
  useSaved: {
    id: 'components.addressField.useSaved',
    defaultMessage: 'Use {name}',
    description: 'Accessible name of the button that fills in a saved address; name is its name or the address',
  },
  save: {
    id: 'components.addressField.save',
    defaultMessage: 'Save this address',
    description: "Checkbox: keep the address in the buyer's address book",
  },
});
