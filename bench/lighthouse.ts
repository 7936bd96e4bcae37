/** Lighthouse (mobile) on the built app served by the gateway: prints score and the core timings per route. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startBenchServer } from './server.ts';

export interface LighthouseFigures {
  route: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function measureLighthouse(routes = ['/edit']): Promise<LighthouseFigures[]> {
  const server = await startBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const result = await lighthouse(`${server.origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const lhr = result!.lhr;
      const num = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? NaN));
      figures.push({
        route,
        score: lhr.categories.performance.score ?? 0,
        fcpMs: num('first-contentful-paint'),
        lcpMs: num('largest-contentful-paint'),
        tbtMs: num('total-blocking-time'),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measureLighthouse(process.argv.slice(2).length ? process.argv.slice(2) : ['/edit']));
}
