import type { Page } from 'playwright-core';

/**
 * The first quote as a page sees it: the first animation frame with an enabled Continue button (a quote with
 * time left). An init script (`page.addInitScript({ content })`), given as source text: a function handed to
 * addInitScript is run through tsx's transform, whose keepNames helper (`__name`) does not exist in the page.
 * Used by the benches (bench/firstQuote.ts, bench/boot/profile.ts) and the e2e journeys.
 */
export type FirstQuoteWindow = Window & { __firstQuoteMs?: number; __firstQuoteChecks?: number };

/** The console message the probe writes with the page's time of that frame. */
const SHOWN = 'first-quote-shown';

/** The page's probe: each animation frame until it sees an enabled button labelled `label`. */
export const firstQuoteProbe = (label: string) => `(() => {
  const label = ${JSON.stringify(label)};
  window.__firstQuoteChecks = 0;
  const check = () => {
    window.__firstQuoteChecks += 1;
    const ready = Array.from(document.querySelectorAll('button')).some(
      (button) => (button.textContent || '').trim() === label && !button.disabled,
    );
    if (ready) {
      window.__firstQuoteMs = performance.now();
      console.debug(${JSON.stringify(SHOWN)} + ' ' + window.__firstQuoteMs);
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * The probe's time of the first quote, heard from its console message: call it before the navigation. Polling
 * the page instead (page.waitForFunction) has Playwright evaluate its injected script and each poll on the
 * page's main thread in the middle of the boot it measures (about 200 ms later at 4× CPU).
 */
export function firstQuoteShown(page: Page, timeout: number): Promise<number> {
  const shown = page
    .waitForEvent('console', {
      predicate: (entry) => entry.type() === 'debug' && entry.text().startsWith(`${SHOWN} `),
      timeout,
    })
    .then((message) => Number(message.text().slice(SHOWN.length + 1)));
  // Awaited once the navigation has been asked: a navigation that fails first leaves no unhandled rejection.
  shown.catch(() => undefined);
  return shown;
}
