/** The statuses an order can show (schemas/api/orders.ts ORDER_STATUSES). */
export type OrderStatusValue =
  | 'Pending'
  | 'Authorized'
  | 'Paid'
  | 'Converting'
  | 'Converted'
  | 'Delivering'
  | 'Delivered'
  | 'Failed'
  | 'Underpaid'
  | 'Expired'
  | 'Refunded'
  | 'Cancelled';

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
