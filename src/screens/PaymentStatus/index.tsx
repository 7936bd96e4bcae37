import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { StatusPage, type StatusTone } from '../../components/StatusPage/index.ts';
import { useStores } from '../../stores/context.tsx';
import type { OrderView } from '../../stores/OrderStore.ts';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { openCheckout } from '../shared/openCheckout.ts';
import { PurchaseSummary } from '../../components/PurchaseSummary/index.ts';
import { NoOrder } from '../shared/NoOrder.tsx';
import { useFollowedOrder } from '../shared/useFollowedOrder.ts';
import { paymentStatusMessages as m } from './PaymentStatus.messages.ts';

interface Outcome {
  tone: StatusTone;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** SPEC §4 payment results: pre-authorization successful, failed, successful (and the order cancelled after a void). */
function outcomeOf(order: OrderView): Outcome {
  if (order.status === 'Cancelled') return { tone: 'error', title: m.cancelledTitle, text: m.cancelledText };
  switch (order.paymentResult) {
    case 'preauth':
      return { tone: 'warning', title: m.preauthTitle, text: m.preauthText };
    case 'failed':
      return { tone: 'error', title: m.failedTitle, text: m.failedText };
    case 'success':
      return { tone: 'success', title: m.successTitle, text: m.successText };
    case 'pending':
      return { tone: 'pending', title: m.pendingTitle, text: m.pendingText };
  }
}

/** Payment status (/payment-status): the payment's result, live, with the way on for each. */
export default observer(function PaymentStatus() {
  const intl = useIntl();
  const { order: store, cards } = useStores();
  const { orderNo, order } = useFollowedOrder('paymentStatus');

  if (!orderNo || (store.trackError && !order))
    return <NoOrder refusal={store.trackError} onNewOrder={() => store.startOver()} />;
  if (!order) return <FlowSkeleton blocks={[160, 120, 48]} />;

  const outcome = outcomeOf(order);
  const payable = order.status === 'Pending';
  const toStatus = () => store.viewOrder(order.orderNo);
  // A card order paid in the app is paid again on Select Card; others on the provider's checkout page.
  const payAgain = store.isCardOrder(order.orderNo)
    ? () => store.payCardAgain(order.orderNo)
    : () => openCheckout(order.service);
  const button = (label: MessageDescriptor, onClick: () => void, main = false): ReactNode => (
    <Button key={label.id} variant={main ? 'contained' : 'outlined'} size="large" fullWidth onClick={onClick}>
      {intl.formatMessage(label)}
    </Button>
  );
  const newOrder = button(flowMessages.newOrder, () => store.startOver());
  const actions: ReactNode[] =
    order.status === 'Cancelled'
      ? [button(flowMessages.newOrder, () => store.startOver(), true)]
      : order.paymentResult === 'preauth'
        ? [
            button(
              m.verifyIdentity,
              () => cards.goToIdentityStep('paymentStatus', { orderNo: order.orderNo }),
              true,
            ),
            button(m.viewOrder, toStatus),
          ]
        : order.paymentResult === 'success'
          ? [button(m.viewOrder, toStatus, true)]
          : payable
            ? [
                button(order.paymentResult === 'failed' ? m.tryAgain : m.openPayment, payAgain, true),
                newOrder,
              ]
            : [button(m.viewOrder, toStatus, true), newOrder];

  return (
    <StatusPage
      live
      tone={outcome.tone}
      title={intl.formatMessage(outcome.title)}
      description={intl.formatMessage(outcome.text)}
      actions={actions}
    >
      <PurchaseSummary
        rows={[
          { label: intl.formatMessage(flowMessages.provider), value: order.providerName },
          {
            label: intl.formatMessage(flowMessages.youPay),
            value: `${order.sendCurrencyAmount} ${order.sendCurrency}`,
          },
          {
            label: intl.formatMessage(flowMessages.youGet),
            value: `${order.getCurrencyAmount} ${order.getSymbol}`,
          },
        ]}
      />
    </StatusPage>
  );
});
