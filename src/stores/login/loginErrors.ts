import type { LoginRespCode } from '../../../schemas/api/auth.ts';
import { answerText, type AnswerWords } from '../../api/answerMessage.ts';
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

/**
 * What the buyer reads for a refused sendCode or login: the known codes in the app's own words (the tries
 * and minutes left from the answer's respParams); anything else as the catalogue's text for the answer's
 * key, or a generic message in the buyer's language when the key is unknown to the app (never respMessage).
 */
export function loginErrorMessage(respCode: number, answer: AnswerWords): LoginMessage {
  const count = (name: string) => {
    const value = Number(answer.respParams?.[name]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  switch (respCode) {
    case LoginCode.resendTooSoon:
      return loginMessage(LoginMessageId.resendTooSoon);
    case LoginCode.wrongCode: {
      const left = count('attempts');
      return left
        ? loginMessage(LoginMessageId.wrongCodeAttempts, { count: left })
        : loginMessage(LoginMessageId.wrongCode);
    }
    case LoginCode.codeExpired:
      return loginMessage(LoginMessageId.codeExpired);
    case LoginCode.codeLocked:
      return loginMessage(LoginMessageId.codeLocked);
    case LoginCode.mailFailed:
      return loginMessage(LoginMessageId.mailFailed);
    case LoginCode.accountLocked: {
      const minutes = count('minutes');
      return minutes ? loginMessage(LoginMessageId.accountLocked, { minutes }) : answerText(answer);
    }
    case NO_ANSWER:
      return loginMessage(LoginMessageId.noAnswer);
    default:
      return answerText(answer);
  }
}
