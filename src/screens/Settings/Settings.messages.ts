import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of Settings (/settings). The language names stay in their own language in every catalogue. */
export const settingsMessages = defineMessages<{
  accountHeading: NoMessageValues;
  emailLabel: NoMessageValues;
  identityLabel: NoMessageValues;
  level: { level: number };
  none: NoMessageValues;
  information: NoMessageValues;
  review: NoMessageValues;
  refused: NoMessageValues;
  verified: NoMessageValues;
  noneHint: NoMessageValues;
  informationHint: NoMessageValues;
  reviewHint: NoMessageValues;
  refusedHint: NoMessageValues;
  verifiedHint: NoMessageValues;
  verifyIdentity: NoMessageValues;
  tryAgainIdentity: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  tryAgain: NoMessageValues;
  savedHeading: NoMessageValues;
  savedCards: NoMessageValues;
  savedAddresses: NoMessageValues;
  languageHeading: NoMessageValues;
  logOut: NoMessageValues;
}>({
  accountHeading: {
    id: 'settings.account.heading',
    defaultMessage: 'Account',
    description: 'Heading of the Settings section with the e-mail and the identity level',
  },
  emailLabel: {
    id: 'settings.email.label',
    defaultMessage: 'Logged in as',
    description: 'Label of the e-mail address the buyer logged in with',
  },
  identityLabel: {
    id: 'settings.identity.label',
    defaultMessage: 'Identity verification',
    description: 'Label of the buyer’s identity (KYC) level',
  },
  level: {
    id: 'settings.identity.level',
    defaultMessage: 'Level {level}',
    description: 'The buyer’s KYC level as a number (0, 1 or 2)',
  },
  none: {
    id: 'settings.identity.none',
    defaultMessage: 'Not verified',
    description: 'Identity level 0: no personal information given yet',
  },
  information: {
    id: 'settings.identity.information',
    defaultMessage: 'Personal information given',
    description: 'Identity level 1: personal information saved, identity document not yet verified',
  },
  review: {
    id: 'settings.identity.review',
    defaultMessage: 'Under review',
    description: 'The identity document is being reviewed',
  },
  refused: {
    id: 'settings.identity.refused',
    defaultMessage: 'Refused',
    description: 'The identity verification was refused',
  },
  verified: {
    id: 'settings.identity.verified',
    defaultMessage: 'Verified',
    description: 'Identity level 2: identity verified',
  },
  noneHint: {
    id: 'settings.identity.noneHint',
    defaultMessage: 'Identity verification is needed for transactions over 700 EUR.',
    description: 'Under the identity level when nothing is verified yet (SPEC: over 700 EUR)',
  },
  informationHint: {
    id: 'settings.identity.informationHint',
    defaultMessage: 'Verify your identity with an official document to buy for more than 700 EUR.',
    description: 'Under the identity level when the personal information is given but no document verified',
  },
  reviewHint: {
    id: 'settings.identity.reviewHint',
    defaultMessage: 'We will e-mail you the result.',
    description: 'Under the identity level while the document is reviewed',
  },
  refusedHint: {
    id: 'settings.identity.refusedHint',
    defaultMessage: 'We could not verify your identity. You can try again with another document.',
    description: 'Under the identity level after a refusal',
  },
  verifiedHint: {
    id: 'settings.identity.verifiedHint',
    defaultMessage: 'Your identity is verified.',
    description: 'Under the identity level once verified',
  },
  verifyIdentity: {
    id: 'settings.identity.verify',
    defaultMessage: 'Verify identity',
    description: 'Button that starts (or goes on with) the identity verification',
  },
  tryAgainIdentity: {
    id: 'settings.identity.retry',
    defaultMessage: 'Verify again',
    description: 'Button that starts a new identity check after a refusal',
  },
  loading: {
    id: 'settings.loading',
    defaultMessage: 'Loading your account',
    description: 'Screen-reader text while the e-mail and identity level load',
  },
  loadFailed: {
    id: 'settings.loadFailed',
    defaultMessage: 'Your account details could not be loaded.',
    description: 'When the e-mail and identity level could not be loaded',
  },
  tryAgain: {
    id: 'settings.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads the account details again',
  },
  savedHeading: {
    id: 'settings.saved.heading',
    defaultMessage: 'Saved details',
    description: 'Heading of the links to the saved cards and saved addresses',
  },
  savedCards: {
    id: 'settings.saved.cards',
    defaultMessage: 'Saved cards',
    description: 'Link to the list of saved cards',
  },
  savedAddresses: {
    id: 'settings.saved.addresses',
    defaultMessage: 'Saved addresses',
    description: 'Link to the list of saved wallet addresses',
  },
  languageHeading: {
    id: 'settings.language.heading',
    defaultMessage: 'Language',
    description: 'Heading of the interface language choice',
  },
  logOut: {
    id: 'settings.logOut',
    defaultMessage: 'Log Out',
    description: 'Button that logs out (after a confirmation popup)',
  },
});

/** The language names, each in its own language (the same text in every catalogue). */
export const languageNames = defineMessages<{ 'en-US': NoMessageValues; 'zh-CN': NoMessageValues }>({
  'en-US': {
    id: 'settings.language.enUS',
    defaultMessage: 'English',
    description: 'Name of the English interface, always written in English',
  },
  'zh-CN': {
    id: 'settings.language.zhCN',
    defaultMessage: '简体中文',
    description: 'Name of the Simplified Chinese interface, always written in Chinese',
  },
});
