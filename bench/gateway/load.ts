import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LoadFigures {
  rate: number;
  seconds: number;
  'achieved req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
}

export interface Load {
  url: string;
  /** Requests per second, held whatever the answers' latency (latencies corrected for coordinated omission). */
  rate: number;
  seconds: number;
  connections: number;
  body?: string;
  /** Each request takes the next of these bodies instead (written to a file the load's worker reads). */
  bodiesFile?: string;
}

/**
 * Drives one endpoint at a fixed rate (autocannon's overallRate) from a worker thread, so the load does not
 * share the gateway's event loop. Errors: failed connections, timeouts, non-2xx and answers whose respCode
 * is not 200.
 */
export async function driveAt(load: Load): Promise<LoadFigures> {
  // The worker thread gets a copy of the environment when it starts: this is how nextOrder.cjs finds the file.
  if (load.bodiesFile) process.env.BENCH_ORDER_BODIES = load.bodiesFile;
  const result = await autocannon({
    url: load.url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    connections: load.connections,
    overallRate: load.rate,
    duration: load.seconds,
    workers: 1,
    requests: [
      {
        method: 'POST',
        body: load.body,
        ...(load.bodiesFile ? { setupRequest: path.join(here, 'nextOrder.cjs') } : {}),
      },
    ],
    // In workers mode autocannon takes a module's path where it takes a function.
    verifyBody: path.join(here, 'okAnswer.cjs') as never,
  });
  return {
    rate: load.rate,
    seconds: load.seconds,
    'achieved req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
  };
}
