import { defineMessages, type NoMessageValues } from 'react-intl';

export const widgetMessages = defineMessages<{
  open: NoMessageValues;
  close: NoMessageValues;
  clear: NoMessageValues;
  loading: NoMessageValues;
  noCountry: NoMessageValues;
  noCity: NoMessageValues;
  day: NoMessageValues;
  month: NoMessageValues;
  year: NoMessageValues;
  callingCode: NoMessageValues;
  phoneNumber: NoMessageValues;
  chooseCryptoFirst: NoMessageValues;
}>({
  open: {
    id: 'forms.widgets.open',
    defaultMessage: 'Open',
    description: 'Accessible name of the button that opens the choices of a searchable list field',
  },
  close: {
    id: 'forms.widgets.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the button that closes the choices of a searchable list field',
  },
  clear: {
    id: 'forms.widgets.clear',
    defaultMessage: 'Clear',
    description: 'Accessible name of the button that empties a searchable list field',
  },
  loading: {
    id: 'forms.widgets.loading',
    defaultMessage: 'Loading…',
    description: 'Shown in a list field while its choices are being loaded',
  },
  noCountry: {
    id: 'forms.widgets.noCountry',
    defaultMessage: 'No country matches your search',
    description: 'Shown in the country field when the typed text matches no country',
  },
  noCity: {
    id: 'forms.widgets.noCity',
    defaultMessage: 'Type the name of your city',
    description:
      'Shown in the city field when the chosen country has no listed city (the buyer types it freely)',
  },
  day: {
    id: 'forms.widgets.day',
    defaultMessage: 'Day',
    description: 'Label of the day part of a date of birth',
  },
  month: {
    id: 'forms.widgets.month',
    defaultMessage: 'Month',
    description: 'Label of the month part of a date of birth',
  },
  year: {
    id: 'forms.widgets.year',
    defaultMessage: 'Year',
    description: 'Label of the year part of a date of birth',
  },
  callingCode: {
    id: 'forms.widgets.callingCode',
    defaultMessage: 'Country code',
    description: 'Label of the country calling code (e.g. +44) of a phone number',
  },
  phoneNumber: {
    id: 'forms.widgets.phoneNumber',
    defaultMessage: 'Number',
    description: 'Label of the number part of a phone number, after its country code',
  },
  chooseCryptoFirst: {
    id: 'forms.widgets.chooseCryptoFirst',
    defaultMessage: 'Choose the crypto first',
    description: 'Shown in the network field of the address form before a crypto is chosen',
  },
});
