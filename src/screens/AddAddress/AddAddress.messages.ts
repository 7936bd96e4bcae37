import { defineMessages, type NoMessageValues } from 'react-intl';

export const addAddressMessages = defineMessages<{
  addHeading: NoMessageValues;
  editHeading: NoMessageValues;
  intro: NoMessageValues;
  fromPurchase: NoMessageValues;
  save: NoMessageValues;
  saveChanges: NoMessageValues;
  saveFailed: NoMessageValues;
  loading: NoMessageValues;
  missing: NoMessageValues;
  backToList: NoMessageValues;
  loadFailed: NoMessageValues;
  tryAgain: NoMessageValues;
}>({
  addHeading: {
    id: 'addresses.form.addHeading',
    defaultMessage: 'Save a new address',
    description: 'Heading of the add-address form',
  },
  editHeading: {
    id: 'addresses.form.editHeading',
    defaultMessage: 'Edit this address',
    description: 'Heading of the add-address form opened on a saved address',
  },
  intro: {
    id: 'addresses.form.intro',
    defaultMessage: 'Choose the crypto and its network, then paste the address. The name is only for you.',
    description: 'Under the heading of the add-address form',
  },
  fromPurchase: {
    id: 'addresses.form.fromPurchase',
    defaultMessage: 'Once it is saved, you go back to your order with this address chosen.',
    description: 'Note on the add-address form opened from the wallet address step of a purchase',
  },
  save: {
    id: 'addresses.form.save',
    defaultMessage: 'Save address',
    description: 'Submit button of the add-address form',
  },
  saveChanges: {
    id: 'addresses.form.saveChanges',
    defaultMessage: 'Save changes',
    description: 'Submit button of the form opened on a saved address',
  },
  saveFailed: {
    id: 'addresses.form.saveFailed',
    defaultMessage: 'The address could not be saved. Please try again.',
    description: 'Above the form when the gateway did not answer',
  },
  loading: {
    id: 'addresses.form.loading',
    defaultMessage: 'Loading the address',
    description: 'Screen-reader text while the form and its address load',
  },
  missing: {
    id: 'addresses.form.missing',
    defaultMessage: 'This address is no longer in your address book.',
    description: 'The form was opened on a saved address that was deleted',
  },
  backToList: {
    id: 'addresses.form.backToList',
    defaultMessage: 'Back to your addresses',
    description: 'Button from the form to the saved addresses',
  },
  loadFailed: {
    id: 'addresses.form.loadFailed',
    defaultMessage: 'The address could not be loaded.',
    description: 'The saved address to edit could not be loaded',
  },
  tryAgain: {
    id: 'addresses.form.tryAgain',
    defaultMessage: 'Try again',
    description: 'Loads the saved address to edit again',
  },
});
