import type { LoginRespCode } from '../../../schemas/api/auth.ts';
import { loginMessage, LoginMessageId, type LoginMessage } from './messages.ts';

/**
 * The login's respCodes (schemas/api/auth.ts LoginRespCode, checked against it at compile time; typebox
 * stays out of the bundle).
 */
export const LoginCode = {
  resendTooSoon: 4001,
  wrongCode: 4002,
  codeExpired: 4003,
  codeLocked: 4004,
  mailFailed: 4005,
  accountLocked: 4006,
} as const satisfies typeof LoginRespCode;

/** No answer (network failure or time-out): ApiClient's TRANSPORT_FAILURE. */
const NO_ANSWER = 0;

/** The gateway counts the tries left in its text ('…, 3 attempts left'): shown in the buyer's language. */
const ATTEMPTS_LEFT = /(\d+) attempts? left/;

/** …and the minutes left of an address's lock-out ('…, please try again in 12 minutes'). */
const MINUTES_LEFT = /in (\d+) minutes?/;

/**
 * What the buyer reads for a refused sendCode or login: the known codes in their language; anything
 * else in the gateway's own words.
 */
export function loginErrorMessage(respCode: number, respMessage: string): LoginMessage {
  switch (respCode) {
    case LoginCode.resendTooSoon:
      return loginMessage(LoginMessageId.resendTooSoon);
    case LoginCode.wrongCode: {
      const left = ATTEMPTS_LEFT.exec(respMessage)?.[1];
      return left
        ? loginMessage(LoginMessageId.wrongCodeAttempts, { count: Number(left) })
        : loginMessage(LoginMessageId.wrongCode);
    }
    case LoginCode.codeExpired:
      return loginMessage(LoginMessageId.codeExpired);
    case LoginCode.codeLocked:
      return loginMessage(LoginMessageId.codeLocked);
    case LoginCode.mailFailed:
      return loginMessage(LoginMessageId.mailFailed);
    case LoginCode.accountLocked: {
      const minutes = MINUTES_LEFT.exec(respMessage)?.[1];
      return minutes
        ? loginMessage(LoginMessageId.accountLocked, { minutes: Number(minutes) })
        : { text: respMessage };
    }
    case NO_ANSWER:
      return loginMessage(LoginMessageId.noAnswer);
    default:
      return respMessage.trim() ? { text: respMessage } : loginMessage(LoginMessageId.noAnswer);
  }
}
