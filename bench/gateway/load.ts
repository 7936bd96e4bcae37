import { Worker } from 'node:worker_threads';
import type { FromOpenLoop } from './openLoop.ts';

const OPEN_LOOP = new URL('./openLoop.ts', import.meta.url).href;

export interface LoadFigures {
  rate: number;
  seconds: number;
  'achieved req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
  /** Share of the run the load's own thread was busy: it shares the gateway's two cores. */
  'load thread busy': number;
}

export interface Load {
  url: string;
  /** Requests per second, each sent at its time whatever the answers' latency (open loop). */
  rate: number;
  seconds: number;
  /** Keep-alive connections the requests are spread over (a request waits for a free one, on its clock). */
  connections: number;
  body?: string;
  /** Each request takes the next of these bodies instead (a JSON list in a file the worker reads). */
  bodiesFile?: string;
  /** Seconds driven first at the same rate over the same connections, untimed: the gateway and the load warm. */
  warmUpSeconds?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * Drives one endpoint at a fixed rate from a worker thread (bench/gateway/openLoop.ts), so the load does not
 * share the gateway's event loop. The goal's "p99 at a fixed rate" is measured as it reads: request i is due
 * at i / rate seconds and its latency runs from then to its whole answer, so an answer held up by the ones
 * before it, or by a busy connection, counts all its waiting (no coordinated omission), and nothing is
 * added that did not happen.
 *
 * It replaced autocannon's overallRate here, which measured something else: each connection sent its share
 * of a second (rate / connections requests) back to back as soon as the second began, then waited for the
 * next second, so at 2,000 req/s over 50 connections every second began with 50 requests at once and queued
 * the rest behind them; and it then added, for every answer slower than 1 ms (its expected interval,
 * ceil(1 / per-connection rate)), one made-up sample per further millisecond, which weighted the queue of
 * each burst many times over in its p99. Errors: failed connections, timeouts, non-2xx and answers whose
 * respCode is not 200; a run with no answer at all throws.
 */
export async function driveAt(
  load: Load,
  /** Runs between the warm-up and the timed span (the load waits for it). */
  afterWarmUp: () => Promise<void> = async () => {},
): Promise<LoadFigures> {
  const worker = new Worker(
    // Node 20 does not hand tsx's loader (--import) to worker threads: the worker registers it first.
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => { tsx.register(); return import(${JSON.stringify(OPEN_LOOP)}); })`,
    { eval: true, workerData: load },
  );
  // Stopped whatever happens: a worker left waiting for its go would keep the process from exiting.
  const driven = await new Promise<Extract<FromOpenLoop, { kind: 'driven' }>>((resolve, reject) => {
    worker.on('message', (message: FromOpenLoop) => {
      if (message.kind === 'driven') resolve(message);
      else afterWarmUp().then(() => worker.postMessage('go'), reject);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited ${code} before its figures`)));
  }).finally(() => worker.terminate());
  if (driven.latencies.length === 0) throw new Error(`no answer at all: ${driven.firstError ?? 'none sent'}`);
  if (driven.errors > 0) console.error(`${driven.errors} errors, the first: ${driven.firstError}`);
  const sorted = Float64Array.from(driven.latencies).sort();
  return {
    rate: load.rate,
    seconds: load.seconds,
    'achieved req/s': Math.round(driven.latencies.length / (driven.spanMs / 1000)),
    'p50 ms': ms(percentile(Array.from(sorted), 50)),
    'p99 ms': ms(percentile(Array.from(sorted), 99)),
    requests: driven.latencies.length,
    errors: driven.errors,
    'load thread busy': Math.round(driven.busy * 100) / 100,
  };
}
