// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardMessages } from '../../../src/screens/cardFlow/card.messages.ts';
import { confirmAddressMessages } from '../../../src/screens/ConfirmAddress/ConfirmAddress.messages.ts';
import { describeMessageGroups, en } from '../support/messageCatalogue.ts';

/** The card step's messages (and Confirm Address' 700 EUR notice): en-US as in the code, zh-CN translated with the same values. */
describeMessageGroups({
  card: cardMessages,
  confirmAddressNotice: {
    identityRequired: confirmAddressMessages.identityRequired,
    verifyIdentity: confirmAddressMessages.verifyIdentity,
  },
});

describe('card step messages', () => {
  it("use the spec's words", () => {
    expect(en['cards.select.declined']).toBe(
      'Your payment failed, please contact your card issuer for further assistance',
    );
    expect(en['order.confirmAddress.identityRequired']).toBe(
      'Identity verification is required for orders over 700 EUR',
    );
  });
});
