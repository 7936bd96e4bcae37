import {
  EMBED_MESSAGE_VERSION,
  isHostSetMessage,
  WIDGET_MESSAGE_SOURCE,
  type HostSetMessage,
  type WidgetEvent,
  type WidgetMessage,
} from './events.ts';

/** The window the widget runs in, as far as the channel needs it. */
export interface EmbedWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  location?: { ancestorOrigins?: { length: number; [index: number]: string } };
  document?: { referrer: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface EmbedChannel {
  /** Posts an event to the host page, at the partner's origins only. */
  post(event: WidgetEvent): void;
  /** Hears the host's set message, from the embedding window and a partner origin only; returns the stop. */
  onSet(handler: (message: HostSetMessage) => void): () => void;
}

const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The widget's side of the embedding kit. `origins` are the partner's (theme/partners/<partnerId>.json);
 * with none, or when the widget is not in a frame, nothing is posted and nothing heard. When the browser
 * tells the embedding page's origin (location.ancestorOrigins, else the referrer) the events go to that
 * origin alone, if it is one of the partner's; otherwise to each partner origin, and the browser delivers
 * only to the one the host page has.
 */
export function createEmbedChannel(origins: readonly string[], win: EmbedWindow): EmbedChannel {
  const framed = win.parent !== null && win.parent !== (win as unknown);
  const known = new Set(origins);
  const embedder =
    (win.location?.ancestorOrigins?.length ? win.location.ancestorOrigins[0] : undefined) ??
    originOf(win.document?.referrer);
  const targets = !framed ? [] : embedder ? (known.has(embedder) ? [embedder] : []) : [...known];

  return {
    post(event) {
      const message: WidgetMessage = { source: WIDGET_MESSAGE_SOURCE, version: EMBED_MESSAGE_VERSION, event };
      for (const origin of targets) win.parent?.postMessage(message, origin);
    },
    onSet(handler) {
      const listener = (event: MessageEvent) => {
        if (!framed || event.source !== win.parent || !known.has(event.origin)) return;
        if (isHostSetMessage(event.data)) handler(event.data);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
