import { ORDER_STATUSES, PAYMENT_RESULTS } from '../../../schemas/api/orders.ts';

export { ORDER_STATUSES, PAYMENT_RESULTS };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** Statuses after which nothing more happens to an order. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Delivered', 'Expired', 'Refunded', 'Cancelled'];

/** Why an order left the happy path (or why it is waiting). */
export const STATUS_REASONS = [
  'card_declined',
  'awaiting_identity',
  'identity_not_approved',
  'payment_short',
  'unpaid',
  'underpaid_refund',
  'risk_review',
  'delivery_failed',
  'delivery_failed_refund',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];

/** The path a paid order takes, chosen by the sandbox payment (see server/providers/SANDBOX.md). */
export const SCENARIOS = ['deliver', 'deliveryFails', 'riskReview'] as const;
export type Scenario = (typeof SCENARIOS)[number];
