import type { KeyValueStorage } from '../deps.ts';
import { PERSONAL_INFO_FIELDS as FIELDS, type PersonalInfoDraft } from './types.ts';

/** Local-storage key of the personal-information draft (SPEC §3 "KYC form"). */
export const KYC_FORM_KEY = 'kycForm';

/** The draft kept from before a reload or a detour through login; only the form's own text fields. */
export function readDraft(local: KeyValueStorage): PersonalInfoDraft | undefined {
  const raw = local.getItem(KYC_FORM_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const draft: PersonalInfoDraft = {};
    for (const field of FIELDS) {
      if (typeof value[field] === 'string') draft[field] = value[field];
    }
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    local.removeItem(KYC_FORM_KEY);
    return undefined;
  }
}

export function writeDraft(local: KeyValueStorage, draft: PersonalInfoDraft): void {
  const kept = Object.fromEntries(
    FIELDS.filter((field) => typeof draft[field] === 'string' && draft[field] !== '').map((field) => [
      field,
      draft[field],
    ]),
  );
  if (Object.keys(kept).length === 0) local.removeItem(KYC_FORM_KEY);
  else local.setItem(KYC_FORM_KEY, JSON.stringify(kept));
}

export function clearDraft(local: KeyValueStorage): void {
  local.removeItem(KYC_FORM_KEY);
}
