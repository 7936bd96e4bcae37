import type { KeyValueStorage } from '../stores/deps.ts';

/** Local-storage key of the partner the visitor arrived through. */
export const PARTNER_ID_KEY = 'partnerId';

/**
 * The partner whose theme to show: the `partnerId` query parameter (remembered for later visits and
 * windows this one opens), else the remembered one.
 */
export function partnerIdFor(search: string, local: KeyValueStorage): string | undefined {
  const fromQuery = new URLSearchParams(search).get('partnerId');
  if (fromQuery) {
    local.setItem(PARTNER_ID_KEY, fromQuery);
    return fromQuery;
  }
  return local.getItem(PARTNER_ID_KEY) ?? undefined;
}
