/**
 * CPU time the gateway spends per request (issue 12's profiling aid, not a figure of the table): starts the
 * bench gateway in this process, drives one endpoint from a separate process (autocannon, as many requests as
 * it can take over a few connections), and divides the gateway process's CPU time (process.cpuUsage, user +
 * system, its background writes included) by the answers it gave. Run it under `node --cpu-prof` to see where
 * that time goes:
 *   npx tsx bench/gateway/cpu.ts [offerInquiry|cryptoOrder] [requests] [sqlite|postgres]
 *   npx tsx bench/gateway/cpu.ts offerInquiry 20000 sqlite --profile=/tmp/inquiry.cpuprofile
 * (--profile: a CPU profile of the measured run alone, for Chromium DevTools' Performance panel).
 * LOG_LEVEL is the gateway's own default (info) unless set, so the log's cost is counted as production pays it;
 * the gateway logs to stdout (send it to /dev/null), the figures go to stderr.
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBenchServer } from '../server.ts';
import { orderBodies, INQUIRY } from '../api.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Driven {
  requests: number;
  errors: number;
  'p50 ms': number;
  'p99 ms': number;
}

/** Child side: autocannon at full speed for `amount` requests, its figures as one JSON line. */
async function drive(url: string, amount: number, connections: number, bodiesFile?: string) {
  const { default: autocannon } = await import('autocannon');
  type Options = Parameters<typeof autocannon>[0];
  const bodies = bodiesFile ? (JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as string[]) : undefined;
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    connections,
    amount,
    body: bodies ? undefined : new URLSearchParams({ ...INQUIRY, getCurrencyAmount: '' }).toString(),
    requests: bodies
      ? [{ method: 'POST', setupRequest: (request: object) => ({ ...request, body: bodies[next++] }) }]
      : undefined,
    verifyBody: (body: string) => /"respCode":200[,}]/.test(body),
  } as Options);
  const figures: Driven = {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
  };
  console.log(`DRIVEN ${JSON.stringify(figures)}`);
}

function driveFromChild(url: string, amount: number, connections: number, bodiesFile?: string) {
  return new Promise<Driven>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--drive',
        url,
        String(amount),
        String(connections),
      ].concat(bodiesFile ? [bodiesFile] : []),
      { cwd: path.resolve(here, '../..'), stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('DRIVEN '));
      if (code !== 0 || !line) reject(new Error(`load process exited ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line.slice('DRIVEN '.length)) as Driven);
    });
  });
}

async function measure(endpoint: 'offerInquiry' | 'cryptoOrder', requests: number, database: string) {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (database === 'postgres' && !databaseUrl) throw new Error('no PostgreSQL (DATABASE_URL unset)');
  const server = await startBenchServer({
    QUOTE_TTL_SECONDS: '600',
    RISK_ORDERS_PER_HOUR: '100000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATABASE_URL: database === 'postgres' ? databaseUrl! : '',
  });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-'));
  try {
    const url = `${server.origin}${server.app.config.apiBase}/${endpoint}`;
    const bodiesFor = (name: string, count: number) => {
      if (endpoint !== 'cryptoOrder') return undefined;
      const file = path.join(scratch, `${name}.json`);
      fs.writeFileSync(file, JSON.stringify(orderBodies(server, count)));
      return file;
    };
    const connections = endpoint === 'cryptoOrder' ? 10 : 10;
    const warm = Math.min(2000, Math.ceil(requests / 5));
    const warmBodies = bodiesFor('warm', warm);
    const runBodies = bodiesFor('run', requests);
    await server.app.quotes.flush();
    await driveFromChild(url, warm, connections, warmBodies);
    await server.app.quotes.flush();
    const profile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
    const session = profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    const started = process.cpuUsage();
    const startedAt = performance.now();
    const elu = performance.eventLoopUtilization();
    const stalls = monitorEventLoopDelay({ resolution: 1 });
    stalls.enable();
    const driven = await driveFromChild(url, requests, connections, runBodies);
    await server.app.quotes.flush();
    const cpu = process.cpuUsage(started);
    const seconds = (performance.now() - startedAt) / 1000;
    const { utilization } = performance.eventLoopUtilization(elu);
    stalls.disable();
    if (session && profile) {
      const { profile: taken } = await session.post('Profiler.stop');
      fs.writeFileSync(profile, JSON.stringify(taken));
      session.disconnect();
    }
    const result = {
      endpoint,
      database,
      ...driven,
      'req/s': Math.round(driven.requests / seconds),
      'CPU µs/request': Math.round((cpu.user + cpu.system) / driven.requests),
      'of which system': Math.round(cpu.system / driven.requests),
      'event loop busy': Number(utilization.toFixed(2)),
      // The event loop's own time: CPU µs/request also counts the threads' (the quote writer's, on SQLite).
      'event loop µs/request': Math.round((utilization * seconds * 1e6) / driven.requests),
      'longest stall ms': Math.round(stalls.max / 1e6),
      load: os.loadavg()[0].toFixed(2),
    };
    console.error(JSON.stringify(result));
    return result;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--drive') {
    const [url, amount, connections, bodiesFile] = process.argv.slice(3);
    await drive(url, Number(amount), Number(connections), bodiesFile);
  } else {
    const [endpoint = 'offerInquiry', requests = '20000', database = 'sqlite'] = process.argv
      .slice(2)
      .filter((arg) => !arg.startsWith('--'));
    await measure(endpoint as 'offerInquiry' | 'cryptoOrder', Number(requests), database);
  }
}
