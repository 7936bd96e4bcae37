/**
 * Whether this origin's local and session storage hold no item but `items` (no, when they cannot be read).
 * The first screen's script asks the same (src/api/askFirstRequests.ts, asksAsBuilt) with a loop of its own: it
 * may share no module with the app, and the build fails if it does.
 */
export function webStorageHoldsOnly(page: Window, items: readonly string[]): boolean {
  const holdsOnly = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).every(
      (key) => key !== null && items.includes(key),
    );
  try {
    return holdsOnly(page.localStorage) && holdsOnly(page.sessionStorage);
  } catch {
    return false;
  }
}
