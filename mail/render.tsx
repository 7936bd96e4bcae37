import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { render } from '@react-email/render';
import enUS from '../src/i18n/messages/en-US.json' with { type: 'json' };
import zhCN from '../src/i18n/messages/zh-CN.json' with { type: 'json' };
import { mailMessages as m } from '../src/mail/mail.messages.ts';
import { orderStatusMessages as s } from '../src/components/OrderStatusView/OrderStatusView.messages.ts';
import { Action, Code, Details, MailLayout, Paragraph, type DetailRow, type Tone } from './MailLayout.tsx';
import type { MailLocale, OrderMailData, RenderableMail } from './types.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  /** The support address the footer and the delivery-failure text name. */
  supportEmail: string;
}

const catalogues: Record<MailLocale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
const cache = createIntlCache();
const intls = new Map<MailLocale, IntlShape>();

/** The app's catalogue of a locale, as the gateway formats it (en-US is every message's fallback). */
export function mailIntl(locale: MailLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en-US', messages: catalogues[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

const amount = (value: string, currency: string) => `${value} ${currency}`;

interface Composed {
  subject: string;
  title: string;
  tone?: Tone;
  paragraphs: string[];
  code?: string;
  rows?: DetailRow[];
  action?: { href: string; label: string };
}

function orderRows(
  t: (d: MessageDescriptor) => string,
  order: OrderMailData,
  pick: Array<keyof typeof rowOf>,
) {
  return pick.map((key) => rowOf[key](t, order)).filter((row): row is DetailRow => row !== undefined);
}

const rowOf = {
  youPay: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(m.youPay),
    value: amount(o.sendAmount, o.sendCurrency),
  }),
  processingFee: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.transactionFee),
    value: amount(o.processingFee, o.feeCurrency),
  }),
  networkFee: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.networkFee),
    value: amount(o.networkFee, o.feeCurrency),
  }),
  youGet: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(m.youGet),
    value: amount(o.getAmount, o.getSymbol),
  }),
  address: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.recipient),
    value: o.address,
  }),
  network: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.network),
    value: o.network,
  }),
  provider: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.provider),
    value: o.providerName,
  }),
  orderNo: (t: (d: MessageDescriptor) => string, o: OrderMailData) => ({
    label: t(s.orderId),
    value: o.orderNo,
  }),
  txHash: (t: (d: MessageDescriptor) => string, o: OrderMailData) =>
    o.txHash ? { label: t(s.transactionHash), value: o.txHash, href: o.explorerUrl } : undefined,
  amountDue: (t: (d: MessageDescriptor) => string, o: OrderMailData) =>
    o.amountDue ? { label: t(s.amountDue), value: amount(o.amountDue, o.sendCurrency) } : undefined,
  amountPaid: (t: (d: MessageDescriptor) => string, o: OrderMailData) =>
    o.amountPaid ? { label: t(s.amountPaid), value: amount(o.amountPaid, o.sendCurrency) } : undefined,
  amountToReceive: (t: (d: MessageDescriptor) => string, o: OrderMailData) =>
    o.amountToReceive
      ? { label: t(s.amountToReceive), value: amount(o.amountToReceive, o.getSymbol) }
      : undefined,
};

/** What each mail says, in the mail's language. */
function compose(mail: RenderableMail, intl: IntlShape, context: MailContext): Composed {
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);
  switch (mail.template) {
    case 'loginCode':
      return {
        subject: t(m.loginCodeSubject),
        title: t(m.loginCodeSubject),
        code: mail.code,
        paragraphs: [
          t(m.loginCodeText, { code: mail.code, minutes: mail.validMinutes }),
          t(m.loginCodeIgnore),
        ],
      };
    case 'identityResult': {
      const texts = {
        approved: [m.identityApprovedSubject, m.identityApprovedText, 'success'],
        refused: [m.identityRefusedSubject, m.identityRefusedText, 'error'],
        review: [m.identityReviewSubject, m.identityReviewText, 'warning'],
      } as const;
      const [subject, text, tone] = texts[mail.result];
      return { subject: t(subject), title: t(subject), tone, paragraphs: [t(text)] };
    }
    default:
      break;
  }
  const order = mail.order;
  const action = { href: order.statusUrl, label: t(m.viewOrder) };
  const got = amount(order.getAmount, order.getSymbol);
  switch (mail.template) {
    case 'orderCreated':
      return {
        subject: t(m.receiptSubject, { orderNo: order.orderNo, amount: got }),
        title: t(m.receiptTitle),
        paragraphs: [t(m.receiptText)],
        rows: orderRows(t, order, [
          'youPay',
          'processingFee',
          'networkFee',
          'youGet',
          'address',
          'network',
          'provider',
          'orderNo',
        ]),
        action,
      };
    case 'orderDelivered':
      return {
        subject: t(m.deliveredSubject, { amount: got }),
        title: t(s.delivered),
        tone: 'success',
        paragraphs: [t(s.deliveredText, { amount: got })],
        rows: [
          // The hash links to the network's block explorer (the plain-text part names the link's address).
          ...orderRows(t, order, ['txHash', 'address', 'network', 'youGet', 'youPay', 'orderNo']),
        ],
        action,
      };
    case 'orderFailed':
      return {
        subject: t(m.failedSubject, { orderNo: order.orderNo }),
        title: t(s.failed),
        tone: 'error',
        paragraphs: [
          t(s.failedText),
          ...(order.reason === 'delivery_failed'
            ? [t(s.deliveryFailedText, { email: context.supportEmail })]
            : []),
        ],
        rows: orderRows(t, order, ['youPay', 'youGet', 'address', 'orderNo']),
        action,
      };
    case 'orderRefunded':
      return {
        subject: t(m.refundedSubject, { orderNo: order.orderNo }),
        title: t(s.refunded),
        tone: 'warning',
        paragraphs: [t(s.refundedText)],
        rows: orderRows(t, order, ['youPay', 'orderNo']),
        action,
      };
    case 'orderUnderpaid':
      return {
        subject: t(m.underpaidSubject, { orderNo: order.orderNo }),
        title: t(s.underpaid),
        tone: 'warning',
        paragraphs: [t(s.underpaidText)],
        rows: orderRows(t, order, ['amountDue', 'amountPaid', 'amountToReceive', 'orderNo']),
        action,
      };
  }
}

/** The mail as the templates draw it (also what the stories show). */
export function MailDocument({ mail, context }: { mail: RenderableMail; context: MailContext }) {
  const intl = mailIntl(mail.locale);
  const composed = compose(mail, intl, context);
  return (
    <MailLayout
      lang={mail.locale}
      brand={intl.formatMessage(m.brand as MessageDescriptor)}
      preview={composed.paragraphs[0] ?? composed.title}
      title={composed.title}
      tone={composed.tone}
      footer={intl.formatMessage(m.footer as MessageDescriptor, { email: context.supportEmail })}
    >
      {composed.code && <Code>{composed.code}</Code>}
      {composed.paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {composed.rows && composed.rows.length > 0 && <Details rows={composed.rows} />}
      {composed.action && <Action href={composed.action.href}>{composed.action.label}</Action>}
    </MailLayout>
  );
}

/** Subject, HTML and its plain-text part of a mail, in the mail's language. */
export async function renderMail(mail: RenderableMail, context: MailContext): Promise<RenderedMail> {
  const { subject } = compose(mail, mailIntl(mail.locale), context);
  const element = <MailDocument mail={mail} context={context} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      // The title as written (html-to-text would shout it in capitals).
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { subject, html, text };
}
