// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardsListMessages } from '../../../src/screens/Cards/Cards.messages.ts';
import { languageNames, settingsMessages } from '../../../src/screens/Settings/Settings.messages.ts';
import { LOGGED_OUT_MESSAGE_ID } from '../../../src/stores/AccountStore.ts';
import { SavedCardsMessageId } from '../../../src/stores/cards/SavedCardsStore.ts';
import { describeMessageGroups, en, zh } from '../support/messageCatalogue.ts';

/** Settings and Saved cards: en-US as in the code, zh-CN translated with the same values. */
describeMessageGroups({ settings: settingsMessages, cardsList: cardsListMessages });

describe('Settings and Saved cards messages', () => {
  it("use the spec's words for the delete toasts, and the store's ids are the screen's", () => {
    expect(en[SavedCardsMessageId.deleted]).toBe('Deleted successfully');
    expect(en[SavedCardsMessageId.deleteFailed]).toBe('Failed to delete');
    expect(cardsListMessages.deleted.id).toBe(SavedCardsMessageId.deleted);
    expect(cardsListMessages.deleteFailed.id).toBe(SavedCardsMessageId.deleteFailed);
    expect(en[LOGGED_OUT_MESSAGE_ID]).toBe('Log out');
    expect(zh[LOGGED_OUT_MESSAGE_ID]).toBeTruthy();
  });

  it('name each language in its own language, whatever the interface language', () => {
    for (const { id, defaultMessage } of Object.values(languageNames)) {
      expect(en[id]).toBe(defaultMessage);
      expect(zh[id]).toBe(defaultMessage);
    }
  });
});
