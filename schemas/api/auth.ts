import { Type } from 'typebox';
import { AuthField, Envelope, Str, endpoint, withData } from './common.ts';

/** respCodes of the e-mail login besides the common ones (5002 is the common invalid-token code). */
export const LoginRespCode = {
  /** A code was sent less than a minute ago: data.resendAfter gives the seconds left. */
  resendTooSoon: 4001,
  wrongCode: 4002,
  /** Missing, expired or already used: a new code is needed. */
  codeExpired: 4003,
  /** Too many wrong tries: a new code is needed. */
  codeLocked: 4004,
  /** The mail could not be handed to the mail server. */
  mailFailed: 4005,
  /** Too many wrong codes for this address across codes: login is locked; the text gives the minutes left. */
  accountLocked: 4006,
} as const;

/** What the client keeps as user info (SPEC §3): expTime in epoch seconds. */
export const UserInfo = Type.Object({
  authToken: Type.String(),
  expTime: Type.Integer(),
  kyc_level: Type.Integer(),
});

const Email = Str(254);

export const authEndpoints = {
  /** Mails a 6-digit code; data.resendAfter: seconds before another may be asked, also on 4001. */
  sendCode: endpoint(
    Type.Object({ email: Email }),
    withData(Type.Object({ resendAfter: Type.Integer(), expiresIn: Type.Integer() })),
  ),
  /** Logs in (creating the user on first login) with the mailed code. */
  login: endpoint(Type.Object({ email: Email, code: Str(16) }), withData(UserInfo)),
  /** The logged-in user's info; 5002 without a valid token. */
  authInfo: endpoint(
    Type.Object({ ...AuthField }),
    withData(Type.Object({ ...UserInfo.properties, email: Type.String() })),
  ),
  /** Whether a token is still valid (never 5002: it is the check itself). */
  expAuth: endpoint(
    Type.Object({ ...AuthField }),
    withData(Type.Object({ isValid: Type.Integer(), expTime: Type.Optional(Type.Integer()) })),
  ),
  /** Ends the session of the token on the server. */
  logout: endpoint(Type.Object({ ...AuthField }), Envelope),
};
