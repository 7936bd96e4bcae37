import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import { useIntl } from 'react-intl';
import { orderListItemMessages as m } from './OrderListItem.messages.ts';
import { STATUS_CHIPS, type OrderListStatus } from './orderStatusChip.ts';

/** What a row shows of an order (SPEC §3 "Order (as displayed)"); createdAt in epoch seconds. */
export interface OrderListItemOrder {
  orderNo: string;
  status: OrderListStatus;
  /** The crypto bought and its symbol as people write it. */
  getCurrencyAmount: string;
  getSymbol: string;
  /** The fiat price and what of it was paid so far. */
  sendCurrency: string;
  sendCurrencyAmount: string;
  paidAmount: string;
  createdAt: number;
}

export interface OrderListItemProps {
  order: OrderListItemOrder;
  /** The order's page; the row is a link to it. */
  href: string;
  /** Opens the order in the app instead of loading the page (a plain click; new-tab clicks keep the link). */
  onOpen?: (orderNo: string) => void;
}

export const Row = styled('a')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 1, 1.5, 2),
    minHeight: theme.custom.touchTarget,
    borderRadius: theme.custom.radius.medium,
    backgroundColor: palette.background.paper,
    boxShadow: theme.custom.shadows.card,
    color: 'inherit',
    textDecoration: 'none',
    '&[href]:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': theme.custom.focusRing,
  };
});

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One order of My Orders: status chip, crypto bought, fiat paid, date and order ID; opens the order. */
export function OrderListItem({ order, href, onOpen }: OrderListItemProps) {
  const intl = useIntl();
  const chip = STATUS_CHIPS[order.status];
  const crypto = `${intl.formatNumber(Number(order.getCurrencyAmount), { maximumFractionDigits: 8 })} ${order.getSymbol}`;
  const paid = Number(order.paidAmount) > 0;
  const fiatAmount = `${intl.formatNumber(Number(paid ? order.paidAmount : order.sendCurrencyAmount), { minimumFractionDigits: 2, maximumFractionDigits: 8 })} ${order.sendCurrency}`;
  const created = new Date(order.createdAt * 1000);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(order.orderNo);
  };

  return (
    <Row href={href} onClick={handleClick}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography
            component="span"
            sx={{ fontSize: 18, fontWeight: 'fontWeightBold', overflowWrap: 'anywhere' }}
          >
            {crypto}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={chip.color}
            label={intl.formatMessage(chip.label)}
            data-status={order.status}
          />
        </Box>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(paid ? m.paid : m.toPay, { amount: fiatAmount })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, color: 'text.secondary' }}>
          <Typography component="time" variant="caption" dateTime={created.toISOString()}>
            {intl.formatDate(created, { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
          <Typography component="span" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.orderId, { orderNo: order.orderNo })}
          </Typography>
        </Box>
      </Box>
      <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
    </Row>
  );
}
