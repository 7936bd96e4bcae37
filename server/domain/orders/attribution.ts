import { DEFAULT_PARTNER_ID } from '../../../schemas/api/attribution.ts';
import { readPartners } from '../../partners.ts';

let partnerReferences: ReadonlyMap<string, string> | undefined;

/**
 * Each partner of the registry (theme/partners/<partnerId>.json, read once) with the reference its orders
 * carry when the link gives none. The one place the gateway asks which partners exist: change the source here.
 */
function registry(): ReadonlyMap<string, string> {
  partnerReferences ??= new Map(readPartners().map((partner) => [partner.id, partner.reference ?? '']));
  return partnerReferences;
}

/** True for a partner of the registry. */
export function isKnownPartner(partnerId: string): boolean {
  return registry().has(partnerId);
}

/** The order's attribution columns. */
export interface OrderAttribution {
  partner_id: string;
  reference: string;
  referer_url: string;
}

/**
 * Who brought an order, as it is recorded: the order's partnerId (else its quote's) when it is a known
 * partner, else '0' with a log line — never a refusal, the buyer is not to blame for a partner's link;
 * the reference as sent, else the partner file's; the refererUrl as sent (the shared schema bounded both).
 */
export function orderAttribution(
  given: { partnerId?: string; reference?: string; refererUrl?: string },
  quotePartnerId: string,
  log?: { warn(details: object, message: string): void },
): OrderAttribution {
  const asked = given.partnerId?.trim() || quotePartnerId.trim() || DEFAULT_PARTNER_ID;
  let partner = asked;
  if (asked !== DEFAULT_PARTNER_ID && !isKnownPartner(asked)) {
    log?.warn({ partnerId: asked.slice(0, 64) }, 'order from an unknown partner recorded as partner 0');
    partner = DEFAULT_PARTNER_ID;
  }
  return {
    partner_id: partner,
    reference: given.reference?.trim() || (registry().get(partner) ?? ''),
    referer_url: given.refererUrl?.trim() ?? '',
  };
}
