import { BusinessError } from '../../http/errors.ts';
import type { Db } from '../../storage/database.ts';
import { changeOrder, type OrderChange } from '../orders/changeOrder.ts';
import { findOrder, type Order } from '../orders/rows.ts';
import { requireIdentityForPayment } from '../risk/identityThreshold.ts';
import type { CardToken, ChargeResult } from '../../providers/paymentSandbox.ts';
import { decimal, toPlainDecimal, truncateTo } from '../../../src/lib/money.ts';

export interface PaymentTiming {
  nowMs: number;
  preauthWaitMs: number;
}

/** Orders that can take a card payment; an underpaid order is completed by another transfer only. */
const CARD_PAYABLE: Order['status'][] = ['Pending'];
const TRANSFER_PAYABLE: Order['status'][] = ['Pending', 'Underpaid'];

async function payableOrder(
  db: Db,
  orderNo: string,
  allowed: Order['status'][],
  nowMs: number,
): Promise<Order> {
  const order = await findOrder(db, orderNo);
  if (!order) throw new BusinessError(404, 'order.notFound');
  if (!allowed.includes(order.status) || nowMs >= order.expires_at) {
    throw new BusinessError(409, 'payment.notPayable');
  }
  await requireIdentityForPayment(db, order);
  return order;
}

/** Runs in the caller's transaction when given one (a card token is consumed in the payment's), else in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

const claimOrFail = async (db: Db, order: Order, change: OrderChange, nowMs: number) => {
  if (!(await changeOrder(db, order, change, nowMs))) throw new BusinessError(409, 'payment.orderChanged');
};

/**
 * Applies a sandbox card charge to an order: a success pays it in full, a pre-authorization waits for the
 * buyer's identity, a decline leaves it unpaid (the buyer may try again until it expires). An order above
 * 700 EUR takes no payment (509) until its buyer's identity is approved.
 */
export async function applyCardCharge(
  db: Db,
  orderNo: string,
  charge: Extract<ChargeResult, { ok: true }>,
  timing: PaymentTiming,
): Promise<Order> {
  const { nowMs, preauthWaitMs } = timing;
  return inTransaction(db, async (trx) => {
    const order = await payableOrder(trx, orderNo, CARD_PAYABLE, nowMs);
    const stepMs = order.step_ms;
    const payment = cardPayment(charge.card, order);
    if (charge.outcome === 'declined') {
      await claimOrFail(
        trx,
        order,
        {
          set: { payment_result: 'failed', status_reason: 'card_declined' },
          payment: { ...payment, outcome: 'declined' },
        },
        nowMs,
      );
    } else if (charge.outcome === 'authorized') {
      await claimOrFail(
        trx,
        order,
        {
          set: {
            status: 'Authorized',
            status_reason: 'awaiting_identity',
            payment_result: 'preauth',
            scenario: charge.scenario,
            authorized_until: nowMs + preauthWaitMs,
            next_step_at: nowMs + stepMs,
          },
          payment: { ...payment, outcome: 'authorized' },
        },
        nowMs,
      );
    } else {
      await claimOrFail(
        trx,
        order,
        {
          set: {
            status: 'Paid',
            status_reason: null,
            payment_result: 'success',
            paid_amount: order.send_amount,
            scenario: charge.scenario,
            next_step_at: nowMs + stepMs,
          },
          payment: { ...payment, outcome: 'succeeded' },
        },
        nowMs,
      );
    }
    return (await findOrder(trx, orderNo)) as Order;
  });
}

const cardPayment = (card: CardToken, order: Order) => ({
  kind: 'card' as const,
  amount: order.send_amount,
  currency: order.send_currency,
  card_brand: card.brand,
  card_last4: card.last4,
  provider_token: card.providerToken,
});

/**
 * A bank transfer of `amount` in the order's send currency. The order is paid once the transfers reach
 * its amount; until then it is Underpaid (and refunded if the rest never comes before the deadline).
 */
export async function applyBankTransfer(
  db: Db,
  orderNo: string,
  amount: string,
  timing: PaymentTiming,
): Promise<Order> {
  const { nowMs } = timing;
  const transferred = truncateTo(amount, 8); // counted to 8 decimals, as a transfer always was
  if (!transferred.gt(0)) throw new BusinessError(400, 'payment.enterTransferred');
  return db.transaction().execute(async (trx) => {
    const order = await payableOrder(trx, orderNo, TRANSFER_PAYABLE, nowMs);
    const stepMs = order.step_ms;
    const paid = toPlainDecimal(transferred.plus(order.paid_amount));
    const payment = {
      kind: 'transfer' as const,
      amount,
      currency: order.send_currency,
      outcome: 'succeeded' as const,
      card_brand: null,
      card_last4: null,
      provider_token: null,
    };
    const inFull = decimal(paid).gte(order.send_amount);
    const set: OrderChange['set'] = inFull
      ? {
          status: 'Paid',
          status_reason: null,
          payment_result: 'success',
          paid_amount: paid,
          scenario: 'deliver',
          next_step_at: nowMs + stepMs,
        }
      : {
          status: 'Underpaid',
          status_reason: 'payment_short',
          payment_result: 'pending',
          paid_amount: paid,
          next_step_at: order.expires_at,
        };
    await claimOrFail(trx, order, { set, payment }, nowMs);
    return (await findOrder(trx, orderNo)) as Order;
  });
}
