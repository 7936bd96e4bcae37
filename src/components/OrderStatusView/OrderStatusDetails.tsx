import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatFee } from '../FeeSummary/formatFee.ts';
import { orderStatusMessages as m } from './OrderStatusView.messages.ts';
import type { OrderStatusOrder } from './types.ts';

function Row({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{
          m: 0,
          textAlign: 'right',
          minWidth: 0,
          overflowWrap: 'anywhere',
          fontFamily: mono ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined,
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** SPEC §3 "Order (as displayed)": order ID, recipient, delivered time, fees, purchase, paid, get amount, network. */
export function OrderStatusDetails({ order, headingId }: { order: OrderStatusOrder; headingId: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const money = (amount: string, currency: string) => `${amount} ${currency}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ py: 0.5 }}>
        {f(m.details)}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={f(m.orderId)} mono>
          {order.orderNo}
        </Row>
        <Row label={f(m.provider)}>{order.providerName}</Row>
        <Row label={f(m.getAmount)}>{money(order.getCurrencyAmount, order.getSymbol)}</Row>
        <Row label={f(m.network)}>{order.network}</Row>
        <Row label={f(m.recipient)} mono>
          {order.address}
        </Row>
        <Row label={f(m.purchase)}>{money(order.sendCurrencyAmount, order.sendCurrency)}</Row>
        <Row label={f(m.paidAmount)}>{money(order.paidAmount, order.sendCurrency)}</Row>
        <Row label={f(m.transactionFee)}>{formatFee(intl, order.processingFee, order.feeCurrency)}</Row>
        <Row label={f(m.networkFee)}>{formatFee(intl, order.networkFee, order.feeCurrency)}</Row>
        {order.deliveredTime !== undefined && (
          <Row label={f(m.deliveredTime)}>
            {intl.formatDate(order.deliveredTime * 1000, { dateStyle: 'medium', timeStyle: 'short' })}
          </Row>
        )}
      </Box>
    </Box>
  );
}
