import type { Api } from '../api/index.ts';

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
}

/** Everything a store may reach outside itself. */
export interface StoreDeps {
  api: Api;
  clock: Clock;
  local: KeyValueStorage;
  session: KeyValueStorage;
  navigator: Navigator;
}
