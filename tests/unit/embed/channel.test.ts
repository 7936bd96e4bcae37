import { describe, expect, it, vi } from 'vitest';
import { createEmbedChannel, type EmbedWindow } from '../../../src/embed/channel.ts';
import {
  HOST_MESSAGE_SOURCE,
  isWidgetMessage,
  type HostSetMessage,
  type WidgetEvent,
} from '../../../src/embed/events.ts';

const SHOP = 'https://shop.example';
const OTHER = 'https://other.example';

/** A widget window in a frame whose parent records what it is sent. */
function framedWindow(embedder?: string) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: EmbedWindow = {
    parent,
    location: { ancestorOrigins: embedder ? { length: 1, 0: embedder } : { length: 0 } },
    document: { referrer: '' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win, posted, receive, listeners };
}

const set: HostSetMessage = {
  source: HOST_MESSAGE_SOURCE,
  version: 1,
  type: 'set',
  amount: '250',
  currency: 'ETH',
};

describe('embedding kit: events to the host page', () => {
  it("posts typed events to the embedding page's origin when it is the partner's", () => {
    const { win, posted } = framedWindow(SHOP);
    const events: WidgetEvent[] = [
      { type: 'ready', widget: 'buy', partnerId: 'shop' },
      {
        type: 'orderCreated',
        orderNo: 'A1',
        offerType: 'topper',
        sendCurrency: 'USD',
        sendCurrencyAmount: '100',
        getCurrency: 'BTC',
        getCurrencyAmount: '0.001',
      },
      { type: 'error', code: 5003, message: 'The quote has expired' },
    ];
    const channel = createEmbedChannel([OTHER, SHOP], win);
    events.forEach((event) => channel.post(event));
    expect(posted).toEqual(
      events.map((event) => ({ message: { source: 'buy-crypto-widget', version: 1, event }, origin: SHOP })),
    );
    expect(posted.every(({ message }) => isWidgetMessage(message))).toBe(true);
  });

  it('never posts to * nor to a page that is not a partner origin', () => {
    const stranger = framedWindow('https://evil.example');
    createEmbedChannel([SHOP], stranger.win).post({ type: 'closed' });
    expect(stranger.posted).toEqual([]);

    // The embedder unknown: each configured origin, for the browser to deliver to the matching one.
    const unknown = framedWindow();
    createEmbedChannel([SHOP, OTHER], unknown.win).post({ type: 'closed' });
    expect(unknown.posted.map((p) => p.origin)).toEqual([SHOP, OTHER]);
    expect(unknown.posted.map((p) => p.origin)).not.toContain('*');

    const noOrigins = framedWindow(SHOP);
    createEmbedChannel([], noOrigins.win).post({ type: 'closed' });
    expect(noOrigins.posted).toEqual([]);
  });

  it('posts nothing when the widget is not in a frame', () => {
    const postMessage = vi.fn();
    const top = {
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as EmbedWindow & { parent: unknown };
    top.parent = Object.assign(top, { postMessage });
    createEmbedChannel([SHOP], top).post({ type: 'closed' });
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('embedding kit: the host sets amount, currency and address', () => {
  it('hears a set message from the embedding window at a partner origin', () => {
    const { win, receive } = framedWindow(SHOP);
    const handler = vi.fn();
    createEmbedChannel([SHOP], win).onSet(handler);
    receive(set, SHOP);
    expect(handler).toHaveBeenCalledWith(set);
  });

  it('ignores a message from an unconfigured origin, from another window, or malformed', () => {
    const { win, receive } = framedWindow(SHOP);
    const handler = vi.fn();
    createEmbedChannel([SHOP], win).onSet(handler);
    receive(set, 'https://evil.example');
    receive(set, SHOP, { some: 'other window' });
    receive({ ...set, amount: 250 }, SHOP);
    receive({ ...set, source: 'someone-else' }, SHOP);
    receive({ ...set, type: 'pay' }, SHOP);
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops hearing when asked', () => {
    const { win, receive, listeners } = framedWindow(SHOP);
    const handler = vi.fn();
    const stop = createEmbedChannel([SHOP], win).onSet(handler);
    stop();
    receive(set, SHOP);
    expect(handler).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
