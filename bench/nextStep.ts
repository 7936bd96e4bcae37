/**
 * Continue → the next step shown, as a buyer on a slow phone meets it: the built app served by the gateway,
 * Chromium with a phone viewport, 4× CPU and Lighthouse's Slow 4G (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) applied, a fresh page each run. Each run waits on /edit for the first quote and for the
 * network to settle (the idle-time fetches done), taps Continue and takes the time from that tap to the frame
 * that shows Select Offer's heading; then, the network settled again, the same from Select Offer's Continue
 * to Submit Address's heading; then, an address typed and the self-hosted wallet picked, from Confirm to
 * Wait Payment's heading (the order made on the way: one request of the gateway's). Median of `runs`
 * (default 3). Alone: `npx tsx bench/nextStep.ts [runs]` (build first).
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import enUS from '../src/i18n/messages/en-US.json' with { type: 'json' };
import { median } from './median.ts';
import { slowedPhonePage } from './picker.ts';
import { withAppInBrowser } from './appInBrowser.ts';
import { whenRunAlone } from './runAlone.ts';

export interface NextStepFigures {
  runs: number;
  /** Quote screen's Continue → Select Offer's heading: median, then every run in order. */
  toOffersMs: number;
  toOffersRunsMs: number[];
  /** Select Offer's Continue → Submit Address's heading. */
  toAddressMs: number;
  toAddressRunsMs: number[];
  /** Submit Address's Confirm → Wait Payment's heading (the order is created between them). */
  toCheckoutMs: number;
  toCheckoutRunsMs: number[];
  load1m: number;
}

/** A receiving address the gateway accepts (each run is a fresh buyer: nothing remembers it). */
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** Lighthouse's Slow 4G figures, applied as they are: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 204_800,
  uploadThroughput: 96_000,
};
const TIMEOUT_MS = 30_000;
/** Playwright's 'networkidle' waits for the page's load only: a step shown later is settled by this instead. */
const QUIET_MS = 500;

/**
 * Starts timing in the page: from the next trusted click to the first animation frame with a heading whose
 * text starts with `heading`. Source text, as the first-quote probe is (scripts/firstQuoteProbe.ts says why).
 */
const stepProbe = (heading: string) => `new Promise((resolve) => {
  const heading = ${JSON.stringify(heading)};
  document.addEventListener('click', (event) => {
    const clickedAt = event.timeStamp;
    const check = () => {
      const shown = Array.from(document.querySelectorAll('h1, h2')).some((element) =>
        (element.textContent || '').trim().startsWith(heading),
      );
      if (shown) resolve(performance.now() - clickedAt);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
})`;

/** Tracks the page's requests in flight: `quiet()` resolves once none has been for `QUIET_MS`. */
function networkOf(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async () => {
      const started = Date.now();
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() - started > TIMEOUT_MS)
          throw new Error(`the network never settled (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Taps the button named `label` once the network has settled, and resolves with the time until `heading` is shown. */
async function continueTo(
  page: Page,
  network: ReturnType<typeof networkOf>,
  label: string,
  heading: string,
): Promise<number> {
  await network.quiet();
  const shown = page.evaluate(stepProbe(heading)) as Promise<number>;
  await page.getByRole('button', { name: label }).click();
  const ms = await Promise.race([
    shown,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`'${heading}' was not shown ${TIMEOUT_MS} ms after Continue`)),
        TIMEOUT_MS,
      ),
    ),
  ]);
  if (!Number.isFinite(ms) || ms <= 0) throw new Error(`no time measured to '${heading}' (${ms})`);
  return Math.round(ms);
}

export async function measureNextStep(runs = 3, rate = 4): Promise<NextStepFigures> {
  return withAppInBrowser(async (origin, browser) => {
    const toOffersRunsMs: number[] = [];
    const toAddressRunsMs: number[] = [];
    const toCheckoutRunsMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { page, cdp } = await slowedPhonePage(browser, rate);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      const network = networkOf(page);
      await page.goto(`${origin}/edit`, { waitUntil: 'commit' });
      await page
        .getByRole('button', { name: enUS['quote.continue'] })
        .and(page.locator(':enabled'))
        .waitFor({ timeout: TIMEOUT_MS });
      toOffersRunsMs.push(
        await continueTo(page, network, enUS['quote.continue'], enUS['order.selectOffer.heading']),
      );
      const addressHeading = enUS['order.submitAddress.heading'].split('{')[0].trimEnd();
      toAddressRunsMs.push(await continueTo(page, network, enUS['order.flow.continue'], addressHeading));
      await page
        .getByRole('textbox', { name: enUS['components.addressField.label'].replace('{symbol}', 'BTC') })
        .fill(BTC_ADDRESS);
      await page.getByRole('radio', { name: enUS['forms.walletType.walletType.selfHosted'] }).check();
      const checkoutHeading = enUS['order.waitPayment.title'].split('{')[0].trimEnd();
      toCheckoutRunsMs.push(
        await continueTo(page, network, enUS['order.confirmAddress.confirm'], checkoutHeading),
      );
      await page.close();
    }
    return {
      runs,
      toOffersMs: median(toOffersRunsMs),
      toOffersRunsMs,
      toAddressMs: median(toAddressRunsMs),
      toAddressRunsMs,
      toCheckoutMs: median(toCheckoutRunsMs),
      toCheckoutRunsMs,
      load1m: Math.round(os.loadavg()[0] * 10) / 10,
    };
  });
}

await whenRunAlone(import.meta.url, 'nextStep', () => measureNextStep(Number(process.argv[2]) || 3));
