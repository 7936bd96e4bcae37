/** A text the login rules produce: a catalogue message (with its values) or the gateway's own words. */
export type LoginMessage = { id: string; values?: Record<string, string | number> } | { text: string };

/** Message ids the login rules produce; the texts live in the catalogues (SPEC §5 word for word). */
export const LoginMessageId = {
  emailFormat: 'validation.emailFormat',
  codeRequired: 'validation.codeRequired',
  codeLength: 'validation.codeLength',
  resendTooSoon: 'errors.login.resendTooSoon',
  wrongCode: 'errors.login.wrongCode',
  wrongCodeAttempts: 'errors.login.wrongCodeAttempts',
  codeExpired: 'errors.login.codeExpired',
  codeLocked: 'errors.login.codeLocked',
  mailFailed: 'errors.login.mailFailed',
  accountLocked: 'errors.login.accountLocked',
  noAnswer: 'errors.login.noAnswer',
  codeResent: 'login.code.resent',
} as const;

export const loginMessage = (id: string, values?: Record<string, string | number>): LoginMessage =>
  values ? { id, values } : { id };
