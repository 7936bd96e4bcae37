import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context.tsx';
import { OrderPaths, type OrderView } from '../../stores/OrderStore.ts';
import { useFlowQuery } from './useFlowStep.ts';

/**
 * The order of the page (its ?orderNo=, else the last one made in this tab), followed live while the
 * page is open. Without any order the buyer goes to Edit.
 */
export function useFollowedOrder(page: 'waitPayment' | 'paymentStatus' | 'orderStatus'): { orderNo?: string; order?: OrderView } {
  const { order } = useStores();
  const navigate = useNavigate();
  const orderNo = order.orderNoFor(useFlowQuery());
  useEffect(() => {
    if (!orderNo) {
      navigate(OrderPaths.edit, { replace: true });
      return undefined;
    }
    return order.follow(orderNo, page);
  }, [order, orderNo, page, navigate]);
  return { orderNo, order: order.tracked?.orderNo === orderNo ? order.tracked : undefined };
}
