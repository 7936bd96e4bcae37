import type { Api } from '../api/index.ts';
import type { HostSetMessage, WidgetEvent } from '../embed/events.ts';

/** Time source; tests pass a fake one so expiry and countdowns are deterministic. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The part of the Web Storage API the stores use (localStorage / sessionStorage or an in-memory fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Navigation done on behalf of the stores; in the browser it is bound to react-router. */
export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** pathname + search of the current page. */
  currentUrl(): string;
  /**
   * Fetches ahead the code of the page `to` opens, so that going there waits for no code. Nothing where no
   * code is fetched (tests, stories), nor for a buyer who asked the browser to save data.
   */
  prefetch?(to: string): void;
}

/**
 * Tells the partner page that embeds the app what happened (src/embed/events.ts): the embedding bridge
 * connects it in a widget's frame and in the purchase window a widget opened; elsewhere it does nothing.
 */
export type EmitWidgetEvent = (event: WidgetEvent) => void;

/** What a host page's set message asks of the widget on screen (src/embed/events.ts `HostSetMessage`). */
export type HostPreset = Pick<HostSetMessage, 'amount' | 'currency' | 'address'>;

/** Everything a store may reach outside itself. */
export interface StoreDeps {
  api: Api;
  clock: Clock;
  local: KeyValueStorage;
  session: KeyValueStorage;
  navigator: Navigator;
}
