/**
 * Navigation → first quote shown: the built app served by the gateway, Chromium with a phone viewport and
 * 4× CPU slowdown (no network throttling), a fresh page each run; the time from the navigation's start to
 * the frame in which the quote screen's Continue button is enabled (a quote with time left). Median of
 * `runs` (default 3). And the same on a later visit over Slow 4G (measureLaterVisitQuote).
 * Alone: `npx tsx bench/firstQuote.ts [runs]` (build first): both.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import enUS from '../src/i18n/messages/en-US.json' with { type: 'json' };
import { firstQuoteProbe, firstQuoteShown, type FirstQuoteWindow } from '../scripts/firstQuoteProbe.ts';
import { VISITOR_ID_KEY } from '../src/platform/tracking.ts';
import { withAppInBrowser } from './appInBrowser.ts';
import { median } from './median.ts';
import { SLOW_4G } from './nextStep.ts';
import { PHONE_PAGE, slowCpu, slowedPhonePage } from './picker.ts';
import { whenRunAlone } from './runAlone.ts';

export interface FirstQuoteFigures {
  cpu: string;
  runs: number;
  medianMs: number;
  /** Every run's time, in order. */
  timesMs: number[];
  load1m: number;
}

const TIMEOUT_MS = 60_000;

/** What the page shows when no enabled Continue came: the probe's state, the buttons, the page's errors. */
async function whyNoQuote(page: Page, error: Error, pageErrors: string[]): Promise<string> {
  const seen = await page
    .evaluate(() => ({
      checks: (window as FirstQuoteWindow).__firstQuoteChecks,
      buttons: Array.from(document.querySelectorAll('button')).map(
        (button) => `${(button.textContent ?? '').trim()}${button.disabled ? ' (disabled)' : ''}`,
      ),
    }))
    .catch(() => undefined);
  return [
    `no enabled '${enUS['quote.continue']}' button on /edit: ${error.message.split('\n')[0]}`,
    seen?.checks ? `the probe checked ${seen.checks} frames` : 'the probe never ran a check',
    `buttons: ${seen?.buttons.join(' | ') || 'none'}`,
    ...pageErrors.map((message) => `page error: ${message}`),
  ].join('; ');
}

/** Opens /edit on `page` and takes the time from the navigation's start to the first quote shown. */
async function timeFirstQuote(page: Page, origin: string): Promise<number> {
  // Records, from the page's first script on, the first frame with an enabled Continue button.
  await page.addInitScript({ content: firstQuoteProbe(enUS['quote.continue']) });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const shown = firstQuoteShown(page, TIMEOUT_MS);
  await page.goto(`${origin}/edit`, { waitUntil: 'commit' });
  try {
    return Math.round(await shown);
  } catch (error) {
    throw new Error(await whyNoQuote(page, error as Error, pageErrors));
  }
}

const figuresOf = (timesMs: number[], rate: number): FirstQuoteFigures => ({
  cpu: `${rate}×`,
  runs: timesMs.length,
  medianMs: median(timesMs),
  timesMs,
  load1m: Math.round(os.loadavg()[0] * 10) / 10,
});

export async function measureFirstQuote(runs = 3, rate = 4): Promise<FirstQuoteFigures> {
  return withAppInBrowser(async (origin, browser) => {
    const timesMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { page } = await slowedPhonePage(browser, rate);
      timesMs.push(await timeFirstQuote(page, origin));
      await page.close();
    }
    return figuresOf(timesMs, rate);
  });
}

/**
 * The same on a later visit, as a buyer coming back in a new tab meets it: the app's code in the browser's
 * cache and, in storage, only what a first visit leaves there (its visitor id), over Slow 4G (as nextStep.ts).
 * Each run first opens /edit at full speed and waits for the visitor id to be kept.
 */
export async function measureLaterVisitQuote(runs = 3, rate = 4): Promise<FirstQuoteFigures> {
  return withAppInBrowser(async (origin, browser) => {
    const timesMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(PHONE_PAGE);
      const firstVisit = await context.newPage();
      await firstVisit.goto(`${origin}/edit`);
      await firstVisit.waitForFunction((key) => localStorage.getItem(key) !== null, VISITOR_ID_KEY, {
        timeout: TIMEOUT_MS,
      });
      await firstVisit.close();
      const page = await context.newPage();
      const cdp = await slowCpu(page, rate);
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      timesMs.push(await timeFirstQuote(page, origin));
      await context.close();
    }
    return figuresOf(timesMs, rate);
  });
}

await whenRunAlone(import.meta.url, 'firstQuote', async () => {
  const runs = Number(process.argv[2]) || 3;
  return [
    { visit: 'first', ...(await measureFirstQuote(runs)) },
    { visit: 'later, Slow 4G', ...(await measureLaterVisitQuote(runs)) },
  ];
});
