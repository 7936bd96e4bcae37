import type { KeyValueStorage } from '../deps.ts';
import type { BillingAddressDraft } from './types.ts';

/** Local-storage key of the billing-address draft (SPEC §3 "billing address form"). */
export const BILLING_FORM_KEY = 'billingAddressForm';

/** Only the billing form's own fields are ever kept: never anything of the card. */
const FIELDS = ['country', 'city', 'zipCode', 'address'] as const;

const pick = (value: Record<string, unknown>): BillingAddressDraft =>
  Object.fromEntries(
    FIELDS.filter((field) => typeof value[field] === 'string' && value[field] !== '').map((field) => [
      field,
      value[field],
    ]),
  );

export function readBillingDraft(local: KeyValueStorage): BillingAddressDraft | undefined {
  const raw = local.getItem(BILLING_FORM_KEY);
  if (!raw) return undefined;
  try {
    const draft = pick(JSON.parse(raw) as Record<string, unknown>);
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    local.removeItem(BILLING_FORM_KEY);
    return undefined;
  }
}

export function writeBillingDraft(local: KeyValueStorage, draft: BillingAddressDraft): void {
  const kept = pick(draft as Record<string, unknown>);
  if (Object.keys(kept).length === 0) local.removeItem(BILLING_FORM_KEY);
  else local.setItem(BILLING_FORM_KEY, JSON.stringify(kept));
}

export function clearBillingDraft(local: KeyValueStorage): void {
  local.removeItem(BILLING_FORM_KEY);
}
