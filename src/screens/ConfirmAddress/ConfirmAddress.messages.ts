import { defineMessages, type NoMessageValues } from 'react-intl';
import { orderCreationMessages } from '../shared/orderCreation.messages.ts';

const ownMessages = defineMessages<{
  heading: NoMessageValues;
  fromLastOrder: NoMessageValues;
  providerFromLastOrder: { provider: string };
  allFromLastOrder: { provider: string };
  changeProvider: NoMessageValues;
  address: { symbol: string };
  network: NoMessageValues;
  wallet: NoMessageValues;
  exchange: { name: string };
  selfHosted: NoMessageValues;
  change: NoMessageValues;
}>({
  heading: {
    id: 'order.confirmAddress.heading',
    defaultMessage: 'Check your order',
    description: 'Heading of the address confirmation step',
  },
  fromLastOrder: {
    id: 'order.confirmAddress.fromLastOrder',
    defaultMessage:
      'We filled in the address and wallet type of your last order. Check them before you confirm.',
    description:
      'Note when the address step passed by itself for a returning buyer: the address and wallet type shown come from their last order',
  },
  providerFromLastOrder: {
    id: 'order.confirmAddress.providerFromLastOrder',
    defaultMessage: '{provider} was the provider of your last order and still has the best rate.',
    description:
      'Note when the offer step passed by itself for a returning buyer: the provider of their last order, still the best rate',
  },
  allFromLastOrder: {
    id: 'order.confirmAddress.allFromLastOrder',
    defaultMessage:
      'We filled in {provider}, the address and the wallet type of your last order ({provider} still has the best rate). Check them before you confirm.',
    description:
      'Note when both the offer and the address steps passed by themselves for a returning buyer; provider is the provider’s name',
  },
  changeProvider: {
    id: 'order.confirmAddress.changeProvider',
    defaultMessage: 'Change provider',
    description: 'Button back to the offers, shown when the provider was taken from the last order',
  },
  address: {
    id: 'order.confirmAddress.address',
    defaultMessage: 'Your {symbol} address',
    description: 'Label of the receiving address',
  },
  network: {
    id: 'order.confirmAddress.network',
    defaultMessage: 'Network',
    description: 'Label of the network of the crypto',
  },
  wallet: {
    id: 'order.confirmAddress.wallet',
    defaultMessage: 'Destination wallet',
    description: 'Label of the destination wallet type',
  },
  exchange: {
    id: 'order.confirmAddress.exchange',
    defaultMessage: 'Exchange: {name}',
    description: 'Destination wallet of the Exchange type; name is the exchange',
  },
  selfHosted: {
    id: 'order.confirmAddress.selfHosted',
    defaultMessage: 'Self-hosted wallet',
    description: 'Destination wallet of the self-hosted type',
  },
  change: {
    id: 'order.confirmAddress.change',
    defaultMessage: 'Change address',
    description: 'Button back to the address step',
  },
});

/** Confirm Address's texts, with those it shares with Submit Address (the step that makes the order). */
export const confirmAddressMessages = { ...ownMessages, ...orderCreationMessages };
