/** Calls back at a fixed pace until stopped; tests pass a fake one and fire it by hand. */
export interface Ticker {
  /** Starts calling `tick` every `ms` milliseconds; returns the function that stops it. */
  every(ms: number, tick: () => void): () => void;
}

export const intervalTicker: Ticker = {
  every(ms, tick) {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};
