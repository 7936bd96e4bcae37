export { OrderStatusView, type OrderStatusViewProps } from './OrderStatusView.tsx';
export type { OrderStatusOrder, OrderStatusValue } from './types.ts';
