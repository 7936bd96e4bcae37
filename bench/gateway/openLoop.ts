/**
 * The load of bench/gateway/load.ts, in a worker thread of its own: requests sent at a fixed rate whatever the
 * answers do (open loop), each timed from the moment the schedule sent it (not from when a connection was
 * free to take it), over a pool of keep-alive connections (undici). Posts its figures to the parent.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import type { Load } from './load.ts';

/** An answer slower than this counts as an error (a timeout), and the run stops waiting for it. */
const TIMEOUT_MS = 10_000;

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

async function drive(load: Load): Promise<Driven> {
  const url = new URL(load.url);
  const pool = new Pool(url.origin, {
    connections: load.connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const bodies = load.bodiesFile
    ? (JSON.parse(fs.readFileSync(load.bodiesFile, 'utf8')) as string[])
    : undefined;
  const total = Math.round(load.rate * load.seconds);
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
        { path, method: 'POST', headers, body: bodies ? bodies[index % bodies.length] : load.body },
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
      while (next < total && startedAt + next * intervalMs <= now) {
        inFlight.push(send(next, startedAt + next * intervalMs));
        next += 1;
      }
      if (next < total) setTimeout(turn, Math.max(0, startedAt + next * intervalMs - performance.now()));
      else resolve();
    };
    turn();
  });
  await Promise.all(inFlight);
  const spanMs = performance.now() - startedAt;
  const busy = performance.eventLoopUtilization(idleBefore).utilization;
  await pool.close();
  return { latencies, errors, firstError, spanMs, busy };
}

parentPort!.postMessage(await drive(workerData as Load));
