import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** Texts of Saved cards (/cards); the toasts' ids are the store's (SavedCardsMessageId). */
export const cardsListMessages = defineMessages<{
  listLabel: NoMessageValues;
  deleteCard: { card: string };
  confirmTitle: NoMessageValues;
  confirmText: { number: string; card: MessageTag };
  confirmCancel: NoMessageValues;
  confirmDelete: NoMessageValues;
  deleted: NoMessageValues;
  deleteFailed: NoMessageValues;
  note: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  buy: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  tryAgain: NoMessageValues;
}>({
  listLabel: {
    id: 'cards.list.label',
    defaultMessage: 'Your saved cards',
    description: 'Accessible name of the list of saved cards',
  },
  deleteCard: {
    id: 'cards.list.delete',
    defaultMessage: 'Delete {card}',
    description: 'Accessible name of the delete button of a card; card is brand and masked number',
  },
  confirmTitle: {
    id: 'cards.list.confirmTitle',
    defaultMessage: 'Delete this card?',
    description: 'Title of the popup that asks before deleting a saved card',
  },
  confirmText: {
    id: 'cards.list.confirmText',
    defaultMessage: 'The card <card>{number}</card> will be removed from your saved cards.',
    description:
      'Body of the delete popup; number is the brand and masked card number, kept on one line where it fits',
  },
  confirmCancel: { id: 'cards.list.confirmCancel', defaultMessage: 'Cancel', description: 'Keeps the card' },
  confirmDelete: {
    id: 'cards.list.confirmDelete',
    defaultMessage: 'Delete',
    description: 'Deletes the card',
  },
  deleted: {
    id: 'cards.list.deleted',
    defaultMessage: 'Deleted successfully',
    description: 'Toast after a card was deleted (SPEC §8 text)',
  },
  deleteFailed: {
    id: 'cards.list.deleteFailed',
    defaultMessage: 'Failed to delete',
    description: 'Toast when a card could not be deleted (SPEC §8 text)',
  },
  note: {
    id: 'cards.list.note',
    defaultMessage: 'Only the brand, the last 4 digits and the expiry date of a card are kept.',
    description: 'Under the list: what is stored of a saved card',
  },
  empty: {
    id: 'cards.list.empty',
    defaultMessage: 'You have no saved cards.',
    description: 'Saved cards when the buyer has none',
  },
  emptyHint: {
    id: 'cards.list.emptyHint',
    defaultMessage: 'A card is saved when you pay with it and tick “Save this card for next time”.',
    description:
      'Under the empty list: cards are only saved while paying (no way to add one outside a purchase)',
  },
  buy: {
    id: 'cards.list.buy',
    defaultMessage: 'Buy Crypto',
    description: 'Button from the empty list of cards to the quote screen',
  },
  loading: {
    id: 'cards.list.loading',
    defaultMessage: 'Loading your cards',
    description: 'Screen-reader text while the saved cards load',
  },
  loadFailed: {
    id: 'cards.list.loadFailed',
    defaultMessage: 'Your cards could not be loaded.',
    description: 'When the saved cards could not be loaded',
  },
  tryAgain: {
    id: 'cards.list.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads the saved cards again',
  },
});
