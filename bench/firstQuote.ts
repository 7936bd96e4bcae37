/**
 * Navigation → first quote shown: the built app served by the gateway, Chromium with a phone viewport and
 * 4× CPU slowdown (no network throttling), a fresh page each run; the time from the navigation's start to
 * the frame in which the quote screen's Continue button is enabled (a quote with time left). Median of
 * `runs` (default 3). Alone: `npx tsx bench/firstQuote.ts [runs]` (build first).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import enUS from '../src/i18n/messages/en-US.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startBenchServer } from './server.ts';

export interface FirstQuoteFigures {
  cpu: string;
  runs: number;
  medianMs: number;
  /** Every run's time, in order. */
  timesMs: number[];
  load1m: number;
}

const TIMEOUT_MS = 60_000;

export async function measureFirstQuote(runs = 3, rate = 4): Promise<FirstQuoteFigures> {
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
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
      await page.addInitScript((label: string) => {
        const check = () => {
          const ready = [...document.querySelectorAll('button')].some(
            (button) => button.textContent?.trim() === label && !button.disabled,
          );
          if (ready) (window as unknown as { __firstQuoteMs?: number }).__firstQuoteMs = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, enUS['quote.continue']);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${server.origin}/edit`);
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstQuoteMs?: number }).__firstQuoteMs,
        undefined,
        {
          timeout: TIMEOUT_MS,
          polling: 100,
        },
      );
      timesMs.push(Math.round(Number(await handle.jsonValue())));
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
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table([await measureFirstQuote(Number(process.argv[2]) || 3)]);
}
