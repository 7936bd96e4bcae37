/**
 * The load of bench/gateway/load.ts, in a worker thread of its own: requests sent at a fixed rate whatever the
 * answers do (open loop), each timed from the moment the schedule sent it (not from when a connection was
 * free to take it), over a pool of keep-alive connections (undici). With a warm-up, it first drives the same
 * rate for warmUpSeconds over the same connections without timing, tells the parent ('warmed') and waits for
 * its go; then posts the measured span's figures.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import type { Load } from './load.ts';

/** An answer slower than this counts as an error (a timeout), and the run stops waiting for it. */
const TIMEOUT_MS = 10_000;

/** What the worker posts: 'warmed' after a warm-up (it then waits for any message), then its figures. */
export type FromOpenLoop = { kind: 'warmed' } | ({ kind: 'driven' } & Driven);

export interface Driven {
  /** Milliseconds from each answered request's scheduled send to its whole answer, in the order they ended. */
  latencies: number[];
  errors: number;
  firstError?: string;
  /** Milliseconds from the first scheduled send to the last answer. */
  spanMs: number;
  /** Share of that time this worker's own event loop was busy (the load's own cost, on the same cores). */
  busy: number;
}

/** Sends `count` requests at the load's rate on `pool` (the i-th with body `firstBody + i`) and times them. */
async function sendAtRate(
  pool: Pool,
  load: Load,
  bodies: string[] | undefined,
  count: number,
  firstBody: number,
) {
  const url = new URL(load.url);
  const intervalMs = 1000 / load.rate;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const failed = (reason: string) => {
    errors += 1;
    firstError ??= reason;
  };

  // undici's dispatch (callbacks, no stream per answer): the load's own cost per request is kept small, since it
  // runs on the gateway's cores.
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const path = url.pathname + url.search;
  const send = (index: number, scheduledAt: number) =>
    new Promise<void>((resolve) => {
      let status = 0;
      const chunks: Buffer[] = [];
      pool.dispatch(
        {
          path,
          method: 'POST',
          headers,
          body: bodies ? bodies[(firstBody + index) % bodies.length] : load.body,
        },
        {
          // undici takes a handler for this (newer) interface by its onRequestStart.
          onRequestStart: () => {},
          onResponseStart: (_controller, statusCode) => {
            status = statusCode;
          },
          onResponseData: (_controller, chunk) => {
            chunks.push(chunk);
          },
          onResponseEnd: () => {
            latencies.push(performance.now() - scheduledAt);
            const text = Buffer.concat(chunks).toString();
            if (status !== 200) failed(`HTTP ${status}: ${text.slice(0, 200)}`);
            else if (!/"respCode":200[,}]/.test(text)) failed(`answer ${text.slice(0, 200)}`);
            resolve();
          },
          onResponseError: (_controller, error) => {
            failed(error.message);
            resolve();
          },
        },
      );
    });

  const startedAt = performance.now();
  const idleBefore = performance.eventLoopUtilization();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  // Each turn sends every request whose time has come; a late turn sends the ones it missed at once, and
  // their latency still counts from their scheduled time.
  await new Promise<void>((resolve) => {
    const turn = () => {
      const now = performance.now();
      while (next < count && startedAt + next * intervalMs <= now) {
        inFlight.push(send(next, startedAt + next * intervalMs));
        next += 1;
      }
      if (next < count) setTimeout(turn, Math.max(0, startedAt + next * intervalMs - performance.now()));
      else resolve();
    };
    turn();
  });
  await Promise.all(inFlight);
  const spanMs = performance.now() - startedAt;
  const busy = performance.eventLoopUtilization(idleBefore).utilization;
  return { latencies, errors, firstError, spanMs, busy };
}

async function drive(load: Load): Promise<Driven> {
  const pool = new Pool(new URL(load.url).origin, {
    connections: load.connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const bodies = load.bodiesFile
    ? (JSON.parse(fs.readFileSync(load.bodiesFile, 'utf8')) as string[])
    : undefined;
  // A fresh thread's first requests wait on its own cold code (undici, this file): timed from a cold thread,
  // every request of the first 200 ms at 2,000 req/s took over 10 ms (2% of a 10 s run's samples, so they
  // made its p99) against a gateway already warm. The warm-up warms this thread too, and is not timed.
  const warmUp = Math.round(load.rate * (load.warmUpSeconds ?? 0));
  if (warmUp > 0) {
    await sendAtRate(pool, load, bodies, warmUp, 0);
    parentPort!.postMessage({ kind: 'warmed' } satisfies FromOpenLoop);
    await once(parentPort!, 'message');
  }
  const driven = await sendAtRate(pool, load, bodies, Math.round(load.rate * load.seconds), warmUp);
  await pool.close();
  return driven;
}

parentPort!.postMessage({ kind: 'driven', ...(await drive(workerData as Load)) } satisfies FromOpenLoop);
