import partnersData from '../../config/partners.json';

/** What a partner's rule does at a step: show the step's own choice, or apply settings and go on. */
export type StepRule = { action: 'pass' } | { action: 'advance'; payMethod?: string; offerType?: string };

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

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseStep(value: unknown, where: string): StepRule | undefined {
  if (value === undefined) return undefined;
  const step = value as Record<string, unknown>;
  if (step?.action === 'pass') return { action: 'pass' };
  if (step?.action === 'advance') {
    const { payMethod, offerType } = step;
    if (
      (payMethod !== undefined && typeof payMethod !== 'string') ||
      (offerType !== undefined && typeof offerType !== 'string')
    ) {
      throw new Error(`partners.json: ${where} has a non-text payMethod or offerType`);
    }
    return { action: 'advance', payMethod, offerType };
  }
  throw new Error(`partners.json: ${where}.action must be 'pass' or 'advance'`);
}

/** Reads the partner rules file, refusing a malformed one loudly (it is data the app ships with). */
export function parsePartnerRules(data: unknown): PartnerRules[] {
  const partners = (data as { partners?: unknown })?.partners;
  if (!Array.isArray(partners)) throw new Error('partners.json: "partners" must be a list');
  return partners.map((entry: Record<string, unknown>, index) => {
    const where = `partners[${index}]`;
    const match = (entry?.match ?? {}) as Record<string, unknown>;
    if (typeof entry?.id !== 'string') throw new Error(`partners.json: ${where}.id must be text`);
    if (
      (match.hosts !== undefined && !isStrings(match.hosts)) ||
      (match.partnerIds !== undefined && !isStrings(match.partnerIds))
    ) {
      throw new Error(`partners.json: ${where}.match lists must hold text`);
    }
    return {
      id: entry.id,
      match: { hosts: match.hosts?.map((host) => host.toLowerCase()), partnerIds: match.partnerIds },
      orderStep: parseStep(entry.orderStep, `${where}.orderStep`),
      selectOffer: parseStep(entry.selectOffer, `${where}.selectOffer`),
    };
  });
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

/** src/config/partners.json, checked once. */
export const shippedPartners: readonly PartnerRules[] = parsePartnerRules(partnersData);
