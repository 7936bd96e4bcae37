/**
 * Lighthouse (mobile emulation, simulated throttling) on the built app served by the gateway: `runs` runs
 * per route (default 5), the median of each figure. A run that could not measure the page (Lighthouse's
 * runtimeError, no performance score, a timing that is not a number) throws with Lighthouse's own words
 * instead of reporting 0 and NaN; one whose error Lighthouse itself says to run again (its trace missed
 * the page's start, as happens on a loaded machine) is run again, at most twice, and counted.
 *
 * With `throttling: 'devtools'` the page loads with the same slow network and CPU applied for real instead.
 * Lighthouse's simulation (Lantern) puts in its first paint every high-priority script that finished
 * loading before the first paint it observed, unless it saw the script's evaluation begin after that paint,
 * which it never sees of a module (it reads EvaluateScript events only). On loopback the app's code has
 * always arrived by then, so the simulated paints carry all of it, though a phone on that network paints
 * the pre-rendered /edit long before its code arrives.
 *
 * Each run is a first visit: besides what Lighthouse clears itself (the cache, the service worker), local
 * storage is cleared too. Before, the later runs of a route kept what the first had stored (the visitor id),
 * and /edit's pre-rendered page then worked as on a later visit: its first requests had not gone out with
 * it. Lantern counts those requests in the simulated paints when they end before the paint it observed.
 *
 * Alone: `npx tsx bench/lighthouse.ts [runs] [route…] [--devtools]` (build first).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './median.ts';
import { startBenchServer } from './server.ts';

/** The storage Lighthouse clears before each run by default (its settings' clearStorageTypes). */
const LIGHTHOUSE_CLEARS = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's throttling: simulated from an unthrottled load (its default), or applied while loading. */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseFigures extends LighthouseRun {
  route: string;
  throttling: Throttling;
  runs: number;
  /** Every run's score, in order (the spread says how much the machine's load moved them). */
  scores: number[];
  /** The machine's 1-minute load average when the runs ended (Lighthouse's timings grow with it). */
  load1m: number;
  /** Runs Lighthouse could not measure and asked to run again (not in the figures). */
  runAgain: number;
}

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export class LighthouseError extends Error {
  constructor(
    message: string,
    /** Lighthouse's own words say to run it again: the run failed, not the page. */
    readonly runAgain = false,
  ) {
    super(message);
  }
}

/** A run Lighthouse asks to repeat is tried this many times in all before the benchmark fails. */
const ATTEMPTS = 3;

type Result = Awaited<ReturnType<typeof lighthouse>>;

/** The figures of one Lighthouse result, or an error that says why there are none. */
export function figuresOf(result: Result, url: string): LighthouseRun {
  const lhr = result?.lhr;
  if (!lhr) throw new LighthouseError(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) {
    throw new LighthouseError(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`,
      /run Lighthouse again/i.test(lhr.runtimeError.message),
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    const warnings = lhr.runWarnings.length ? ` (${lhr.runWarnings.join('; ')})` : '';
    throw new LighthouseError(`Lighthouse gave ${url} no performance score${warnings}`);
  }
  const run = { score } as LighthouseRun;
  for (const [key, id] of Object.entries(AUDITS) as Array<[keyof typeof AUDITS, string]>) {
    const audit = lhr.audits[id];
    const value = audit?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new LighthouseError(
        `Lighthouse has no ${id} for ${url}: ${audit?.errorMessage ?? 'the audit did not run'}`,
      );
    }
    run[key] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  return run;
}

/** One run's figures, the run repeated while Lighthouse asks for it (ATTEMPTS in all). */
async function measureOnce(
  url: string,
  port: number,
  throttling: Throttling,
): Promise<{ run: LighthouseRun; runAgain: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: throttling,
        // Each run a first visit (above).
        clearStorageTypes: [...LIGHTHOUSE_CLEARS, 'local_storage', 'indexeddb'],
      });
      return { run: figuresOf(result, url), runAgain: attempt - 1 };
    } catch (error) {
      if (!(error instanceof LighthouseError && error.runAgain) || attempt === ATTEMPTS) throw error;
      console.error(`${error.message} (attempt ${attempt} of ${ATTEMPTS}: running it again)`);
    }
  }
}

export async function measureLighthouse(
  routes = ['/edit'],
  runs = 5,
  throttling: Throttling = 'simulate',
): Promise<LighthouseFigures[]> {
  const server = await startBenchServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const url = `${server.origin}${route}`;
      const results: LighthouseRun[] = [];
      let runAgain = 0;
      for (let run = 0; run < runs; run++) {
        const measured = await measureOnce(url, chrome.port, throttling);
        results.push(measured.run);
        runAgain += measured.runAgain;
      }
      const pick = (key: keyof LighthouseRun) => median(results.map((result) => result[key]));
      figures.push({
        route,
        throttling,
        runs,
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        scores: results.map((result) => result.score),
        load1m: Math.round(os.loadavg()[0] * 10) / 10,
        runAgain,
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const [runs, ...routes] = args.filter((arg) => arg !== '--devtools');
  const throttling = args.includes('--devtools') ? 'devtools' : 'simulate';
  try {
    console.table(await measureLighthouse(routes.length ? routes : ['/edit'], Number(runs) || 5, throttling));
  } catch (error) {
    console.error(`✗ ${error instanceof LighthouseError ? error.message : (error as Error).stack}`);
    process.exit(1);
  }
}
