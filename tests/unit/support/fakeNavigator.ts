import type { Clock, Navigator } from '../../../src/stores/deps.ts';

/** A navigator that records where the stores sent the buyer; navigating changes the current URL. */
export function createFakeNavigator(startUrl = '/edit') {
  let current = startUrl;
  const visits: Array<{ to: string; replace: boolean }> = [];
  const navigator: Navigator & { visits: typeof visits } = {
    visits,
    navigate(to, options) {
      visits.push({ to, replace: Boolean(options?.replace) });
      current = to;
    },
    currentUrl: () => current,
  };
  return navigator;
}

/** A clock the test moves by hand. */
export function createFakeClock(startMs = Date.UTC(2025, 9, 23, 15, 52)) {
  let now = startMs;
  const clock: Clock & { advance(ms: number): void; set(ms: number): void } = {
    now: () => now,
    advance: (ms) => void (now += ms),
    set: (ms) => void (now = ms),
  };
  return clock;
}
