export { OrderListItem, type OrderListItemOrder, type OrderListItemProps } from './OrderListItem.tsx';
export { OrderListItemSkeleton } from './OrderListItemSkeleton.tsx';
export { STATUS_CHIPS, type OrderListStatus } from './orderStatusChip.ts';
