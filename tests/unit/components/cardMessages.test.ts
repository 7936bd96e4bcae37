import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { cardMessages } from '../../../src/screens/cardFlow/card.messages.ts';
import { confirmAddressMessages } from '../../../src/screens/ConfirmAddress/ConfirmAddress.messages.ts';

/** The card step's messages (and Confirm Address' 700 EUR notice): en-US as in the code, zh-CN translated with the same values. */
const descriptors = [...Object.values(cardMessages), confirmAddressMessages.identityRequired, confirmAddressMessages.verifyIdentity] as Array<{
  id: string;
  defaultMessage: string;
  description?: string;
}>;
const en: Record<string, string> = enUS;
const zh: Record<string, string> = zhCN;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('card step messages', () => {
  it('are in en-US exactly as written in the code, each with a description', () => {
    for (const { id, defaultMessage, description } of descriptors) {
      expect(en[id], id).toBe(defaultMessage);
      expect(description, id).toBeTruthy();
    }
  });

  it('are translated in zh-CN with the same placeholders', () => {
    for (const { id, defaultMessage } of descriptors) {
      expect(zh[id], id).toBeTruthy();
      expect(zh[id], `${id} is still English`).not.toBe(defaultMessage);
      expect(placeholders(zh[id]), id).toEqual(placeholders(defaultMessage));
    }
  });

  it("use the spec's words", () => {
    expect(en['cards.select.declined']).toBe('Your payment failed, please contact your card issuer for further assistance');
    expect(en['order.confirmAddress.identityRequired']).toBe('Identity verification is required for orders over 700 EUR');
  });
});
