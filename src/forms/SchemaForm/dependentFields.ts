type FieldUi = { 'ui:options'?: { cryptoField?: string } };

/**
 * The data with the fields that depend on a changed field emptied: a network chosen for one crypto
 * (`ui:options.cryptoField`) means nothing for another.
 */
export function clearDependents<T extends object>(uiSchema: object, previous: T | undefined, next: T): T {
  const before = (previous ?? {}) as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let result: Record<string, unknown> | undefined;
  for (const [field, node] of Object.entries(uiSchema as Record<string, FieldUi | undefined>)) {
    const source =
      !field.startsWith('ui:') && node && typeof node === 'object'
        ? node['ui:options']?.cryptoField
        : undefined;
    if (
      !source ||
      before[source] === after[source] ||
      after[field] === undefined ||
      before[source] === undefined
    )
      continue;
    result ??= { ...after };
    delete result[field];
  }
  return (result ?? next) as T;
}
