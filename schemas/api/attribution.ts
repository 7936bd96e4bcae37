import { Type } from 'typebox';

/**
 * Who brought the buyer (SPEC §1, §3; issue 17): the partner, the partner's own reference for the buyer or
 * order, and the page the buyer came from. One schema for the browser, which checks what it captures before
 * keeping it, and the gateway, which refuses anything else in a quote, an order or a tracking point.
 */

/** The partner of a link: letters, digits, '-' and '_' (as theme/partners/<id>.json names it); '' for none. */
export const PartnerIdField = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' });
/** The partner's reference: printable text without control characters, bounded. */
export const ReferenceField = Type.String({ maxLength: 128, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** The page the buyer came from: an http(s) URL without spaces or control characters, bounded; '' for none. */
export const RefererUrlField = Type.String({
  maxLength: 1024,
  pattern: '^$|^https?://[^\\s\\u0000-\\u001f\\u007f]+$',
});

/** The three attribution fields of an inquiry, an order and a tracking point (each optional on the wire). */
export const AttributionFields = {
  partnerId: Type.Optional(PartnerIdField),
  reference: Type.Optional(ReferenceField),
  refererUrl: Type.Optional(RefererUrlField),
};

/** The partner every buyer belongs to when no known partner brought them (SPEC §9). */
export const DEFAULT_PARTNER_ID = '0';

/** True when `value` fits one of the string schemas above (the same maxLength and pattern the gateway checks). */
export function fitsField(schema: object, value: string): boolean {
  const { maxLength, pattern } = schema as { maxLength?: number; pattern?: string };
  if (maxLength !== undefined && value.length > maxLength) return false;
  return pattern === undefined || new RegExp(pattern, 'u').test(value);
}
