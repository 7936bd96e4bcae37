/**
 * A loader whose callers share one load (a chunk of code, a catalogue) and its result. A failed load is
 * forgotten, so the next call tries again: a chunk a flaky network dropped is not lost for the session.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
