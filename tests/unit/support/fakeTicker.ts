import type { Ticker } from '../../../src/stores/quote/ticker.ts';

/** A ticker the test fires by hand; `count` is how many callers are subscribed. */
export function createFakeTicker() {
  const running = new Set<() => void>();
  const ticker: Ticker & { fire(): void; readonly count: number } = {
    every(_ms, tick) {
      running.add(tick);
      return () => void running.delete(tick);
    },
    fire: () => [...running].forEach((tick) => tick()),
    get count() {
      return running.size;
    },
  };
  return ticker;
}
