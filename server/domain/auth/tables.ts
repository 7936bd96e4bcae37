import type { ColumnType } from 'kysely';

/** Epoch milliseconds. PostgreSQL's bigint comes back as a string, so readers go through Number(). */
export type Millis = ColumnType<number | string, number, number>;

/** A buyer, known by the e-mail address they log in with. */
export interface UserTable {
  id: string;
  email: string;
  /** 0 nothing, 1 personal information given, 2 identity document approved. */
  kyc_level: number;
  created_at: Millis;
}

/** The one live login code of an e-mail address (a new code replaces the old one). */
export interface LoginCodeTable {
  email: string;
  /** scrypt of the code with `salt`: a leaked row does not give the code away. */
  code_hash: string;
  salt: string;
  sent_at: Millis;
  expires_at: Millis;
  /** Every check counts, so parallel guesses cannot exceed the limit. */
  attempts: number;
}

/** A logged-in session: only the sha256 of the token is kept. */
export interface AuthSessionTable {
  token_hash: string;
  user_id: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface AuthTables {
  users: UserTable;
  login_codes: LoginCodeTable;
  auth_sessions: AuthSessionTable;
}
