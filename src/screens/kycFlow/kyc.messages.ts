import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the KYC pages (Enter Information, Verify ID, KYC Status). */
export const kycMessages = defineMessages<{
  loading: NoMessageValues;
  loadFailedTitle: NoMessageValues;
  loadFailedAction: NoMessageValues;
  underReviewTitle: NoMessageValues;
  underReviewText: NoMessageValues;
  refusedTitle: NoMessageValues;
  refusedText: { email: string };
  needsKyc2Title: NoMessageValues;
  needsKyc2Text: NoMessageValues;
  verifiedTitle: NoMessageValues;
  verifiedText: NoMessageValues;
  failedTitle: NoMessageValues;
  failedRefusedText: NoMessageValues;
  failedExpiredText: NoMessageValues;
  tryAgain: NoMessageValues;
  verifyIdentity: NoMessageValues;
  enterInformation: NoMessageValues;
  myOrders: NoMessageValues;
  buyCrypto: NoMessageValues;
  continue: NoMessageValues;
}>({
  loading: {
    id: 'kyc.loading',
    defaultMessage: 'Loading your verification',
    description: 'Announced while a KYC page loads',
  },
  loadFailedTitle: {
    id: 'kyc.loadFailedTitle',
    defaultMessage: 'Oops! Try again later.',
    description: 'A KYC page could not load its data (SPEC §8 text)',
  },
  loadFailedAction: {
    id: 'kyc.loadFailedAction',
    defaultMessage: 'Try again',
    description: 'Button that loads a KYC page again',
  },
  underReviewTitle: {
    id: 'kyc.underReviewTitle',
    defaultMessage: 'Your identity is under review',
    description: 'Title while the identity check is reviewed by hand',
  },
  underReviewText: {
    id: 'kyc.underReviewText',
    defaultMessage: 'We are reviewing your information. We will e-mail you the result.',
    description: 'SPEC §4: under review, the user is e-mailed the result',
  },
  refusedTitle: {
    id: 'kyc.refusedTitle',
    defaultMessage: 'Identity verification refused',
    description: 'Title when the identity check was refused',
  },
  refusedText: {
    id: 'kyc.refusedText',
    defaultMessage:
      'We could not verify your identity. You can try again with another document, or contact us at {email}.',
    description: 'Refused identity; email is the support address',
  },
  needsKyc2Title: {
    id: 'kyc.needsKyc2Title',
    defaultMessage: 'Identity verification needed',
    description: 'Title when KYC level 2 is needed',
  },
  needsKyc2Text: {
    id: 'kyc.needsKyc2Text',
    defaultMessage: 'Please verify your identity before further transactions.',
    description: 'SPEC §4: needs KYC 2 before further transactions',
  },
  verifiedTitle: {
    id: 'kyc.verifiedTitle',
    defaultMessage: 'Identity verified',
    description: 'Title once the identity is approved',
  },
  verifiedText: {
    id: 'kyc.verifiedText',
    defaultMessage: 'Your identity is verified. You can go on with your purchase.',
    description: 'Under the approved title',
  },
  failedTitle: {
    id: 'kyc.failedTitle',
    defaultMessage: 'Verification Failed',
    description: 'SPEC §8 text: the identity check was refused or its link expired',
  },
  failedRefusedText: {
    id: 'kyc.failedRefusedText',
    defaultMessage: 'Your document was not accepted. Please try again with another document.',
    description: 'Under Verification Failed when the document was refused',
  },
  failedExpiredText: {
    id: 'kyc.failedExpiredText',
    defaultMessage: 'The verification link expired before a document was sent. Please try again.',
    description: 'Under Verification Failed when the link ran out',
  },
  tryAgain: {
    id: 'kyc.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that starts a new identity check',
  },
  verifyIdentity: {
    id: 'kyc.verifyIdentity',
    defaultMessage: 'Verify identity',
    description: 'Button to the Verify ID page',
  },
  enterInformation: {
    id: 'kyc.enterInformation',
    defaultMessage: 'Enter personal information',
    description: 'Button to the Enter Information page',
  },
  myOrders: {
    id: 'kyc.myOrders',
    defaultMessage: 'My Orders',
    description: "Button to the buyer's order history",
  },
  buyCrypto: {
    id: 'kyc.buyCrypto',
    defaultMessage: 'Buy Crypto',
    description: 'Button back to the quote screen',
  },
  continue: {
    id: 'kyc.continue',
    defaultMessage: 'Continue',
    description: 'Button that goes back to the purchase step after KYC',
  },
});

export const informationMessages = defineMessages<{
  intro: NoMessageValues;
  draftRestored: NoMessageValues;
  save: NoMessageValues;
  verifiedIntro: NoMessageValues;
  frozenLabel: NoMessageValues;
}>({
  intro: {
    id: 'kyc.information.intro',
    defaultMessage:
      'Identity verification is needed for transactions over 700 EUR. Please tell us about yourself first.',
    description: 'Intro of the personal information form',
  },
  draftRestored: {
    id: 'kyc.information.draftRestored',
    defaultMessage: 'We kept what you typed last time.',
    description: 'Shown when the form was filled from the saved draft',
  },
  save: {
    id: 'kyc.information.save',
    defaultMessage: 'Save and continue',
    description: 'Submit button of the personal information form',
  },
  verifiedIntro: {
    id: 'kyc.information.verifiedIntro',
    defaultMessage: 'Your identity is verified. This information can no longer be changed.',
    description: 'Above the read-only personal information of a verified buyer',
  },
  frozenLabel: {
    id: 'kyc.information.frozenLabel',
    defaultMessage: 'Your personal information',
    description: 'Heading of the read-only personal information of a verified buyer',
  },
});

export const verifyIdMessages = defineMessages<{
  intro: NoMessageValues;
  start: NoMessageValues;
  waitingTitle: NoMessageValues;
  waitingText: NoMessageValues;
  waiting: NoMessageValues;
  reopen: NoMessageValues;
  blockedTitle: NoMessageValues;
  blockedText: NoMessageValues;
  open: NoMessageValues;
  returnedText: NoMessageValues;
}>({
  intro: {
    id: 'kyc.verifyId.intro',
    defaultMessage:
      "Choose the country that issued your document and its type. You will then upload it on our verification partner's page.",
    description: 'Intro of the ID verification form',
  },
  start: {
    id: 'kyc.verifyId.start',
    defaultMessage: 'Continue to upload',
    description: 'Submit button of the ID verification form; opens the upload page',
  },
  waitingTitle: {
    id: 'kyc.verifyId.waitingTitle',
    defaultMessage: 'Upload your document',
    description: 'Title while the buyer uploads the document in the other tab',
  },
  waitingText: {
    id: 'kyc.verifyId.waitingText',
    defaultMessage:
      'Upload your document in the verification tab we opened. This page moves on by itself once it is checked.',
    description: 'What to do while the identity check is open',
  },
  waiting: {
    id: 'kyc.verifyId.waiting',
    defaultMessage: 'Waiting for your document…',
    description: 'Live status while no result is known',
  },
  reopen: {
    id: 'kyc.verifyId.reopen',
    defaultMessage: 'Open the verification page again',
    description: 'Button that opens the upload page in a new tab again',
  },
  blockedTitle: {
    id: 'kyc.verifyId.blockedTitle',
    defaultMessage: "Couldn't open the verification page",
    description: 'The browser blocked the upload tab',
  },
  blockedText: {
    id: 'kyc.verifyId.blockedText',
    defaultMessage: 'Please try again',
    description: 'Under the blocked-tab title',
  },
  open: {
    id: 'kyc.verifyId.open',
    defaultMessage: 'Open the verification page',
    description: 'Button that opens the upload page in a new tab',
  },
  returnedText: {
    id: 'kyc.verifyId.returnedText',
    defaultMessage: 'You can continue here, or go back to the tab you started from.',
    description: 'On the page the upload tab returns to, under the result',
  },
});
