import type { OrderChange } from '../orders/changeOrder.ts';
import type { Order } from '../orders/rows.ts';
import { simulatedTxHash } from '../orders/txHash.ts';
import type { IdentityStatus } from '../kyc/status.ts';

export interface StepContext {
  nowMs: number;
  /** The buyer's identity check, read only for orders waiting on it (anonymous buyers: 'none'). */
  identity?: IdentityStatus;
  /** The payment that took the money, so captures, voids and refunds name the same card or transfer. */
  payment?: {
    kind: 'card' | 'transfer';
    card_brand: string | null;
    card_last4: string | null;
    provider_token: string | null;
  };
}

/**
 * The order state machine: what the scheduler does to an order that is due, one step per the order's
 * step_ms. Pure: the caller applies the change with a claim on the order's version.
 *   Pending ──(deadline)──► Expired          Underpaid ──(deadline)──► Refunded
 *   Authorized ──(identity approved)──► Paid; ──(refused / waited too long)──► Cancelled
 *   Paid → Converting → Converted → Delivering → Delivered
 *   Paid ──(risk review)──► Refunded          Delivering ──(delivery fails)──► Failed → Refunded
 */
export function nextStep(order: Order, ctx: StepContext): OrderChange | undefined {
  const { nowMs } = ctx;
  const later = nowMs + order.step_ms;
  const movement = (outcome: 'captured' | 'voided' | 'refunded', amount: string) => ({
    kind: ctx.payment?.kind ?? 'card',
    amount,
    currency: order.send_currency,
    outcome,
    card_brand: ctx.payment?.card_brand ?? null,
    card_last4: ctx.payment?.card_last4 ?? null,
    provider_token: ctx.payment?.provider_token ?? null,
  });

  switch (order.status) {
    case 'Pending':
      if (nowMs < order.expires_at) return undefined;
      return { set: { status: 'Expired', status_reason: 'unpaid', next_step_at: null } };
    case 'Underpaid':
      if (nowMs < order.expires_at) return undefined;
      return {
        set: {
          status: 'Refunded',
          status_reason: 'underpaid_refund',
          payment_result: 'failed',
          next_step_at: null,
        },
        payment: movement('refunded', order.paid_amount),
      };
    case 'Authorized': {
      if (ctx.identity === 'approved') {
        return {
          set: {
            status: 'Paid',
            status_reason: null,
            payment_result: 'success',
            paid_amount: order.send_amount,
            next_step_at: later,
          },
          payment: movement('captured', order.send_amount),
        };
      }
      const waitedTooLong = order.authorized_until !== null && nowMs >= order.authorized_until;
      if (ctx.identity === 'refused' || waitedTooLong) {
        return {
          set: {
            status: 'Cancelled',
            status_reason: 'identity_not_approved',
            payment_result: 'failed',
            next_step_at: null,
          },
          payment: movement('voided', order.send_amount),
        };
      }
      return { set: { next_step_at: Math.min(later, order.authorized_until ?? later) } };
    }
    case 'Paid':
      if (order.scenario === 'riskReview') {
        return {
          set: { status: 'Refunded', status_reason: 'risk_review', next_step_at: null },
          payment: movement('refunded', order.paid_amount),
        };
      }
      return { set: { status: 'Converting', next_step_at: later } };
    case 'Converting':
      return { set: { status: 'Converted', next_step_at: later } };
    case 'Converted':
      return {
        set: {
          status: 'Delivering',
          tx_hash: simulatedTxHash(order.network),
          delivering_at: nowMs,
          next_step_at: later,
        },
      };
    case 'Delivering':
      if (order.scenario === 'deliveryFails') {
        return { set: { status: 'Failed', status_reason: 'delivery_failed', next_step_at: later } };
      }
      return { set: { status: 'Delivered', delivered_at: nowMs, next_step_at: null } };
    case 'Failed':
      return {
        set: { status: 'Refunded', status_reason: 'delivery_failed_refund', next_step_at: null },
        payment: movement('refunded', order.paid_amount),
      };
    default:
      return undefined;
  }
}
