import { hrefTo } from '../navigate.ts';
import { pageAfterPayment } from '../order/orderProgress.ts';
import type { OrderView } from '../order/types.ts';

/** What a provider's return link carries (the query of /redirect). */
export interface RedirectLink {
  /** The order paid, when it looks like an order number of ours. */
  orderNo?: string;
  /** The provider's word for the payment, lower-cased ('success', 'failed', 'cancelled' …). */
  status?: string;
  /** A login token handed over with the link (stored, then gone from the address bar). */
  authToken?: string;
}

/** Order numbers of the gateway (digits, letters, '-' and '_'): anything else in the link is not used. */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;
/** The provider's words for a payment taken. */
const PAID = new Set(['success', 'succeeded', 'successful', 'paid', 'complete', 'completed', 'approved']);

/** Reads the return link's query; what is missing or malformed is left out. */
export function readRedirectLink(search: string): RedirectLink {
  const query = new URLSearchParams(search);
  const orderNo = query.get('orderNo')?.trim() ?? '';
  const status = query.get('status')?.trim().toLowerCase() ?? '';
  const authToken = query.get('authToken')?.trim() ?? '';
  return {
    ...(ORDER_NO.test(orderNo) ? { orderNo } : {}),
    ...(status ? { status } : {}),
    ...(authToken ? { authToken } : {}),
  };
}

/**
 * The page a return link leads to (pages of this app only, never a URL of the link). Without a usable order number: Edit. With the order as the gateway
 * knows it: the page of its payment result (pageAfterPayment, as Wait Payment decides). While the gateway
 * has no result yet (or could not be asked): the order's progress when the provider says it was paid,
 * else the payment status, which follows the payment live.
 */
export function redirectTarget(
  link: Pick<RedirectLink, 'orderNo' | 'status'>,
  order?: Pick<OrderView, 'status' | 'paymentResult'>,
): string {
  if (!link.orderNo) return hrefTo('edit');
  const known = order && pageAfterPayment(order);
  const page = known ?? (link.status && PAID.has(link.status) ? 'orderStatus' : 'paymentStatus');
  return hrefTo(page, { orderNo: link.orderNo });
}
