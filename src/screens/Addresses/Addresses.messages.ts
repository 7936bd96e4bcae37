import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressesMessages = defineMessages<{
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  clearSearch: NoMessageValues;
  noMatch: NoMessageValues;
  groupHeading: { crypto: string; network: string };
  groupLabel: { crypto: string; network: string };
  unnamed: NoMessageValues;
  rename: { name: string };
  edit: { name: string };
  delete: { name: string };
  nameLabel: NoMessageValues;
  nameCount: { count: number; max: number };
  renameSave: NoMessageValues;
  renameCancel: NoMessageValues;
  renameFailed: NoMessageValues;
  nameTooLong: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmText: NoMessageValues;
  confirmCancel: NoMessageValues;
  confirmDelete: NoMessageValues;
  deleted: NoMessageValues;
  deleteFailed: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  tryAgain: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  add: NoMessageValues;
}>({
  searchLabel: {
    id: 'addresses.list.searchLabel',
    defaultMessage: 'Search addresses',
    description: 'Label of the search field above the saved addresses',
  },
  searchPlaceholder: {
    id: 'addresses.list.searchPlaceholder',
    defaultMessage: 'Name, address or crypto',
    description: 'Placeholder of the address search: what it searches in',
  },
  clearSearch: {
    id: 'addresses.list.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button that empties the address search',
  },
  noMatch: {
    id: 'addresses.list.noMatch',
    defaultMessage: 'It appears no result that matches your search. Please try another.',
    description: 'The address search keeps no address (the wording of the currency search)',
  },
  groupHeading: {
    id: 'addresses.list.groupHeading',
    defaultMessage: '{crypto} · {network}',
    description: 'Heading over the saved addresses of one crypto on one network, e.g. "USDT · Tron (TRC20)"',
  },
  groupLabel: {
    id: 'addresses.list.groupLabel',
    defaultMessage: '{crypto} addresses on {network}',
    description: 'Accessible name of the list of saved addresses of one crypto on one network',
  },
  unnamed: {
    id: 'addresses.list.unnamed',
    defaultMessage: 'No name',
    description: 'Shown instead of the name of a saved address without one',
  },
  rename: {
    id: 'addresses.list.rename',
    defaultMessage: 'Rename {name}',
    description: 'Button that edits the name of a saved address in place; name is its name or its address',
  },
  edit: {
    id: 'addresses.list.edit',
    defaultMessage: 'Edit {name}',
    description: 'Button that opens a saved address in the address form; name is its name or its address',
  },
  delete: {
    id: 'addresses.list.delete',
    defaultMessage: 'Delete {name}',
    description: 'Button that deletes a saved address (asks first); name is its name or its address',
  },
  nameLabel: {
    id: 'addresses.rename.label',
    defaultMessage: 'Address name',
    description: 'Label of the name field of the in-place rename',
  },
  nameCount: {
    id: 'addresses.rename.count',
    defaultMessage: '{count}/{max}',
    description: 'Characters typed in the name field out of the most allowed',
  },
  renameSave: {
    id: 'addresses.rename.save',
    defaultMessage: 'Save',
    description: 'Saves the name typed in place',
  },
  renameCancel: {
    id: 'addresses.rename.cancel',
    defaultMessage: 'Cancel',
    description: 'Leaves the in-place rename without saving',
  },
  renameFailed: {
    id: 'addresses.rename.failed',
    defaultMessage: 'The name could not be saved. Please try again.',
    description: 'Under the name field when the gateway did not answer',
  },
  nameTooLong: {
    id: 'validation.addressBookEntry.name.maxLength',
    defaultMessage: 'The address name cannot exceed 25 characters',
    description: 'Error of an address name over 25 characters (SPEC §5), also the form field’s',
  },
  confirmTitle: {
    id: 'addresses.delete.title',
    defaultMessage: 'Delete this address?',
    description: 'Title of the delete confirmation of a saved address',
  },
  confirmText: {
    id: 'addresses.delete.text',
    defaultMessage: 'It will be removed from your address book. Orders already sent to it are not affected.',
    description: 'Text of the delete confirmation, above the name and address',
  },
  confirmCancel: {
    id: 'addresses.delete.cancel',
    defaultMessage: 'Cancel',
    description: 'Keeps the address (delete confirmation)',
  },
  confirmDelete: {
    id: 'addresses.delete.confirm',
    defaultMessage: 'Delete',
    description: 'Deletes the address (delete confirmation)',
  },
  deleted: {
    id: 'addresses.deleted',
    defaultMessage: 'Deleted successfully',
    description: 'Toast after a saved address was deleted (SPEC §8)',
  },
  deleteFailed: {
    id: 'addresses.deleteFailed',
    defaultMessage: 'Failed to delete',
    description: 'Toast when a saved address could not be deleted (SPEC §8)',
  },
  loading: {
    id: 'addresses.loading',
    defaultMessage: 'Loading your addresses',
    description: 'Screen-reader text while the saved addresses load',
  },
  loadFailed: {
    id: 'addresses.loadFailed',
    defaultMessage: 'Your addresses could not be loaded.',
    description: 'The saved addresses could not be loaded',
  },
  tryAgain: {
    id: 'addresses.tryAgain',
    defaultMessage: 'Try again',
    description: 'Loads the saved addresses again after a failure',
  },
  empty: {
    id: 'addresses.empty',
    defaultMessage: 'You have no saved addresses yet.',
    description: 'The address book without any address',
  },
  emptyHint: {
    id: 'addresses.emptyHint',
    defaultMessage:
      'Save the wallet addresses you buy crypto for, and choose them in one tap on your next order.',
    description: 'Under the empty address book: what saving an address is for',
  },
  add: { id: 'addresses.add', defaultMessage: 'Add address', description: 'Button to the add-address form' },
});
