import { DEFAULT_PARTNER_ID } from '../../../schemas/api/attribution.ts';
import { readPartners } from '../../partners.ts';

let knownIds: ReadonlySet<string> | undefined;

/**
 * True for a partner of the registry (theme/partners/<partnerId>.json, read once). The one place the
 * gateway asks which partners exist: change the source here.
 */
export function isKnownPartner(partnerId: string): boolean {
  knownIds ??= new Set(readPartners().map((partner) => partner.id));
  return knownIds.has(partnerId);
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
 * the reference and refererUrl as sent (the shared schema already bounded them).
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
    reference: given.reference?.trim() ?? '',
    referer_url: given.refererUrl?.trim() ?? '',
  };
}
