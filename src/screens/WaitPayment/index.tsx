import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { useStores } from '../../stores/context.tsx';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { openCheckout } from '../shared/openCheckout.ts';
import { PurchaseSummary } from '../../components/PurchaseSummary/index.ts';
import { NoOrder } from '../shared/NoOrder.tsx';
import { useFollowedOrder } from '../shared/useFollowedOrder.ts';
import { waitPaymentMessages as m } from './WaitPayment.messages.ts';

/**
 * Wait Payment (/wait-payment, SPEC §2): the provider's checkout opens in a new tab (a button reopens it
 * when the browser blocked it); the order is followed live and the page moves on by itself once the
 * payment result is known.
 */
export default observer(function WaitPayment() {
  const intl = useIntl();
  const { order: store } = useStores();
  const { orderNo, order } = useFollowedOrder('waitPayment');
  const [blocked, setBlocked] = useState(false);
  const waiting = order?.status === 'Pending' && order.paymentResult === 'pending';

  // Once the order is known to wait for its payment, its checkout opens — once per order, even across reloads.
  useEffect(() => {
    if (!order || !waiting || store.checkoutWasOpened(order.orderNo)) return;
    store.markCheckoutOpened(order.orderNo);
    if (!openCheckout(order.service)) setBlocked(true);
  }, [order, waiting, store]);

  if (!orderNo || (store.trackError && !order))
    return <NoOrder refusal={store.trackError} onNewOrder={() => store.startOver()} />;
  if (!order) return <FlowSkeleton blocks={[160, 120, 48]} />;

  const provider = order.providerName;
  const reopen = () => setBlocked(!openCheckout(order.service));
  const logo = (
    <Box
      component="img"
      src={order.providerLogoUrl}
      alt={intl.formatMessage(m.logo, { provider })}
      sx={{ width: 56, height: 56, mx: 'auto', display: 'block' }}
    />
  );
  const summary = (
    <PurchaseSummary
      rows={[
        { label: intl.formatMessage(m.orderNo), value: order.orderNo, mono: true },
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
  );

  if (blocked) {
    return (
      <StatusPage
        tone="warning"
        title={intl.formatMessage(m.blockedTitle, { provider })}
        description={intl.formatMessage(m.blockedText)}
        actions={
          <Button variant="contained" size="large" fullWidth onClick={reopen}>
            {intl.formatMessage(m.open, { provider })}
          </Button>
        }
      >
        {summary}
      </StatusPage>
    );
  }

  return (
    <Box
      component="section"
      sx={{ px: 3, pt: 4, pb: 3, display: 'flex', flexDirection: 'column', gap: 2.5, flex: 1 }}
    >
      {logo}
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h2" gutterBottom>
          {intl.formatMessage(m.title, { provider })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.text, {
            provider,
            amount: `${order.sendCurrencyAmount} ${order.sendCurrency}`,
          })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {intl.formatMessage(m.deadline, {
            time: intl.formatTime(order.expireTime * 1000, { hour: '2-digit', minute: '2-digit' }),
          })}
        </Typography>
      </Box>
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <LinearProgress aria-hidden />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {intl.formatMessage(m.waiting)}
        </Typography>
      </Box>
      {summary}
      <Button variant="outlined" size="large" fullWidth onClick={reopen} sx={{ mt: 'auto' }}>
        {intl.formatMessage(m.reopen)}
      </Button>
    </Box>
  );
});
