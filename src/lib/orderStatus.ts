/** The statuses an order can have, as the gateway names them (schemas/api/orders.ts ORDER_STATUSES). */
export type OrderStatus =
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
