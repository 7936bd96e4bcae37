import { defineMessages, type NoMessageValues } from 'react-intl';

export const submitAddressMessages = defineMessages<{
  heading: { symbol: string };
  network: { network: string };
  required: { symbol: string };
  invalid: NoMessageValues;
  walletHeading: NoMessageValues;
  addToBook: NoMessageValues;
}>({
  heading: {
    id: 'order.submitAddress.heading',
    defaultMessage: 'Where should we send your {symbol}?',
    description: 'Heading of the wallet address step',
  },
  network: {
    id: 'order.submitAddress.network',
    defaultMessage: 'Only use an address on the {network} network.',
    description: 'Warning under the heading; network is the network code, e.g. TRON',
  },
  required: {
    id: 'validation.address.required',
    defaultMessage: 'Please enter your {symbol} address',
    description: 'Error of an empty wallet address',
  },
  invalid: {
    id: 'validation.address.invalid',
    defaultMessage: 'Incorrect address, check the characters and address length before trying again',
    description: 'Error of a wallet address the gateway refused, or when the check failed',
  },
  walletHeading: {
    id: 'order.submitAddress.walletHeading',
    defaultMessage: 'Destination wallet',
    description: 'Heading of the destination wallet type form',
  },
  addToBook: {
    id: 'order.submitAddress.addToBook',
    defaultMessage: 'Add a new address to your address book',
    description:
      'Logged-in buyers: opens the add-address form, which comes back here with the new address chosen',
  },
});
