/**
 * The attribution fields' rules as plain data (schemas/api/attribution.ts builds its typebox schemas from
 * them): the browser checks what it captures with these, without loading typebox into /edit's first load.
 */

/** The partner of a link: letters, digits, '-' and '_' (as theme/partners/<id>.json names it); '' for none. */
export const PartnerIdRule = { maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' } as const;
/** The partner's reference: printable text without control characters, bounded. */
export const ReferenceRule = { maxLength: 128, pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
/** The page the buyer came from: an http(s) URL without spaces or control characters, bounded; '' for none. */
export const RefererUrlRule = {
  maxLength: 1024,
  pattern: '^$|^https?://[^\\s\\u0000-\\u001f\\u007f]+$',
} as const;

/** The partner every buyer belongs to when no known partner brought them (SPEC §9). */
export const DEFAULT_PARTNER_ID = '0';

/** True when `value` fits one of the string schemas or rules (the same maxLength and pattern the gateway checks). */
export function fitsField(schema: object, value: string): boolean {
  const { maxLength, pattern } = schema as { maxLength?: number; pattern?: string };
  if (maxLength !== undefined && value.length > maxLength) return false;
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}
