import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { OrderStatusView } from '../../components/OrderStatusView/index.ts';
import { SUPPORT_EMAIL } from '../../shell/supportEmail.ts';
import { useStores } from '../../stores/context.tsx';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { NoOrder } from '../shared/NoOrder.tsx';
import { useFollowedOrder } from '../shared/useFollowedOrder.ts';
import { orderStatusScreenMessages as m } from './OrderStatus.messages.ts';

/**
 * Order status (/order-status?orderNo=…): every status of SPEC §4 with its text, updated live (in Delivering
 * with the delivery's confirmations so far), and the order's details.
 */
export default observer(function OrderStatus() {
  const intl = useIntl();
  const { order: store, kyc } = useStores();
  const { orderNo, order } = useFollowedOrder('orderStatus');

  if (!orderNo || (store.trackError && !order))
    return <NoOrder refusal={store.trackError} onNewOrder={() => store.startOver()} />;
  if (!order) return <FlowSkeleton blocks={[180, 64, 260]} />;

  const button = (label: MessageDescriptor, onClick: () => void, main = false): ReactNode => (
    <Button key={label.id} variant={main ? 'contained' : 'outlined'} size="large" fullWidth onClick={onClick}>
      {intl.formatMessage(label)}
    </Button>
  );
  const actions: ReactNode[] = [];
  if (order.status === 'Pending')
    actions.push(button(m.openPayment, () => store.openPayment(order.orderNo), true));
  if (order.status === 'Authorized') actions.push(button(m.verifyIdentity, () => kyc.go('verifyId'), true));
  actions.push(button(flowMessages.newOrder, () => store.startOver(), actions.length === 0));
  if (store.isLoggedIn) actions.push(button(flowMessages.myOrders, () => kyc.go('myOrders')));

  return (
    <OrderStatusView
      order={order}
      supportEmail={SUPPORT_EMAIL}
      actions={actions}
      confirmations={store.deliveryConfirmations}
    />
  );
});
