/**
 * Where the sandbox checkout sends the buyer after paying: a path on our own origin only (an absolute URL
 * to our own origin is reduced to its path), so an order can never become an open redirect.
 * Anything else falls back to the wait-payment screen. The orderNo is added when missing.
 */
export function safeRedirectPath(redirectUrl: string | undefined, orderNo: string, ownOrigin: string): string {
  const fallback = `/wait-payment?orderNo=${encodeURIComponent(orderNo)}`;
  const candidate = (redirectUrl ?? '').trim();
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, ownOrigin);
  } catch {
    return fallback;
  }
  const relative = candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.includes('\\');
  if (url.origin !== ownOrigin || (!relative && !/^https?:\/\//i.test(candidate))) return fallback;
  if (!url.searchParams.has('orderNo')) url.searchParams.set('orderNo', orderNo);
  return `${url.pathname}${url.search}${url.hash}`;
}
