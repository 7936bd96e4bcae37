import { useIntl } from 'react-intl';
import { formatFee } from '../FeeSummary/formatFee.ts';
import { PurchaseSummary, type SummaryRow } from '../PurchaseSummary/index.ts';
import { orderStatusMessages as m } from './OrderStatusView.messages.ts';
import type { OrderStatusOrder } from './types.ts';

/** SPEC §3 "Order (as displayed)": order ID, recipient, delivered time, fees, purchase, paid, get amount, network. */
export function OrderStatusDetails({ order, headingId }: { order: OrderStatusOrder; headingId: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const money = (amount: string, currency: string) => `${amount} ${currency}`;
  const rows: SummaryRow[] = [
    { label: f(m.orderId), value: order.orderNo, mono: true },
    { label: f(m.provider), value: order.providerName },
    { label: f(m.getAmount), value: money(order.getCurrencyAmount, order.getSymbol) },
    { label: f(m.network), value: order.network },
    { label: f(m.recipient), value: order.address, mono: true },
    { label: f(m.purchase), value: money(order.sendCurrencyAmount, order.sendCurrency) },
    { label: f(m.paidAmount), value: money(order.paidAmount, order.sendCurrency) },
    { label: f(m.transactionFee), value: formatFee(intl, order.processingFee, order.feeCurrency) },
    { label: f(m.networkFee), value: formatFee(intl, order.networkFee, order.feeCurrency) },
  ];
  if (order.deliveredTime !== undefined) {
    rows.push({
      label: f(m.deliveredTime),
      value: intl.formatDate(order.deliveredTime * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
    });
  }
  return <PurchaseSummary heading={{ id: headingId, text: f(m.details) }} rows={rows} />;
}
