/**
 * Opens the purchase in a new window from a widget (Continue on /buy-v1, Get started on /buy). In a partner's
 * frame the new window keeps this frame as its opener, so its order, payment and status events reach the
 * partner's page through the frame (src/embed/bridge.ts); it is our own page on our own origin. Outside a
 * frame it opens with `noopener`, as before.
 */
export function openPurchaseWindow(url: string): void {
  if (window.parent === window) window.open(url, '_blank', 'noopener');
  else window.open(url, '_blank');
}
