import type { MessageDescriptor } from 'react-intl';
import type { OrderStatus } from '../../lib/orderStatus.ts';
import { orderListItemMessages as m } from './OrderListItem.messages.ts';

/** An order's status, as the list shows it. */
export type OrderListStatus = OrderStatus;

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
