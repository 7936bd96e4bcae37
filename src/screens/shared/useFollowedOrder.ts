import { useEffect } from 'react';
import { useStores } from '../../stores/context.tsx';
import type { OrderView } from '../../stores/OrderStore.ts';
import { useFlowQuery } from './useFlowStep.ts';
import { useTimeoutPageReady } from './useTimeoutPageReady.ts';

/**
 * The order of the page (its ?orderNo=, else the last one made in this tab), followed live while the
 * page is open. No orderNo: the page says there is no order to show.
 */
export function useFollowedOrder(page: 'waitPayment' | 'paymentStatus' | 'orderStatus'): {
  orderNo?: string;
  order?: OrderView;
} {
  const { order } = useStores();
  const orderNo = order.orderNoFor(useFlowQuery());
  useTimeoutPageReady();
  useEffect(() => (orderNo ? order.follow(orderNo, page) : undefined), [order, orderNo, page]);
  return { orderNo, order: order.tracked?.orderNo === orderNo ? order.tracked : undefined };
}
