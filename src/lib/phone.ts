import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parseDigits,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/** Written as E.164: '+', a country code and 6 to 15 digits in all (the form schema's pattern). */
export const isE164Shaped = (value: string): boolean => /^\+[1-9]\d{5,14}$/.test(value);

/** A phone number in E.164 ('+447911123456') that exists in its country's numbering plan. */
export function isValidE164(value: string): boolean {
  return isE164Shaped(value) && isValidPhoneNumber(value);
}

/** The country calling code of an ISO alpha-2 country ('GB' → '44'), or undefined when it has none. */
export function callingCodeOf(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : undefined;
}

/**
 * A national number typed for a country as stored: its E.164 form when it is a valid number there;
 * else '+' + calling code + the digits typed, so that the check says it is not a valid number;
 * undefined when no digit was typed.
 */
export function phoneValue(country: string, national: string): string | undefined {
  const digits = parseDigits(national);
  if (!digits) return undefined;
  const parsed = isSupportedCountry(country)
    ? parsePhoneNumberFromString(national, country as CountryCode)
    : undefined;
  if (parsed?.isValid()) return parsed.number;
  const code = callingCodeOf(country) ?? '';
  return `+${code}${digits.replace(/^0+/, '')}`;
}

/**
 * An E.164 number split into its country and its national number (for showing it again); among the
 * countries sharing its calling code (+44: GB, GG, IM, JE) the first of `preferred` wins.
 */
export function splitPhone(
  value: string,
  preferred: readonly string[] = [],
): { country?: string; national: string } {
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return { national: value.replace(/^\+/, '') };
  const country =
    preferred.find((code) => callingCodeOf(code) === parsed.countryCallingCode) ?? parsed.country;
  return { country, national: parsed.formatNational() };
}
