/**
 * Calls `then` once the page has painted its first content (at once if it already has), or at once where
 * paint timing is unknown (Safari before 14.1). A page not on show paints once it is.
 */
export function afterFirstPaint(page: Window, then: () => void): void {
  const { PerformanceObserver: Observer } = page as Window & typeof globalThis;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return then();
  const painted = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    then();
  });
  painted.observe({ type: 'paint', buffered: true });
}
