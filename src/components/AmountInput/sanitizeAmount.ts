import { truncateDecimals } from '../../lib/index.ts';

/** The grouping and decimal signs of a locale (en-US and zh-CN: ',' groups thousands, '.' starts the decimals). */
export function numberSigns(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const sign = (type: string, fallback: string) =>
    parts.find((part) => part.type === type)?.value ?? fallback;
  return { group: sign('group', ','), decimal: sign('decimal', '.') };
}

const escape = (sign: string) => sign.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');

/**
 * Reads whatever was typed or pasted with the locale's signs ('2,500' is 2500 in en-US): grouping signs
 * between groups of three digits are dropped, the decimal sign becomes a dot, anything else but digits
 * goes; at most `decimals` fraction digits (truncated), no redundant leading zeros. A grouping sign that
 * cannot be one ('12,5', or one typed last) is refused with null rather than guessed at.
 */
export function sanitizeAmount(raw: string, decimals = 8, locale = 'en-US'): string | null {
  const { group, decimal } = numberSigns(locale);
  const kept = raw.replace(new RegExp(`[^\\d${escape(group)}${escape(decimal)}]`, 'g'), '');
  const [whole, ...fractions] = kept.split(decimal);
  const fraction = fractions.join('');
  if (fraction.includes(group) || !new RegExp(`^(\\d+(${escape(group)}\\d{3})*)?$`).test(whole)) return null;
  const plain = whole.split(group).join('') + (fractions.length > 0 ? `.${fraction}` : '');
  const withZero = plain.startsWith('.') ? `0${plain}` : plain;
  return truncateDecimals(withZero.replace(/^0+(?=\d)/, ''), decimals);
}
