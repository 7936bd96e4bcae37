import type { Static } from 'typebox';
import type { OrderView } from '../../../schemas/api/orders.ts';
import { decimal, toPlainDecimal, truncateTo } from '../../../src/lib/money.ts';
import { explorerUrl, requiredConfirmations } from './explorers.ts';
import type { Order } from './rows.ts';
import { checkoutSecret } from './checkoutSecret.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The provider checkout page of an order, absolute on this gateway, with the order's checkout secret. */
export const checkoutUrl = (
  origin: string,
  order: Pick<Order, 'offer_type' | 'order_no' | 'checkout_nonce'>,
  key: Buffer,
) =>
  `${origin}/sandbox/${encodeURIComponent(order.offer_type)}/checkout/${order.order_no}/${checkoutSecret(key, order)}`;

/** Crypto the buyer receives for what was paid so far, in proportion to the order's amounts, cut to the token's decimals. */
function amountToReceive(order: Order, decimals: number): string {
  const send = decimal(order.send_amount);
  return send.eq(0)
    ? '0'
    : toPlainDecimal(truncateTo(decimal(order.get_amount).times(order.paid_amount).div(send), decimals));
}

/** What is left to pay of an order, or undefined when it is paid in full. */
export function amountDue(order: Pick<Order, 'send_amount' | 'paid_amount'>): string | undefined {
  const due = decimal(order.send_amount).minus(order.paid_amount);
  return due.gt(0) ? toPlainDecimal(due) : undefined;
}

/** An order as the app displays it (SPEC §3). */
export function orderView(
  order: Order,
  history: Array<{ status: string; reason: string | null; at: number }>,
  origin: string,
  checkoutKey: Buffer,
  getDecimals: number,
): Static<typeof OrderView> {
  const underpaid = order.status === 'Underpaid';
  const due = amountDue(order) ?? '0';
  return {
    orderNo: order.order_no,
    status: order.status,
    statusReason: order.status_reason ?? undefined,
    paymentResult: order.payment_result,
    address: order.address,
    network: order.network,
    walletType: order.wallet_type,
    exchangeName: order.exchange_name,
    payMethod: order.pay_method,
    sendCurrency: order.send_currency,
    sendCurrencyAmount: order.send_amount,
    paidAmount: order.paid_amount,
    getCurrency: order.get_currency,
    getSymbol: order.get_symbol,
    getCurrencyAmount: order.get_amount,
    processingFee: order.processing_fee,
    networkFee: order.network_fee,
    feeCurrency: order.fee_currency,
    txHash: order.tx_hash ?? undefined,
    explorerUrl: explorerUrl(order.network, order.tx_hash),
    createdAt: seconds(order.created_at),
    expireTime: seconds(order.expires_at),
    deliveredTime: order.delivered_at === null ? undefined : seconds(order.delivered_at),
    amountDue: underpaid ? due : undefined,
    amountPaid: underpaid ? order.paid_amount : undefined,
    amountToReceive: underpaid ? amountToReceive(order, getDecimals) : undefined,
    offerType: order.offer_type,
    providerName: order.provider_name,
    providerLogoUrl: order.provider_logo_url,
    service: checkoutUrl(origin, order, checkoutKey),
    history: history.map((event) => ({
      status: event.status,
      reason: event.reason ?? undefined,
      time: seconds(event.at),
    })),
  };
}

/**
 * Simulated confirmations of the delivery transaction: they grow from the broadcast (Delivering) and reach
 * the network's requirement when the order is Delivered, then keep growing one per step.
 */
export function confirmations(order: Order, nowMs: number): { confirmations: number; required: number } {
  const required = requiredConfirmations(order.network);
  const stepMs = order.step_ms;
  if (order.delivered_at !== null) {
    return {
      confirmations: required + Math.max(0, Math.floor((nowMs - order.delivered_at) / Math.max(stepMs, 1))),
      required,
    };
  }
  if (order.status === 'Delivering' && order.delivering_at !== null) {
    const perConfirmation = Math.max(stepMs, 1) / required;
    return {
      confirmations: Math.min(required - 1, Math.floor((nowMs - order.delivering_at) / perConfirmation)),
      required,
    };
  }
  return { confirmations: 0, required };
}
