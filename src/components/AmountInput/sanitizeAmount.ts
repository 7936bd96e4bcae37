import { truncateDecimals } from '../../lib/index.ts';

/**
 * Turns whatever was typed or pasted into an amount the input accepts: digits and at most one dot,
 * at most `decimals` fraction digits (truncated), no redundant leading zeros.
 * A comma counts as the decimal separator only when there is no dot (phone keypads in many
 * locales show ','), otherwise commas are thousands separators and dropped.
 */
export function sanitizeAmount(raw: string, decimals = 8): string {
  const separatorsUnified = raw.includes('.') ? raw.replace(/,/g, '') : raw.replace(/,/g, '.');
  const kept = separatorsUnified.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const oneDot = dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  const withZero = oneDot.startsWith('.') ? `0${oneDot}` : oneDot;
  const trimmedZeros = withZero.replace(/^0+(?=\d)/, '');
  return truncateDecimals(trimmedZeros, decimals);
}
