export { PaymentMethodGrid, type PaymentMethodGridProps } from './PaymentMethodGrid.tsx';
export type { PaymentMethodOption } from './PaymentMethodGridItem.tsx';
