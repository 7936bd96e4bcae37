// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  informationMessages,
  kycMessages,
  verifyIdMessages,
} from '../../../src/screens/kycFlow/kyc.messages.ts';
import { describeMessageGroups, en } from '../support/messageCatalogue.ts';

/** The KYC pages' messages: the code's English is the catalogue's, and zh-CN says the same with the same values. */
describeMessageGroups({ kyc: kycMessages, information: informationMessages, verifyId: verifyIdMessages });

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
