import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address as stored and compared: trimmed and lower-cased; refused with the login form's message. */
export function normalizeEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new BusinessError(RespCode.badRequest, 'login.badEmail');
  }
  return email;
}
