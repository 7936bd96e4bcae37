import { sameOriginPath } from '../../http/sameOriginPath.ts';

/**
 * Where the sandbox checkout sends the buyer after paying: a page of our own origin only (an absolute URL
 * to our own origin is reduced to its path), so an order can never become an open redirect.
 * Anything else falls back to the wait-payment screen. The orderNo is added when missing.
 */
export function safeRedirectPath(
  redirectUrl: string | undefined,
  orderNo: string,
  ownOrigin: string,
): string {
  const path = sameOriginPath(redirectUrl, ownOrigin);
  if (!path) return `/wait-payment?orderNo=${encodeURIComponent(orderNo)}`;
  const url = new URL(path, ownOrigin);
  if (!url.searchParams.has('orderNo')) url.searchParams.set('orderNo', orderNo);
  return `${url.pathname}${url.search}${url.hash}`;
}
