import type { OrderStatusName, OrderView } from './types.ts';

/** Statuses after which nothing more happens to an order: following it can stop. */
export const FINAL_STATUSES: readonly OrderStatusName[] = ['Delivered', 'Expired', 'Refunded', 'Cancelled'];

export const isFinal = (order: Pick<OrderView, 'status'>) => FINAL_STATUSES.includes(order.status);

/** The pages that show where an order stands. */
export type ResultPage = 'paymentStatus' | 'orderStatus';

/**
 * Where the wait-payment page sends the buyer once the payment result is known, or undefined to keep
 * waiting: a success goes straight to the order's progress, a decline or a pre-authorization to the
 * payment status, and an order that ended without a payment (expired, cancelled …) to its status.
 */
export function pageAfterPayment(order: Pick<OrderView, 'status' | 'paymentResult'>): ResultPage | undefined {
  if (order.paymentResult === 'success') return 'orderStatus';
  if (isFinal(order) || order.status === 'Failed' || order.status === 'Underpaid') return 'orderStatus';
  if (order.paymentResult === 'failed' || order.paymentResult === 'preauth') return 'paymentStatus';
  return undefined;
}
