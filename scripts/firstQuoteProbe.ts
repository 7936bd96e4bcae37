/**
 * The first quote as a page sees it: the first animation frame with an enabled Continue button (a quote with
 * time left). An init script (`page.addInitScript({ content })`), given as source text: a function handed to
 * addInitScript is run through tsx's transform, whose keepNames helper (`__name`) does not exist in the page.
 * Used by the benches (bench/firstQuote.ts, bench/boot/profile.ts) and the e2e journeys.
 */
export type FirstQuoteWindow = Window & { __firstQuoteMs?: number; __firstQuoteChecks?: number };

/** The page's probe: each animation frame until it sees an enabled button labelled `label`. */
export const firstQuoteProbe = (label: string) => `(() => {
  const label = ${JSON.stringify(label)};
  window.__firstQuoteChecks = 0;
  const check = () => {
    window.__firstQuoteChecks += 1;
    const ready = Array.from(document.querySelectorAll('button')).some(
      (button) => (button.textContent || '').trim() === label && !button.disabled,
    );
    if (ready) window.__firstQuoteMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;
