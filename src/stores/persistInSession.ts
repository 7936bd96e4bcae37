import { compareStructural, reaction, runInAction, toJS, type IReactionDisposer } from 'mobx';
import type { KeyValueStorage } from './deps.ts';

/**
 * Keeps the listed observable fields of a store in (session) storage under `key`, so a reload keeps the
 * buyer's place: restores what was saved now, then saves on every change. Returns the disposer.
 */
export function persistInSession<T extends object, K extends keyof T & string>(
  store: T,
  key: string,
  fields: readonly K[],
  storage: KeyValueStorage,
): IReactionDisposer {
  const raw = storage.getItem(key);
  if (raw) {
    try {
      const saved = JSON.parse(raw) as Partial<Record<K, T[K]>>;
      runInAction(() => {
        for (const field of fields) {
          if (field in saved) store[field] = saved[field] as T[K];
        }
      });
    } catch {
      storage.removeItem(key);
    }
  }
  return reaction(
    () => Object.fromEntries(fields.map((field) => [field, toJS(store[field])])),
    (snapshot) => storage.setItem(key, JSON.stringify(snapshot)),
    { equals: compareStructural },
  );
}
