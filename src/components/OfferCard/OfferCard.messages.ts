import { defineMessages, type NoMessageValues } from 'react-intl';

export const offerCardMessages = defineMessages<{
  youGet: NoMessageValues;
  fees: NoMessageValues;
  best: NoMessageValues;
  identityAbove: { amount: string };
  verified: NoMessageValues;
  logo: { name: string };
}>({
  youGet: {
    id: 'components.offerCard.youGet',
    defaultMessage: 'You get',
    description: 'Label of the crypto amount the provider delivers',
  },
  fees: {
    id: 'components.offerCard.fees',
    defaultMessage: 'Fees',
    description: "Label of the provider's processing fee plus network fee",
  },
  best: {
    id: 'components.offerCard.best',
    defaultMessage: 'Best rate',
    description: 'Mark on the offer that gives the most crypto for the money',
  },
  identityAbove: {
    id: 'components.offerCard.identityAbove',
    defaultMessage: 'ID needed above {amount}',
    description: 'What the provider needs of the buyer; amount is the identity threshold, e.g. 700 EUR',
  },
  verified: {
    id: 'components.offerCard.verified',
    defaultMessage: 'Already verified',
    description: "The buyer's identity is already verified: nothing more is needed",
  },
  logo: {
    id: 'components.offerCard.logo',
    defaultMessage: '{name} logo',
    description: "Alternative text of the provider's logo",
  },
});
