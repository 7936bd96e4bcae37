import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { informationMessages, kycMessages, verifyIdMessages } from '../../../src/screens/kycFlow/kyc.messages.ts';

/** The KYC pages' messages: the code's English is the catalogue's, and zh-CN says the same with the same values. */
const groups = { kyc: kycMessages, information: informationMessages, verifyId: verifyIdMessages };

const en: Record<string, string> = enUS;
const zh: Record<string, string> = zhCN;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each(Object.entries(groups))('%s messages', (_name, messages) => {
  const descriptors = Object.values(messages) as Array<{ id: string; defaultMessage: string; description?: string }>;

  it('are in en-US exactly as written in the code, each with a description for translators', () => {
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
});

describe('the spec texts', () => {
  it("say 'Verification Failed' and 'Oops! Try again later.' word for word", () => {
    expect(en[kycMessages.failedTitle.id]).toBe('Verification Failed');
    expect(en[kycMessages.loadFailedTitle.id]).toBe('Oops! Try again later.');
  });

  it('tell the buyer under review that the result comes by e-mail, and the refused one the support address', () => {
    expect(en[kycMessages.underReviewText.id]).toMatch(/e-mail you the result/);
    expect(en[kycMessages.refusedText.id]).toContain('{email}');
    expect(en[kycMessages.needsKyc2Text.id]).toBe('Please verify your identity before further transactions.');
  });
});
