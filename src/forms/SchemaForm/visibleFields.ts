import type { UiSchema } from '@rjsf/utils';

type FieldUi = { 'ui:options'?: { showWhen?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * The ui schema with the fields whose `ui:options.showWhen` does not hold hidden: e.g. the exchange of
 * the wallet-type form shows only when `{ "walletType": "exchange" }`. The schema's own if/then says
 * when the field is required; this says when the buyer sees it.
 */
export function withVisibleFields<T extends object>(
  uiSchema: UiSchema<T>,
  formData: object | undefined,
): UiSchema<T> {
  const data = (formData ?? {}) as Record<string, unknown>;
  let changed = false;
  const result: Record<string, unknown> = { ...uiSchema };
  for (const [field, node] of Object.entries(uiSchema as Record<string, FieldUi>)) {
    const showWhen =
      !field.startsWith('ui:') && node && typeof node === 'object' ? node['ui:options']?.showWhen : undefined;
    if (!showWhen || Object.entries(showWhen).every(([key, value]) => data[key] === value)) continue;
    result[field] = { ...node, 'ui:widget': 'hidden' };
    changed = true;
  }
  return changed ? (result as UiSchema<T>) : uiSchema;
}
