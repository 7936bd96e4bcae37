import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { LoginMessage } from '../../stores/LoginStore.ts';

/**
 * The messages the login rules produce (src/stores/login/messages.ts holds the same ids): SPEC §5 word
 * for word, and the gateway's login answers (schemas/api/auth.ts 4001–4006) in the buyer's language.
 */
export const loginRuleMessages = defineMessages({
  emailFormat: {
    id: 'validation.emailFormat',
    defaultMessage: 'Please enter the correct email format',
    description: 'Under the e-mail field of the login when the address is not an e-mail address',
  },
  codeRequired: {
    id: 'validation.codeRequired',
    defaultMessage: 'Please enter the verification code',
    description: 'Under the verification code field when Log In is pressed with no code',
  },
  codeLength: {
    id: 'validation.codeLength',
    defaultMessage: 'Please enter all 6 digits of the code',
    description: 'Under the verification code field when fewer than 6 digits were typed',
  },
  resendTooSoon: {
    id: 'errors.login.resendTooSoon',
    defaultMessage:
      'A code was sent to this address less than a minute ago. Please enter it, or request a new one when the countdown ends.',
    description: 'On the code page when a new code was asked too soon after the last one',
  },
  wrongCode: {
    id: 'errors.login.wrongCode',
    defaultMessage: 'The verification code is incorrect',
    description: 'Under the code field when the code is wrong (number of tries left unknown)',
  },
  wrongCodeAttempts: {
    id: 'errors.login.wrongCodeAttempts',
    defaultMessage:
      'The verification code is incorrect, {count, plural, one {# attempt} other {# attempts}} left',
    description: 'Under the code field when the code is wrong; count is how many more tries the buyer has',
  },
  codeExpired: {
    id: 'errors.login.codeExpired',
    defaultMessage: 'The verification code has expired, please request a new one',
    description: 'Under the code field when the code is too old or was already used',
  },
  codeLocked: {
    id: 'errors.login.codeLocked',
    defaultMessage: 'Too many incorrect attempts, please request a new code',
    description: 'Under the code field after five wrong codes: this code no longer works',
  },
  accountLocked: {
    id: 'errors.login.accountLocked',
    defaultMessage:
      'Too many incorrect codes, please try again in {minutes, plural, one {# minute} other {# minutes}}',
    description:
      'On the login pages when ten wrong codes in an hour locked this address for 15 minutes; minutes is the time left',
  },
  mailFailed: {
    id: 'errors.login.mailFailed',
    defaultMessage: 'The verification code could not be sent, please try again later',
    description: 'When the e-mail with the code could not be sent',
  },
  noAnswer: {
    id: 'errors.login.noAnswer',
    defaultMessage: 'Oops! Try again later.',
    description: 'When the server did not answer the login request',
  },
  codeResent: {
    id: 'login.code.resent',
    defaultMessage: 'A new code has been sent to {email}.',
    description: 'On the code page after Resend code; email is the address',
  },
});

const byId = new Map<string, MessageDescriptor>(
  Object.values(loginRuleMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/** The text of a login message: a catalogue message with its values, or the gateway's own words. */
export function loginMessageText(intl: IntlShape, message: LoginMessage | undefined): string | undefined {
  if (!message) return undefined;
  if ('text' in message) return message.text;
  return intl.formatMessage(byId.get(message.id) ?? { id: message.id }, message.values);
}
