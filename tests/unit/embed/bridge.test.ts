import { makeAutoObservable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { startEmbedBridge, startOpenedWindowBridge, widgetOf } from '../../../src/embed/bridge.ts';
import { HOST_MESSAGE_SOURCE } from '../../../src/embed/events.ts';
import type { RootStore } from '../../../src/stores/RootStore.ts';
import type { HostPreset } from '../../../src/stores/deps.ts';

const AURORA = 'https://aurora.example';

/** The quote store's surface the bridge reads and drives, observable as the real one is. */
function quoteDouble() {
  return makeAutoObservable(
    {
      inquiry: {
        sendCurrency: 'USD',
        sendCurrencyAmount: '100',
        getCurrency: 'BTC',
        getCurrencyAmount: '0.001',
        offerType: '',
        payMethod: 'card',
      },
      offers: [] as Array<{ offerType: string }>,
      extras: { address: '' },
      setAmount: vi.fn(),
      commitAmount: vi.fn(async () => {}),
      selectGetCurrency: vi.fn(async () => {}),
    },
    { setAmount: false, commitAmount: false, selectGetCurrency: false },
  );
}

function framedWidget(pathname: string) {
  const posted: Array<{ message: { event: { type: string } }; origin: string }> = [];
  const listeners: Record<string, Array<(e: unknown) => void>> = {};
  const parent = { postMessage: (message: never, origin: string) => posted.push({ message, origin }) };
  const win = {
    parent,
    location: { pathname, ancestorOrigins: { length: 1, 0: AURORA } },
    document: { referrer: '' },
    addEventListener: (type: string, l: (e: unknown) => void) => (listeners[type] ??= []).push(l),
    removeEventListener: () => {},
  };
  const send = (data: unknown, origin: string) =>
    listeners.message?.forEach((l) => l({ data, origin, source: parent }));
  return { win: win as unknown as Window, posted, send, listeners };
}

describe('embed bridge', () => {
  it('knows the widget routes', () => {
    expect(['/buy', '/buy/', '/buy-v1', '/buy-v1/BTC', '/edit', '/buy/extra'].map(widgetOf)).toEqual([
      'buy',
      'buy',
      'buy-v1',
      'buy-v1',
      undefined,
      undefined,
    ]);
  });

  it('posts ready, quote refreshed and offer chosen to the partner origin, and applies the set message', () => {
    const quote = quoteDouble();
    const { win, posted, send } = framedWidget('/buy');
    startEmbedBridge({ quote } as unknown as RootStore, 'aurora', win);
    runInAction(() => (quote.offers = [{ offerType: 'rampeasy' }]));
    runInAction(() => (quote.inquiry.offerType = 'rampeasy'));
    expect(posted.map((p) => [p.message.event, p.origin])).toEqual([
      [{ type: 'ready', widget: 'buy', partnerId: 'aurora' }, AURORA],
      [
        {
          type: 'quoteRefreshed',
          sendCurrency: 'USD',
          sendCurrencyAmount: '100',
          getCurrency: 'BTC',
          getCurrencyAmount: '0.001',
          offerType: 'rampeasy',
        },
        AURORA,
      ],
      [{ type: 'offerChosen', offerType: 'rampeasy', payMethod: 'card' }, AURORA],
    ]);

    const set = {
      source: HOST_MESSAGE_SOURCE,
      version: 1,
      type: 'set',
      amount: '250',
      currency: 'eth',
      address: 'bc1q',
    };
    send(set, 'https://evil.example');
    expect(quote.setAmount).not.toHaveBeenCalled();
    send(set, AURORA);
    expect(quote.setAmount).toHaveBeenCalledWith('pay', '250');
    expect(quote.commitAmount).toHaveBeenCalled();
    expect(quote.selectGetCurrency).toHaveBeenCalledWith('ETH');
    expect(quote.extras.address).toBe('bc1q');
  });

  it("gives the set message to the widget store on screen (/buy's) instead of the quote, amounts checked", () => {
    const quote = quoteDouble();
    const { win, send } = framedWidget('/buy');
    const presets: HostPreset[] = [];
    const store = { quote, hostPreset: (preset: HostPreset) => presets.push(preset) };
    startEmbedBridge(store as unknown as RootStore, 'aurora', win);
    const set = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'set' };
    send({ ...set, amount: '250', currency: 'eth', address: 'bc1q' }, AURORA);
    send({ ...set, amount: '1e9' }, AURORA);
    expect(presets).toEqual([
      { amount: '250', currency: 'eth', address: 'bc1q' },
      { amount: undefined, currency: undefined, address: undefined },
    ]);
    expect(quote.setAmount).not.toHaveBeenCalled();
    expect(quote.selectGetCurrency).not.toHaveBeenCalled();
  });

  it('does nothing outside a widget route or for a partner without a file', () => {
    const quote = quoteDouble();
    const edit = framedWidget('/edit');
    startEmbedBridge({ quote } as unknown as RootStore, 'aurora', edit.win);
    const stranger = framedWidget('/buy');
    startEmbedBridge({ quote } as unknown as RootStore, 'nobody', stranger.win);
    expect([...edit.posted, ...stranger.posted]).toEqual([]);
  });

  it("connects the stores' events: in the widget's frame, and in the purchase window it opened, to the partner's origins", () => {
    const quote = quoteDouble();
    const framed = framedWidget('/buy-v1');
    const store = { quote, embedEvent: () => undefined } as unknown as RootStore;
    const stop = startEmbedBridge(store, 'aurora', framed.win);
    store.embedEvent({ type: 'error', code: 5003, message: 'expired' });
    expect(framed.posted.at(-1)).toEqual({
      message: {
        source: 'buy-crypto-widget',
        version: 1,
        event: { type: 'error', code: 5003, message: 'expired' },
      },
      origin: AURORA,
    });
    stop();

    // The purchase window: its opener is the widget's frame, whose parent is the host page.
    const hostPosts: Array<{ message: { event: unknown }; origin: string }> = [];
    const host = { postMessage: (message: never, origin: string) => hostPosts.push({ message, origin }) };
    const opened = {
      opener: { parent: host, location: { pathname: '/buy-v1' } },
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as Window;
    Object.assign(opened, { parent: opened });
    const purchase = { quote: quoteDouble(), embedEvent: () => undefined } as unknown as RootStore;
    startOpenedWindowBridge(purchase, 'aurora', opened);
    const created = { type: 'orderStatusChanged', orderNo: 'A1', status: 'Pending' } as const;
    purchase.embedEvent(created);
    expect(hostPosts).toEqual([
      {
        message: { source: 'buy-crypto-widget', version: 1, event: created },
        origin: 'https://aurora.example',
      },
      {
        message: { source: 'buy-crypto-widget', version: 1, event: created },
        origin: 'https://www.aurora.example',
      },
    ]);

    // Opened by a page that is not our widget (another origin throws on location), or by no one: nothing.
    const foreign = {
      opener: {
        parent: host,
        get location(): never {
          throw new Error('cross-origin');
        },
      },
    } as unknown as Window;
    Object.assign(foreign, { parent: foreign });
    const other = { quote: quoteDouble(), embedEvent: () => undefined } as unknown as RootStore;
    startOpenedWindowBridge(other, 'aurora', foreign);
    other.embedEvent({ type: 'closed' });
    expect(hostPosts).toHaveLength(2);
  });
});
