import { defineMessages, type NoMessageValues } from 'react-intl';

export const currencyPickerMessages = defineMessages<{
  title: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  popular: NoMessageValues;
  all: NoMessageValues;
  empty: NoMessageValues;
  close: NoMessageValues;
  index: NoMessageValues;
  jumpTo: { letter: string };
  selected: NoMessageValues;
  loading: NoMessageValues;
}>({
  title: {
    id: 'components.currencyPicker.title',
    defaultMessage: 'Select a currency',
    description: 'Title of the bottom popup listing the currencies to choose from',
  },
  searchLabel: {
    id: 'components.currencyPicker.searchLabel',
    defaultMessage: 'Search by symbol',
    description: 'Accessible label of the search box of the currency picker',
  },
  searchPlaceholder: {
    id: 'components.currencyPicker.searchPlaceholder',
    defaultMessage: 'Search',
    description: 'Placeholder of the search box of the currency picker',
  },
  popular: {
    id: 'components.currencyPicker.popular',
    defaultMessage: 'Popular',
    description: 'Heading of the group of popular currencies',
  },
  all: {
    id: 'components.currencyPicker.all',
    defaultMessage: 'All',
    description: 'Heading of the group listing every currency alphabetically',
  },
  empty: {
    id: 'components.currencyPicker.empty',
    defaultMessage: 'It appears no result that matches your search. Please try another.',
    description: 'Shown when no currency symbol matches the search',
  },
  close: {
    id: 'components.currencyPicker.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the button closing the currency picker',
  },
  index: {
    id: 'components.currencyPicker.index',
    defaultMessage: 'Alphabetical index',
    description: 'Accessible label of the letter index on the side of the currency list',
  },
  jumpTo: {
    id: 'components.currencyPicker.jumpTo',
    defaultMessage: 'Jump to {letter}',
    description: 'Accessible label of one letter of the index; letter is A–Z or #',
  },
  selected: {
    id: 'components.currencyPicker.selected',
    defaultMessage: 'Selected',
    description: 'Accessible label of the check mark on the chosen currency',
  },
  loading: {
    id: 'components.currencyPicker.loading',
    defaultMessage: 'Loading currencies',
    description: 'Announced while the currency list loads',
  },
});
