/**
 * Opens the provider's checkout in a new tab; false when the browser blocked it. The tab gets no handle
 * on this page (opener cleared), while still starting with a copy of this tab's session (which
 * `noopener` would drop), so a page it lands back on knows the order.
 */
export function openCheckout(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}
