import type { Db } from '../../storage/database.ts';
import { decimal, toPlainDecimal, truncateTo } from '../../../src/lib/money.ts';
import { enqueue } from '../outbox/enqueue.ts';
import { explorerUrl } from '../orders/explorers.ts';
import type { OrderStatus } from '../orders/statuses.ts';
import { toOrder, type Order } from '../orders/rows.ts';
import { amountDue } from '../orders/view.ts';
import { asMailLocale } from './locale.ts';
import type { MailPayload, OrderMailData, OrderMailTemplate } from './payloads.ts';

/** The statuses the buyer is e-mailed about, and with which mail (order.created is written by createOrder). */
export const MAILED_STATUSES: Partial<Record<OrderStatus, OrderMailTemplate>> = {
  Delivered: 'orderDelivered',
  Failed: 'orderFailed',
  Refunded: 'orderRefunded',
  Underpaid: 'orderUnderpaid',
};

/** Decimals of the crypto an underpaid order's payment so far buys, as the mail shows it. */
const RECEIVE_DECIMALS = 8;

/** The order's status page: on the origin the order was made on, else a path the mail resolves on PUBLIC_ORIGIN. */
export const orderStatusLink = (order: Pick<Order, 'order_no' | 'origin'>) =>
  `${order.origin ?? ''}/order-status?orderNo=${encodeURIComponent(order.order_no)}`;

export function orderMailData(order: Order): OrderMailData {
  const underpaid = order.status === 'Underpaid';
  const send = decimal(order.send_amount);
  return {
    orderNo: order.order_no,
    statusUrl: orderStatusLink(order),
    sendAmount: order.send_amount,
    sendCurrency: order.send_currency,
    getAmount: order.get_amount,
    getSymbol: order.get_symbol,
    network: order.network,
    processingFee: order.processing_fee,
    networkFee: order.network_fee,
    feeCurrency: order.fee_currency,
    address: order.address,
    providerName: order.provider_name,
    payMethod: order.pay_method,
    txHash: order.tx_hash ?? undefined,
    explorerUrl: explorerUrl(order.network, order.tx_hash),
    reason: order.status_reason ?? undefined,
    ...(underpaid
      ? {
          amountDue: amountDue(order) ?? '0',
          amountPaid: order.paid_amount,
          amountToReceive: send.eq(0)
            ? '0'
            : toPlainDecimal(
                truncateTo(decimal(order.get_amount).times(order.paid_amount).div(send), RECEIVE_DECIMALS),
              ),
        }
      : {}),
  };
}

/**
 * Writes the mail of an order's event to the outbox, with the caller's transaction: the receipt when it is
 * created, a mail when it reaches a status of MAILED_STATUSES. Orders of buyers who are not logged in have
 * no address to write to and get none. The mail is in the language the buyer ordered in.
 */
export async function enqueueOrderMail(
  db: Db,
  orderNo: string,
  template: OrderMailTemplate,
  nowMs: number,
): Promise<void> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.email as email')
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) return;
  const { email, ...orderRow } = row;
  const order = toOrder(orderRow);
  const payload: MailPayload = { template, locale: asMailLocale(order.locale), order: orderMailData(order) };
  await enqueue(
    db,
    {
      kind: 'mail',
      topic: `order.${template.slice('order'.length).toLowerCase()}`,
      orderNo,
      recipient: email,
      payload,
    },
    nowMs,
  );
}
