import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startBenchServer } from './server.ts';

/**
 * The built app served by the gateway on loopback (startBenchServer, a throwaway database) and Debian's
 * Chromium, for `measure`; both closed afterwards, whatever happens.
 */
export async function withAppInBrowser<T>(
  measure: (origin: string, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = await startBenchServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return await measure(server.origin, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
