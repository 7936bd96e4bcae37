/**
 * The embedding kit's messages, between the widget (/buy, /buy-v1 in an iframe) and the partner's page that
 * embeds it. Self-contained (no imports): a partner may copy this file as it is.
 *
 * The widget posts `WidgetMessage`s to the host page with `postMessage`, addressed to the partner's
 * configured origins only (theme/partners/<partnerId>.json `origins`), never '*'. The host page sends one
 * message, `HostSetMessage`, to set the amount, the currency and the address; the widget ignores it unless it
 * comes from the window that embeds it and from one of those origins.
 */

/** `source` of every message the widget posts. */
export const WIDGET_MESSAGE_SOURCE = 'buy-crypto-widget';
/** `source` a host page's message must carry. */
export const HOST_MESSAGE_SOURCE = 'buy-crypto-host';
/** Version of these messages; a change that breaks a host page raises it. */
export const EMBED_MESSAGE_VERSION = 1;

/** Which widget posted: /buy or /buy-v1. */
export type WidgetName = 'buy' | 'buy-v1';

/** A payment's outcome, as the gateway names it. */
export type PaymentResult = 'success' | 'preauth' | 'failed';

/** An order's status, as the gateway names it. */
export type OrderStatus =
  | 'Pending'
  | 'Authorized'
  | 'Paid'
  | 'Converting'
  | 'Converted'
  | 'Delivering'
  | 'Delivered'
  | 'Failed'
  | 'Underpaid'
  | 'Expired'
  | 'Refunded'
  | 'Cancelled';

/**
 * What happened in the widget, by `type`. The events after the widget's Continue / Get started come from the
 * purchase window it opened, through the widget: the host page hears them from the same origin.
 */
export type WidgetEvent =
  /** The widget has shown its first screen and listens to the host. */
  | { type: 'ready'; widget: WidgetName; partnerId: string }
  /** A new quote arrived (after an amount or currency change, or the countdown's refresh). */
  | {
      type: 'quoteRefreshed';
      sendCurrency: string;
      sendCurrencyAmount: string;
      getCurrency: string;
      getCurrencyAmount: string;
      /** The best offer's provider, when there is one. */
      offerType?: string;
    }
  /** The buyer chose a provider's offer. */
  | { type: 'offerChosen'; offerType: string; payMethod: string }
  /**
   * The purchase needs the buyer's identity checked first (over 700 EUR): the buyer is sent to the identity
   * steps. `level` is the buyer's identity level now (0 none, 1 personal information given; 2 is verified).
   */
  | { type: 'identityCheckRequired'; level: number }
  /** The order exists: its number, the provider and what is bought. */
  | {
      type: 'orderCreated';
      orderNo: string;
      offerType: string;
      sendCurrency: string;
      sendCurrencyAmount: string;
      getCurrency: string;
      getCurrencyAmount: string;
    }
  /**
   * The payment's outcome, once known (once per order and result): 'success' paid, 'preauth' the card is
   * authorised and held until the identity check, 'failed' refused or declined.
   */
  | { type: 'paymentResult'; orderNo: string; result: PaymentResult }
  /** Each change of the order's status, the first one seen included (once per order and status). */
  | { type: 'orderStatusChanged'; orderNo: string; status: OrderStatus }
  /**
   * A refusal the buyer was shown: the gateway's business code (respCode; 0 when the gateway did not
   * answer) and the text shown, in the buyer's language.
   */
  | { type: 'error'; code: number; message: string }
  /** The widget is going away (the buyer left or the frame is unloaded). */
  | { type: 'closed' };

export type WidgetEventType = WidgetEvent['type'];

/** Every event type, in the order a purchase usually sends them (a host page may switch over these). */
export const WIDGET_EVENT_TYPES = [
  'ready',
  'quoteRefreshed',
  'offerChosen',
  'identityCheckRequired',
  'orderCreated',
  'paymentResult',
  'orderStatusChanged',
  'error',
  'closed',
] as const satisfies readonly WidgetEventType[];

// Compile-time: the list names every type of WidgetEvent.
const everyTypeListed: Exclude<WidgetEventType, (typeof WIDGET_EVENT_TYPES)[number]> extends never
  ? true
  : false = true;
void everyTypeListed;

/** What the widget posts to the host page. */
export interface WidgetMessage {
  source: typeof WIDGET_MESSAGE_SOURCE;
  version: typeof EMBED_MESSAGE_VERSION;
  event: WidgetEvent;
}

/**
 * The one message a host page sends: any of amount (what the buyer pays, in the pay currency, as text:
 * "250.00"), currency (the cryptocurrency to get, e.g. "BTC") and address (the receiving wallet address).
 */
export interface HostSetMessage {
  source: typeof HOST_MESSAGE_SOURCE;
  version: typeof EMBED_MESSAGE_VERSION;
  type: 'set';
  amount?: string;
  currency?: string;
  address?: string;
}

/** Whether a received value is a widget's message (a host page's listener starts with this). */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  const message = data as Partial<WidgetMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === WIDGET_MESSAGE_SOURCE &&
    message.version === EMBED_MESSAGE_VERSION &&
    typeof message.event?.type === 'string'
  );
}

/** Whether a received value is a well-formed host message (the widget checks the sender's origin too). */
export function isHostSetMessage(data: unknown): data is HostSetMessage {
  const message = data as Partial<HostSetMessage> | null;
  const text = (value: unknown, max: number) =>
    value === undefined || (typeof value === 'string' && value.length <= max);
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === HOST_MESSAGE_SOURCE &&
    message.version === EMBED_MESSAGE_VERSION &&
    message.type === 'set' &&
    text(message.amount, 32) &&
    text(message.currency, 16) &&
    text(message.address, 128)
  );
}
