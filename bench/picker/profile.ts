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

const [items = 10000, rate = 1] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map(Number);
const cpuProf = process.argv.includes('--cpu-prof');
const keepBuild = process.argv.includes('--keep');
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

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  tdur?: number;
  dur?: number;
  args?: { name?: string };
}

// Each task is one RunTask (Chromium nests a ThreadControllerImpl::RunTask of the same length in most).
const TASKS = ['RunTask'];

/** Main-thread CPU ms of `work`: all tasks, and the part of them in style, layout, paint and script compilation. */
async function cpuOf(page: Page, label: string, work: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  if (cpuProf) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  await work();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  if (cpuProf) {
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(os.tmpdir(), `picker-${label}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file}`);
  }
  // The page's renderer (a navigation may have left about:blank's): the renderer main thread that worked most.
  const tasks = (tid: number) =>
    events.filter((e) => e.tid === tid && e.ph === 'X' && TASKS.includes(e.name)).map((e) => e.tdur ?? 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ tid: e.tid, cpu: tasks(e.tid).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.cpu - a.cpu)[0]?.tid;
  // Outermost events only: a layer's Paint holds the Paint of the layers it contains (the list's scroller
  // inside the popup's sheet inside the document), which summed as they came counted paint up to three times.
  const sum = (names: string[]) => {
    const matching = events
      .filter((e) => e.tid === main && e.ph === 'X' && names.includes(e.name))
      .sort((a, b) => a.ts - b.ts);
    let total = 0;
    let end = -Infinity;
    for (const e of matching) {
      if (e.ts < end) continue;
      total += e.tdur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
    return total / 1000;
  };
  const longest = main === undefined ? [] : tasks(main).sort((a, b) => b - a);
  return {
    phase: label,
    cpuMs: Math.round(sum(TASKS)),
    longestTasksMs: longest
      .slice(0, 4)
      .map((us) => Math.round(us / 1000))
      .join(' '),
    styleMs: Math.round(sum(['UpdateLayoutTree'])),
    layoutMs: Math.round(sum(['Layout'])),
    paintMs: Math.round(sum(['Paint', 'PrePaint', 'Layerize', 'Commit'])),
    compileMs: Math.round(sum(['v8.compile', 'V8.CompileCode', 'v8.parseOnBackground'])),
  };
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
