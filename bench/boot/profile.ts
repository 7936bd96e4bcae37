/**
 * Where /edit's boot spends the main thread, from the navigation to the frame that shows the first quote
 * (bench/firstQuote.ts's probe): the app built with source maps into a folder of its own and served by the
 * gateway, a fresh phone page per run at a CPU slowdown. Per run, the main thread's time by kind of work
 * (style, layout, paint, compile, script, HTML parsing, GC: trace thread time, which holds under load);
 * over all runs, JavaScript self time by package and by function, named by the original sources
 * ('(program)' is the renderer's native work, Chromium's CPU throttling included). Optionally writes each
 * run's CPU profile (`--cpu-prof`, open in DevTools' Performance panel); `--keep` keeps the build.
 * `npx tsx bench/boot/profile.ts [runs=3] [cpuRate=4] [--cpu-prof] [--keep]`
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import enUS from '../../src/i18n/messages/en-US.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { firstQuoteProbe, firstQuoteShown } from '../../scripts/firstQuoteProbe.ts';
import { selfTimes } from '../cpuProfile.ts';
import { MAIN_THREAD_CATEGORIES, mainThreadTimes, type TraceEvent } from '../mainThread.ts';
import { profileOptions } from '../profileOptions.ts';
import { slowedPhonePage } from '../picker.ts';

const {
  numbers: [runs = 3, rate = 4],
  cpuProf,
  keepBuild,
} = profileOptions();
const TOP = 25;
/** Runs whose trace missed the navigation's start, run again, before the bench gives up. */
const MAX_LOST_TRACES = 2;

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-profile-'));
const nodeEnv = process.env.NODE_ENV;
await build({ logLevel: 'error', build: { outDir: distDir, emptyOutDir: true, sourcemap: true } });
// Vite's build sets NODE_ENV=production for the process; the gateway is then started as the benches start it.
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

// The gateway (and so React, for its mails) only now: loaded before the build, React would have been its
// development build, and the build's pre-render of Edit would run it with react-dom's production one.
const { startBenchServer } = await import('../server.ts');
const server = await startBenchServer({ DIST_DIR: distDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows = [];
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyMs = 0;
  let lostTraces = 0;
  for (let run = 0; run < runs; run++) {
    const { page, cdp } = await slowedPhonePage(browser, rate);
    await page.addInitScript({ content: firstQuoteProbe(enUS['quote.continue']) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    // blink.user_timing: the navigation's start, where the page's clock (the probe's time) begins.
    await browser.startTracing(page, { categories: [...MAIN_THREAD_CATEGORIES, 'blink.user_timing'] });
    const shown = firstQuoteShown(page, 60_000);
    await page.goto(`${server.origin}/edit`, { waitUntil: 'commit' });
    const firstQuoteMs = Math.round(await shown);
    const { profile } = await cdp.send('Profiler.stop');
    // The renderer's trace events reach the trace in batches: a trace stopped at once can miss the first one.
    await page.waitForTimeout(500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    // The trace's clock is the page's performance clock in µs: the window ends with the first quote's frame.
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith('/edit'),
    )?.ts;
    if (navigation === undefined) {
      // Seen on a loaded machine, the first run after the build: the batch with the navigation came too late.
      await page.context().close();
      if (++lostTraces > MAX_LOST_TRACES)
        throw new Error("the trace has no navigationStart of /edit: cannot tell the boot's window");
      console.warn(`run ${run}: the trace lost the navigation's start; running it again`);
      run--;
      continue;
    }
    rows.push({ run, firstQuoteMs, ...mainThreadTimes(events, navigation + firstQuoteMs * 1000) });
    const times = selfTimes(profile, distDir);
    busyMs += times.busyMs;
    for (const [into, from] of [
      [byPackage, times.byPackage],
      [byFunction, times.byFunction],
    ])
      for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms);
    if (cpuProf) {
      const file = path.join(os.tmpdir(), `boot-${run}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile: ${file}`);
    }
    await page.context().close();
  }
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => ({ name, 'ms per run': Math.round(ms / runs) }));
  console.log(
    `/edit to the first quote, CPU ×${rate}, ${runs} runs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  console.log(`JavaScript profile (to the profile's end): ${Math.round(busyMs / runs)} ms busy per run`);
  console.table(top(byPackage));
  console.table(top(byFunction));
} finally {
  await browser.close();
  await server.close();
  if (keepBuild) console.log(`Build and source maps kept in ${distDir}`);
  else fs.rmSync(distDir, { recursive: true, force: true });
}
