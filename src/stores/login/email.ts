/** The gateway's own rule (server/domain/auth/email.ts): something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The address as the gateway stores it: trimmed and lower-cased. */
export const normalizeEmail = (input: string): string => input.trim().toLowerCase();

/** SPEC §5 "Login e-mail": the format the gateway accepts. */
export function isEmailFormat(input: string): boolean {
  const email = normalizeEmail(input);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}
