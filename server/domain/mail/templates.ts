import type { IdentityResult } from '../kyc/identity.ts';

export interface MailContent {
  subject: string;
  text: string;
}

export const loginCodeMail = (code: string, validMinutes: number): MailContent => ({
  subject: 'Your verification code',
  text: `Your verification code is ${code}. It is valid for ${validMinutes} minutes.\n\nIf you did not try to log in, you can ignore this e-mail.`,
});

const identityTexts: Record<IdentityResult, MailContent> = {
  approved: {
    subject: 'Your identity is verified',
    text: 'Your identity document has been approved. You can now complete purchases above the verification limit.',
  },
  refused: {
    subject: 'Your identity verification was refused',
    text: 'We could not verify your identity with the document you sent. Please contact support for further assistance.',
  },
  review: {
    subject: 'Your identity verification is under review',
    text: 'Your identity document is under review. We will e-mail you the result.',
  },
};

export const identityResultMail = (result: IdentityResult): MailContent => identityTexts[result];
