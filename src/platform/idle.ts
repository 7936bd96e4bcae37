/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`), so it never competes with what
 * the buyer is waiting for; returns a function that cancels it.
 */
export function onIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
