import type { MessageDescriptor } from 'react-intl';
import { orderListItemMessages as m } from './OrderListItem.messages.ts';

/** The statuses an order can have (schemas/api/orders.ts ORDER_STATUSES). */
export type OrderListStatus =
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

/** MUI chip colours used for a status: status colours only for status, neutral for a settled refund. */
export type StatusChipColor = 'success' | 'error' | 'warning' | 'info' | 'default';

/** Each status's chip: its label and colour (on its way: info; done: success; needs care: warning; ended badly: error). */
export const STATUS_CHIPS: Record<OrderListStatus, { label: MessageDescriptor; color: StatusChipColor }> = {
  Pending: { label: m.statusPending, color: 'info' },
  Authorized: { label: m.statusAuthorized, color: 'warning' },
  Paid: { label: m.statusPaid, color: 'info' },
  Converting: { label: m.statusConverting, color: 'info' },
  Converted: { label: m.statusConverted, color: 'info' },
  Delivering: { label: m.statusDelivering, color: 'info' },
  Delivered: { label: m.statusDelivered, color: 'success' },
  Failed: { label: m.statusFailed, color: 'error' },
  Underpaid: { label: m.statusUnderpaid, color: 'warning' },
  Expired: { label: m.statusExpired, color: 'error' },
  Refunded: { label: m.statusRefunded, color: 'default' },
  Cancelled: { label: m.statusCancelled, color: 'error' },
};
