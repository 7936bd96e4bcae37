import { partners } from '../../../theme/partners.ts';
import type { Partner, StepRule } from '../../../theme/partnerFile.ts';

export type { StepRule };

/** A partner's flow rules and how its buyers are recognised (theme/partners/<partnerId>.json). */
export interface PartnerRules {
  id: string;
  match: { hosts?: string[]; partnerIds?: string[] };
  orderStep?: StepRule;
  selectOffer?: StepRule;
}

/** Who sent the buyer: the host of the page the widget was on, and the partner id of the quote. */
export interface PartnerContext {
  from?: string;
  partnerId?: string;
}

/**
 * A partner file's rules: its buyers are those sent from the host of one of its origins, or whose quote
 * carries its partnerId (the file's name).
 */
export function rulesOf(partner: Pick<Partner, 'id' | 'origins' | 'rules'>): PartnerRules {
  return {
    id: partner.id,
    match: { hosts: partner.origins.map((origin) => new URL(origin).hostname), partnerIds: [partner.id] },
    orderStep: partner.rules?.orderStep,
    selectOffer: partner.rules?.selectOffer,
  };
}

/** 'https://Shop.Example:8443/x' or 'shop.example' → 'shop.example'. */
export function hostOf(from: string | undefined): string | undefined {
  const value = from?.trim().toLowerCase();
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/** The rules of the partner who sent the buyer, if any: matched by host first, then by partner id. */
export function partnerFor(
  context: PartnerContext,
  partners: readonly PartnerRules[] = shippedPartners,
): PartnerRules | undefined {
  const host = hostOf(context.from);
  return (
    (host && partners.find((partner) => partner.match.hosts?.includes(host))) ||
    (context.partnerId
      ? partners.find((partner) => partner.match.partnerIds?.includes(context.partnerId as string))
      : undefined)
  );
}

/** The rules of the partner files that have some (theme/partners/*.json, checked against theme/partner.schema.json). */
export const shippedPartners: readonly PartnerRules[] = partners
  .filter((partner) => partner.rules)
  .map(rulesOf);
