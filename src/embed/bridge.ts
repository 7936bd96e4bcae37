import { reaction, runInAction } from 'mobx';
import { partnerById } from '../../theme/partners.ts';
import type { RootStore } from '../stores/RootStore.ts';
import type { HostPreset } from '../stores/deps.ts';
import { createEmbedChannel, type EmbedChannel, type EmbedWindow } from './channel.ts';
import type { WidgetName } from './events.ts';

/** Which widget a path is, if it is one of the routes partners embed. */
export function widgetOf(pathname: string): WidgetName | undefined {
  if (/^\/buy-v1(\/|$)/.test(pathname)) return 'buy-v1';
  if (/^\/buy\/?$/.test(pathname)) return 'buy';
  return undefined;
}

/** An amount a host page may set: digits with at most 8 decimals. */
const PLAIN_AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/** The set message where no widget store takes it: the quote's amount to pay, crypto and address. */
function presetQuote(quote: RootStore['quote'], { amount, currency, address }: HostPreset) {
  if (address !== undefined) runInAction(() => (quote.extras.address = address));
  if (currency) void quote.selectGetCurrency(currency.toUpperCase());
  if (amount !== undefined) {
    quote.setAmount('pay', amount);
    void quote.commitAmount();
  }
}

/** The quote's refreshes and the offer chosen on it, as events; returns the stops. */
function followQuote(store: RootStore, channel: EmbedChannel): Array<() => void> {
  const { quote } = store;
  return [
    reaction(
      () => quote.offers,
      (offers) => {
        const { sendCurrency, sendCurrencyAmount, getCurrency, getCurrencyAmount } = quote.inquiry;
        channel.post({
          type: 'quoteRefreshed',
          sendCurrency,
          sendCurrencyAmount,
          getCurrency,
          getCurrencyAmount,
          ...(offers[0] ? { offerType: offers[0].offerType } : {}),
        });
      },
    ),
    reaction(
      () => quote.inquiry.offerType,
      (offerType) => {
        if (offerType) channel.post({ type: 'offerChosen', offerType, payMethod: quote.inquiry.payMethod });
      },
    ),
  ];
}

/**
 * Connects an embedded widget to its host page (src/embed/events.ts): ready once it is shown, a quote's
 * refresh, the offer chosen, every event the stores emit (root.embedEvent), closed when the frame goes away;
 * the host's set message changes the amount, the currency to get and the receiving address. Only on a widget
 * route, in a frame, for a partner with a file (its origins); otherwise nothing. Returns the stop.
 */
export function startEmbedBridge(
  store: RootStore,
  partnerId: string | undefined,
  win: EmbedWindow & Window,
): () => void {
  const partner = partnerById(partnerId);
  const widget = widgetOf(win.location.pathname);
  if (!partner || !widget || win.parent === win) return () => {};
  const channel = createEmbedChannel(partner.origins, win);
  const { quote } = store;
  store.embedEvent = (event) => channel.post(event);

  const stops = [
    ...followQuote(store, channel),
    channel.onSet(({ amount, currency, address }) => {
      const plainAmount = amount !== undefined && PLAIN_AMOUNT.test(amount) ? amount : undefined;
      (store.hostPreset ?? ((preset) => presetQuote(quote, preset)))({
        amount: plainAmount,
        currency,
        address,
      });
    }),
  ];
  const closed = () => channel.post({ type: 'closed' });
  win.addEventListener('pagehide', closed);
  channel.post({ type: 'ready', widget, partnerId: partner.id });
  return () => {
    stops.forEach((stop) => stop());
    win.removeEventListener('pagehide', closed);
    store.embedEvent = () => undefined;
  };
}

/** The widget frame that opened this window, if it is one of ours on a widget route. */
function openingWidget(win: Pick<Window, 'opener' | 'parent'>): Window | undefined {
  try {
    const opener = win.opener as Window | null;
    if (!opener || win.parent !== (win as unknown) || opener.parent === opener) return undefined;
    // Reading its location throws unless it is of this origin: only our own widget frame counts.
    return widgetOf(opener.location.pathname) ? opener : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The purchase window a framed widget opened (its Continue / Get started): the order made, the payment, each
 * status, a refusal, the identity check needed, the quote and the offer reach the same host page, through the
 * widget's frame (its opener) to the frame's parent, addressed to the partner's origins only. No ready, closed
 * or set message here: those are the widget's. Returns the stop.
 */
export function startOpenedWindowBridge(
  store: RootStore,
  partnerId: string | undefined,
  win: Pick<Window, 'opener' | 'parent' | 'addEventListener' | 'removeEventListener'>,
): () => void {
  const partner = partnerById(partnerId);
  const widgetFrame = openingWidget(win);
  if (!partner || !widgetFrame) return () => {};
  // The host page's origin is not known here: each partner origin, the browser delivers to the matching one.
  const channel = createEmbedChannel(partner.origins, {
    parent: widgetFrame.parent,
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
  });
  store.embedEvent = (event) => channel.post(event);
  const stops = followQuote(store, channel);
  return () => {
    stops.forEach((stop) => stop());
    store.embedEvent = () => undefined;
  };
}
