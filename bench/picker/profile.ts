/**
 * Where the picker's time goes, in main-thread CPU time (trace events' thread time, which holds when other
 * processes share the CPU, unlike wall-clock figures): the first opening, a later one, and typing the bench's
 * queries, on the bench page (production build, unminified for readable names). Optionally writes a CPU
 * profile of each phase (`--cpu-prof`, open in DevTools' Performance panel); `--keep` keeps the build and its
 * source maps and prints where, to map a profile's positions to the sources.
 * `--mount=app|open|page` mounts the picker as bench/picker.ts's case option does (default app, as the quote screen).
 * `npx tsx bench/picker/profile.ts [items=10000] [cpuRate=1] [--mount=app] [--cpu-prof] [--keep]`
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { slowedPhonePage } from '../picker.ts';
import { MAIN_THREAD_CATEGORIES, mainThreadTimes, type TraceEvent } from '../mainThread.ts';
import { profileOptions } from '../profileOptions.ts';

const {
  numbers: [items = 10000, rate = 1],
  cpuProf,
  keepBuild,
} = profileOptions();
const mount = process.argv.find((a) => a.startsWith('--mount='))?.slice('--mount='.length) ?? 'app';
const pageDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picker-profile-'));
await build({
  configFile: false,
  root: pageDir,
  logLevel: 'error',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, minify: false, sourcemap: true },
});
const server = http.createServer((request, response) => {
  const name = new URL(request.url ?? '/', 'http://x').pathname;
  const file = path.join(outDir, path.normalize(name));
  const target =
    file.startsWith(outDir) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ? file
      : path.join(outDir, 'index.html');
  response.writeHead(200, { 'content-type': target.endsWith('.js') ? 'text/javascript' : 'text/html' });
  fs.createReadStream(target).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Main-thread CPU ms of `work`: all tasks, and the part of them in each kind of work (bench/mainThread.ts). */
async function cpuOf(page: Page, label: string, work: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  if (cpuProf) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
  await work();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  if (cpuProf) {
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(os.tmpdir(), `picker-${label}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file}`);
  }
  return { phase: label, ...mainThreadTimes(events) };
}

try {
  const { page } = await slowedPhonePage(browser, rate);
  const rows = [];
  rows.push(
    await cpuOf(page, 'load', async () => {
      await page.goto(`http://127.0.0.1:${port}/?items=${items}&mount=${mount}`);
      await page.waitForFunction(() => performance.getEntriesByName('page-shown').length > 0);
    }),
  );
  // What the picker does in idle time before its first opening (it may have begun during the load).
  rows.push(await cpuOf(page, 'idle', () => page.evaluate(() => window.pickerBench.settle())));
  rows.push(await cpuOf(page, 'first-open', () => page.evaluate(() => window.pickerBench.open())));
  await page.evaluate(() => window.pickerBench.close());
  rows.push(await cpuOf(page, 'second-open', () => page.evaluate(() => window.pickerBench.open())));
  rows.push(
    await cpuOf(page, 'typing', async () => {
      for (const query of ['usdt', 'bnb', 'eth', 'sol', 'zzz'])
        await page.evaluate((text) => window.pickerBench.type(text), query);
    }),
  );
  console.log(
    `${items} items, mounted ${mount}, CPU ×${rate}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  server.close();
  if (keepBuild) console.log(`Build and source maps kept in ${outDir}`);
  else fs.rmSync(outDir, { recursive: true, force: true });
}
