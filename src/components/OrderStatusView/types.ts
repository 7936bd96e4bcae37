import type { OrderStatus } from '../../lib/orderStatus.ts';

/** An order's status, as the status view shows it. */
export type OrderStatusValue = OrderStatus;

/** An order as the status view shows it (SPEC §3 "Order (as displayed)"); times in epoch seconds. */
export interface OrderStatusOrder {
  orderNo: string;
  status: OrderStatusValue;
  /** Why the order left the happy path (e.g. delivery_failed). */
  statusReason?: string;
  address: string;
  network: string;
  providerName: string;
  sendCurrency: string;
  sendCurrencyAmount: string;
  paidAmount: string;
  getSymbol: string;
  getCurrencyAmount: string;
  processingFee: string;
  networkFee: string;
  feeCurrency: string;
  txHash?: string;
  explorerUrl?: string;
  deliveredTime?: number;
  amountDue?: string;
  amountPaid?: string;
  amountToReceive?: string;
}
