import { reaction, runInAction } from 'mobx';
import { partnerById } from '../../theme/partners.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { createEmbedChannel, type EmbedWindow } from './channel.ts';
import type { WidgetName } from './events.ts';

/** Which widget a path is, if it is one of the routes partners embed. */
export function widgetOf(pathname: string): WidgetName | undefined {
  if (/^\/buy-v1(\/|$)/.test(pathname)) return 'buy-v1';
  if (/^\/buy\/?$/.test(pathname)) return 'buy';
  return undefined;
}

/**
 * Connects an embedded widget to its host page (src/embed/events.ts): ready once it is shown, a quote's
 * refresh, the offer chosen, closed when the frame goes away; the host's set message changes the amount,
 * the currency to get and the receiving address. Only on a widget route, in a frame, for a partner with a
 * file (its origins); otherwise nothing. Returns the stop.
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

  const stops = [
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
    channel.onSet(({ amount, currency, address }) => {
      if (address !== undefined) runInAction(() => (quote.extras.address = address));
      if (currency) void quote.selectGetCurrency(currency.toUpperCase());
      if (amount !== undefined && /^\d{1,12}(\.\d{1,8})?$/.test(amount)) {
        quote.setAmount('pay', amount);
        void quote.commitAmount();
      }
    }),
  ];
  const closed = () => channel.post({ type: 'closed' });
  win.addEventListener('pagehide', closed);
  channel.post({ type: 'ready', widget, partnerId: partner.id });
  return () => {
    stops.forEach((stop) => stop());
    win.removeEventListener('pagehide', closed);
  };
}
