import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { OrderView } from '../../stores/OrderStore.ts';
import { flowMessages } from '../shared/flow.messages.ts';
import { PurchaseSummary } from '../../components/PurchaseSummary/index.ts';

/** The order being paid: provider, amount and crypto. */
export function OrderSummary({ order }: { order: OrderView }) {
  const intl = useIntl();
  return (
    <PurchaseSummary
      rows={[
        {
          label: intl.formatMessage(flowMessages.provider),
          value: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {order.providerLogoUrl && (
                <Box component="img" src={order.providerLogoUrl} alt="" sx={{ width: 20, height: 20 }} />
              )}
              {order.providerName}
            </Box>
          ),
        },
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
}
