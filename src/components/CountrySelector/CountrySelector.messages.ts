import { defineMessages, type NoMessageValues } from 'react-intl';

export const countrySelectorMessages = defineMessages<{
  change: { country: string };
  choose: NoMessageValues;
  loading: NoMessageValues;
}>({
  change: {
    id: 'components.countrySelector.change',
    defaultMessage: '{country}, change country',
    description: "Accessible name of the header button showing the buyer's country; country is its name",
  },
  choose: {
    id: 'components.countrySelector.choose',
    defaultMessage: 'Select country',
    description: 'Shown in the header when the country is not known',
  },
  loading: {
    id: 'components.countrySelector.loading',
    defaultMessage: 'Finding your country',
    description: "Announced while the buyer's country is being looked up",
  },
});
