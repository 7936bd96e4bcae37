// The rules as plain data: the typebox schemas built from them (schemas/api/attribution.ts) stay out of the bundle.
import {
  DEFAULT_PARTNER_ID,
  fitsField,
  PartnerIdRule as PartnerIdField,
  ReferenceRule as ReferenceField,
  RefererUrlRule as RefererUrlField,
} from '../../../schemas/api/attributionRules.ts';

export { DEFAULT_PARTNER_ID };

/** What a quote, an order and a tracking point carry about who brought the buyer (SPEC §3). */
export type Attribution = {
  partnerId: string;
  reference: string;
  refererUrl: string;
};

/** The attribution as kept in local storage, with the moment it was captured (epoch ms). */
export type StoredAttribution = Attribution & { capturedAt: number };

/** How the app was reached: the page's query, document.referrer and the origin of the page that frames it. */
export interface Arrival {
  /** location.search of the page (or of the route opened). */
  search: string;
  /** document.referrer; ignored when it is a page of this app. */
  referrer?: string;
  /** The origin of the page that embeds the app in a frame (location.ancestorOrigins[0]), if any. */
  embedder?: string;
  /** This app's origin: a referrer from it is a move inside the app, not an arrival. */
  ownOrigin?: string;
}

export const noAttribution = (): Attribution => ({
  partnerId: DEFAULT_PARTNER_ID,
  reference: '',
  refererUrl: '',
});

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** The URL without its fragment, if it is one the gateway accepts as refererUrl; else ''. */
export function refererUrlOf(raw: string | null | undefined): string {
  const value = clean(raw);
  if (!value) return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  url.hash = '';
  const href = url.href;
  return fitsField(RefererUrlField, href) ? href : '';
}

/** A partner named by a link; '' for none, for '0' (no partner: a link carrying the default names nobody) and for a bad id. */
const partnerIdOf = (raw: string | null | undefined) => {
  const value = clean(raw);
  return value && value !== DEFAULT_PARTNER_ID && fitsField(PartnerIdField, value) ? value : '';
};

const referenceOf = (raw: string | null | undefined) => {
  const value = clean(raw);
  return value && fitsField(ReferenceField, value) ? value : '';
};

const originOf = (href: string): string => {
  try {
    return new URL(href).origin;
  } catch {
    return '';
  }
};

/**
 * The page that sent the buyer: the link's refererUrl, else document.referrer (unless it is a page of this
 * app), else the origin of the page that frames the widget. '' when none is known or usable.
 */
export function arrivalReferer(arrival: Arrival, query = new URLSearchParams(arrival.search)): string {
  const fromQuery = refererUrlOf(query.get('refererUrl'));
  if (fromQuery) return fromQuery;
  const referrer = refererUrlOf(arrival.referrer);
  if (referrer && !(arrival.ownOrigin && originOf(referrer) === arrival.ownOrigin)) return referrer;
  const embedder = refererUrlOf(arrival.embedder);
  if (embedder && !(arrival.ownOrigin && originOf(embedder) === arrival.ownOrigin)) return embedder;
  return '';
}

/** True while a kept attribution is inside its window (captured less than windowMs ago, not in the future). */
export const isFresh = (stored: StoredAttribution, nowMs: number, windowMs: number): boolean =>
  nowMs - stored.capturedAt < windowMs && stored.capturedAt <= nowMs + windowMs;

/**
 * The attribution after an arrival (issue 17), given what was kept from earlier visits:
 * - a link naming a partnerId starts a new attribution (the last partner wins): its reference, and its
 *   refererUrl or the referrer, replace the old ones; the window starts again;
 * - a link with a reference but no partnerId keeps the kept partner (if still in its window) with the new
 *   reference;
 * - without either, the kept attribution stands while it is in its window (the referrer of a later visit
 *   does not take a partner's buyer away, though it replaces the referrer of a visit no partner brought);
 *   out of its window it is forgotten, and the visit belongs to partner '0' with this visit's referrer.
 * Values the gateway would refuse (too long, bad characters, not an http(s) URL) are left out.
 * Returns the record to keep (undefined: nothing to keep) and the attribution in force.
 */
export function captureAttribution(
  arrival: Arrival,
  stored: StoredAttribution | undefined,
  nowMs: number,
  windowMs: number,
): { keep: StoredAttribution | undefined; current: Attribution } {
  const query = new URLSearchParams(arrival.search);
  const partnerId = partnerIdOf(query.get('partnerId'));
  const reference = referenceOf(query.get('reference'));
  const refererUrl = arrivalReferer(arrival, query);
  const kept = stored && isFresh(stored, nowMs, windowMs) ? stored : undefined;

  if (partnerId) {
    const keep = { partnerId, reference, refererUrl, capturedAt: nowMs };
    return { keep, current: attributionOf(keep) };
  }
  if (reference) {
    const keep = {
      partnerId: kept?.partnerId ?? DEFAULT_PARTNER_ID,
      reference,
      refererUrl: refererUrl || (kept?.refererUrl ?? ''),
      capturedAt: nowMs,
    };
    return { keep, current: attributionOf(keep) };
  }
  // A partner's buyer stays the partner's; a visit no partner brought takes the newest referrer.
  const anonymous = kept && kept.partnerId === DEFAULT_PARTNER_ID && !kept.reference;
  if (kept && !(anonymous && refererUrl)) return { keep: kept, current: attributionOf(kept) };
  if (refererUrl) {
    const keep = { ...noAttribution(), refererUrl, capturedAt: nowMs };
    return { keep, current: attributionOf(keep) };
  }
  return { keep: undefined, current: noAttribution() };
}

const attributionOf = ({ partnerId, reference, refererUrl }: Attribution): Attribution => ({
  partnerId,
  reference,
  refererUrl,
});

/** A kept record read back from storage, if it is one (a hand-edited or old value is ignored). */
export function parseStoredAttribution(raw: string | null): StoredAttribution | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredAttribution> | null;
    if (!value || typeof value !== 'object' || typeof value.capturedAt !== 'number') return undefined;
    const partnerId = partnerIdOf(value.partnerId) || DEFAULT_PARTNER_ID;
    return {
      partnerId,
      reference: referenceOf(value.reference),
      refererUrl: refererUrlOf(value.refererUrl),
      capturedAt: value.capturedAt,
    };
  } catch {
    return undefined;
  }
}
