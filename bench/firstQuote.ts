/**
 * Navigation → first quote shown: the built app served by the gateway, Chromium with a phone viewport and
 * 4× CPU slowdown (no network throttling), a fresh page each run; the time from the navigation's start to
 * the frame in which the quote screen's Continue button is enabled (a quote with time left). Median of
 * `runs` (default 3). Alone: `npx tsx bench/firstQuote.ts [runs]` (build first).
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import enUS from '../src/i18n/messages/en-US.json' with { type: 'json' };
import { firstQuoteProbe, firstQuoteShown, type FirstQuoteWindow } from '../scripts/firstQuoteProbe.ts';
import { withAppInBrowser } from './appInBrowser.ts';
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

export async function measureFirstQuote(runs = 3, rate = 4): Promise<FirstQuoteFigures> {
  return withAppInBrowser(async (origin, browser) => {
    const timesMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      });
      const page = await context.newPage();
      // Records, from the page's first script on, the first frame with an enabled Continue button.
      await page.addInitScript({ content: firstQuoteProbe(enUS['quote.continue']) });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const shown = firstQuoteShown(page, TIMEOUT_MS);
      await page.goto(`${origin}/edit`, { waitUntil: 'commit' });
      try {
        timesMs.push(Math.round(await shown));
      } catch (error) {
        throw new Error(await whyNoQuote(page, error as Error, pageErrors));
      }
      await context.close();
    }
    const sorted = [...timesMs].sort((a, b) => a - b);
    return {
      cpu: `${rate}×`,
      runs,
      medianMs: sorted[Math.floor(sorted.length / 2)],
      timesMs,
      load1m: Math.round(os.loadavg()[0] * 10) / 10,
    };
  });
}

await whenRunAlone(import.meta.url, 'firstQuote', () => measureFirstQuote(Number(process.argv[2]) || 3));
