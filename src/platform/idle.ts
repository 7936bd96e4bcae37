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

/**
 * Resolves in a later task (`scheduler.yield()`, whose continuation goes before other queued tasks, where the
 * browser has it): what follows runs once the browser has had its turn for input and rendering.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is next idle (at the latest after `timeoutMs`): onIdle as a promise. */
export function idle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, timeoutMs));
}
