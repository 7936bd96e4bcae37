import type { KeyValueStorage } from './deps.ts';

/** An in-memory KeyValueStorage: for tests, stories, and browsers that refuse web storage. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

/**
 * The browser storage when it works; a sandboxed partner iframe or a privacy mode may throw on access,
 * and the app then keeps its state in memory for the visit.
 */
export function browserStorageOr(get: () => Storage): KeyValueStorage {
  try {
    const storage = get();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
