/**
 * Order statuses. The nine of SPEC §4 (Paid … Refunded) plus the two before and beside payment:
 * Pending (created, waiting for the buyer to pay) and Authorized (a card pre-authorization waiting
 * for the buyer's identity check), and Cancelled (that pre-authorization voided).
 */
export const ORDER_STATUSES = [
  'Pending',
  'Authorized',
  'Paid',
  'Converting',
  'Converted',
  'Delivering',
  'Delivered',
  'Failed',
  'Underpaid',
  'Expired',
  'Refunded',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses after which nothing more happens to an order. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Delivered', 'Expired', 'Refunded', 'Cancelled'];

/** Payment results as the payment status page shows them. */
export const PAYMENT_RESULTS = ['pending', 'preauth', 'success', 'failed'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

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
