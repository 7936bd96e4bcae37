import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the quote screens (Edit, widget v1). */
export const quoteMessages = defineMessages<{
  title: NoMessageValues;
  continue: NoMessageValues;
  payPickerTitle: NoMessageValues;
  getPickerTitle: NoMessageValues;
  countryPickerTitle: NoMessageValues;
}>({
  title: {
    id: 'quote.title',
    defaultMessage: 'Buy',
    description: 'Heading of the embedded quote widget (it has no top bar)',
  },
  continue: {
    id: 'quote.continue',
    defaultMessage: 'Continue',
    description: 'Primary button under the quote: goes on to the payment and provider choice',
  },
  payPickerTitle: {
    id: 'quote.picker.payTitle',
    defaultMessage: 'Select a currency',
    description: 'Title of the popup listing the fiat currencies the buyer can pay with',
  },
  getPickerTitle: {
    id: 'quote.picker.getTitle',
    defaultMessage: 'Select a crypto',
    description: 'Title of the popup listing the cryptocurrencies the buyer can get',
  },
  countryPickerTitle: {
    id: 'quote.picker.countryTitle',
    defaultMessage: 'Select your country',
    description:
      'Title of the popup listing countries; choosing one switches the pay currency to its currency',
  },
});
