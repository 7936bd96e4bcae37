import { Type } from 'typebox';
import { PartnerIdRule, ReferenceRule, RefererUrlRule } from './attributionRules.ts';

export { DEFAULT_PARTNER_ID, fitsField } from './attributionRules.ts';

/**
 * Who brought the buyer (SPEC §1, §3; issue 17): the partner, the partner's own reference for the buyer or
 * order, and the page the buyer came from. One schema for the browser, which checks what it captures before
 * keeping it, and the gateway, which refuses anything else in a quote, an order or a tracking point.
 */

/** The partner of a link: letters, digits, '-' and '_' (as theme/partners/<id>.json names it); '' for none. */
export const PartnerIdField = Type.String({ ...PartnerIdRule });
/** The partner's reference: printable text without control characters, bounded. */
export const ReferenceField = Type.String({ ...ReferenceRule });
/** The page the buyer came from: an http(s) URL without spaces or control characters, bounded; '' for none. */
export const RefererUrlField = Type.String({ ...RefererUrlRule });

/** The three attribution fields of an inquiry, an order and a tracking point (each optional on the wire). */
export const AttributionFields = {
  partnerId: Type.Optional(PartnerIdField),
  reference: Type.Optional(ReferenceField),
  refererUrl: Type.Optional(RefererUrlField),
};
