import type { IntlShape } from 'react-intl';
import type { StatusTone } from '../StatusPage/index.ts';
import { orderStatusMessages as m } from './OrderStatusView.messages.ts';
import type { OrderStatusOrder } from './types.ts';

/** The steps of an order on its way, in order. */
export const PROGRESS_STEPS = ['Paid', 'Converting', 'Converted', 'Delivering', 'Delivered'] as const;

const STEP_LABELS = {
  Paid: m.paid,
  Converting: m.converting,
  Converted: m.converted,
  Delivering: m.delivering,
  Delivered: m.delivered,
};

export const stepLabel = (intl: IntlShape, step: (typeof PROGRESS_STEPS)[number]) =>
  intl.formatMessage(STEP_LABELS[step]);

export interface StatusText {
  tone: StatusTone;
  title: string;
  /** One or more paragraphs. */
  text: string[];
  /** The step reached, when the order is on its way (Paid … Delivered). */
  step?: (typeof PROGRESS_STEPS)[number];
}

const DELIVERY_FAILURES = new Set(['delivery_failed', 'delivery_failed_refund']);

/** What the order status page says of an order: SPEC §4 "Order statuses shown". */
export function statusText(intl: IntlShape, order: OrderStatusOrder, supportEmail: string): StatusText {
  const f = intl.formatMessage;
  const values = { symbol: order.getSymbol };
  const processing = (step: StatusText['step'], text: string): StatusText => ({
    tone: 'pending',
    title: f(m.processingTitle),
    text: [f(m.processingText), text],
    step,
  });
  switch (order.status) {
    case 'Pending':
      return { tone: 'pending', title: f(m.pendingTitle), text: [f(m.pendingText)] };
    case 'Authorized':
      return { tone: 'warning', title: f(m.authorizedTitle), text: [f(m.authorizedText)] };
    case 'Paid':
      return processing('Paid', f(m.paidText));
    case 'Converting':
      return processing('Converting', f(m.convertingText, values));
    case 'Converted':
      return processing('Converted', f(m.convertedText, values));
    case 'Delivering':
      return processing('Delivering', f(m.deliveringText));
    case 'Delivered':
      return {
        tone: 'success',
        title: f(m.delivered),
        text: [f(m.deliveredText, { amount: `${order.getCurrencyAmount} ${order.getSymbol}` })],
        step: 'Delivered',
      };
    case 'Expired':
      return { tone: 'error', title: f(m.expired), text: [f(m.expiredText)] };
    case 'Failed': {
      const deliveryFailed = DELIVERY_FAILURES.has(order.statusReason ?? '');
      return {
        tone: 'error',
        title: f(m.failed),
        text: deliveryFailed
          ? [f(m.failedText), f(m.deliveryFailedText, { email: supportEmail })]
          : [f(m.failedText)],
      };
    }
    case 'Underpaid':
      return { tone: 'warning', title: f(m.underpaid), text: [f(m.underpaidText)] };
    case 'Refunded': {
      const deliveryFailed = DELIVERY_FAILURES.has(order.statusReason ?? '');
      return {
        tone: 'info',
        title: f(m.refunded),
        text: deliveryFailed
          ? [f(m.refundedText), f(m.deliveryFailedText, { email: supportEmail })]
          : [f(m.refundedText)],
      };
    }
    case 'Cancelled':
      return { tone: 'error', title: f(m.cancelled), text: [f(m.cancelledText)] };
  }
}
