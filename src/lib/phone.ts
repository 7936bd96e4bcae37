import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

/** A phone number in E.164 ('+447911123456') that exists in its country's numbering plan. */
export function isValidE164(value: string): boolean {
  if (!/^\+[1-9]\d{5,14}$/.test(value)) return false;
  return isValidPhoneNumber(value);
}

/** The E.164 form of a national number typed for a country, or undefined when it is not a valid number there. */
export function toE164(national: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(national, country.toUpperCase() as Parameters<typeof parsePhoneNumberFromString>[1]);
  return parsed?.isValid() ? parsed.number : undefined;
}
