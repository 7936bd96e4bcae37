import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { StatusPage } from '../StatusPage/index.ts';
import { OrderStatusDetails } from './OrderStatusDetails.tsx';
import { OrderStatusProgress } from './OrderStatusProgress.tsx';
import { orderStatusMessages as m } from './OrderStatusView.messages.ts';
import { statusText } from './orderStatusText.ts';
import type { OrderStatusOrder } from './types.ts';

export interface OrderStatusViewProps {
  order: OrderStatusOrder;
  /** The support address named when a delivery failed. */
  supportEmail: string;
  /** The ways on (new order, verify identity …), the first the main one. */
  actions?: ReactNode;
  /** While the order is Delivering: its delivery transaction's confirmations so far, of those required. */
  confirmations?: { confirmations: number; required: number };
}

/** Middle-truncates a transaction hash for the link text. */
const shortHash = (hash: string) => (hash.length > 24 ? `${hash.slice(0, 12)}…${hash.slice(-8)}` : hash);

/** The delivery transaction's confirmations so far, as a sentence and a bar. */
function DeliveryConfirmations({ confirmations, required }: { confirmations: number; required: number }) {
  const intl = useIntl();
  const shown = Math.min(confirmations, required);
  const text = intl.formatMessage(m.confirmations, { confirmations: shown, required });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        aria-label={intl.formatMessage(m.confirmationsLabel)}
        aria-valuetext={text}
        value={Math.round((shown / required) * 100)}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/** Where an order stands: its status with its text, the steps on the way, and the order's details. Updates announced politely. */
export function OrderStatusView({ order, supportEmail, actions, confirmations }: OrderStatusViewProps) {
  const intl = useIntl();
  const detailsId = useId();
  const shown = statusText(intl, order, supportEmail);
  const money = (amount: string | undefined, currency: string) => `${amount ?? '0'} ${currency}`;

  return (
    <StatusPage
      live
      tone={shown.tone}
      title={shown.title}
      description={shown.text.map((paragraph) => (
        <Box component="p" key={paragraph} sx={{ m: 0, '& + &': { mt: 1 } }}>
          {paragraph}
        </Box>
      ))}
      actions={actions}
    >
      {shown.step && <OrderStatusProgress step={shown.step} />}

      {order.status === 'Delivering' && confirmations && confirmations.required > 0 && (
        <DeliveryConfirmations {...confirmations} />
      )}

      {order.status === 'Underpaid' && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 1,
            textAlign: 'center',
          }}
        >
          {[
            { label: m.amountDue, value: money(order.amountDue, order.sendCurrency) },
            { label: m.amountPaid, value: money(order.amountPaid, order.sendCurrency) },
            { label: m.amountToReceive, value: money(order.amountToReceive, order.getSymbol) },
          ].map(({ label, value }) => (
            <Box key={label.id} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1, minWidth: 0 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {intl.formatMessage(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}

      {order.txHash && (
        <Typography variant="body2" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
          {intl.formatMessage(m.transactionHash)}{' '}
          {order.explorerUrl ? (
            <Link
              href={order.explorerUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ fontFamily: 'monospace' }}
            >
              {shortHash(order.txHash)}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {intl.formatMessage(m.newTab)}
              </Box>
            </Link>
          ) : (
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {order.txHash}
            </Box>
          )}
        </Typography>
      )}

      <OrderStatusDetails order={order} headingId={detailsId} />
    </StatusPage>
  );
}
