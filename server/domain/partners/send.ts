import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './addressGuard.ts';

/** Bytes of a receiver's answer kept with the attempt. */
export const KEPT_ANSWER_BYTES = 300;

/** Bytes of an answer read past the kept ones to return its connection to the pool; a longer one is cut. */
const DRAINED_ANSWER_BYTES = 64 * 1024;

/**
 * Kept-alive connections, one pool per checked address (and TLS name): a connection is only reused for the
 * address it was checked for, so a host name that now resolves elsewhere gets a new, checked connection.
 */
const agents = new Map<string, http.Agent>();
const MAX_AGENTS = 256;
function agentFor(target: CheckedTarget): http.Agent {
  const secure = target.url.protocol === 'https:';
  const key = `${target.url.protocol}//${target.address}:${target.url.port}/${target.url.hostname}`;
  let agent = agents.get(key);
  if (!agent) {
    if (agents.size >= MAX_AGENTS) {
      const [stalest, old] = agents.entries().next().value as [string, http.Agent];
      agents.delete(stalest);
      old.destroy();
    }
    const options = {
      keepAlive: true,
      maxSockets: 64,
      maxFreeSockets: 64,
      timeout: 30_000,
      scheduling: 'lifo' as const,
    };
    agent = secure ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

export interface SendResult {
  /** The HTTP status, or undefined when no answer came. */
  status?: number;
  /** The first KEPT_ANSWER_BYTES bytes of the answer (text). */
  answer?: string;
  error?: string;
  latencyMs: number;
}

/**
 * POSTs a webhook to a checked target: connects to the checked address only (the URL's host name is kept
 * for TLS and the Host header), follows no redirect (a 3xx is an answer like any other, not a success),
 * gives up after timeoutMs whatever stage it is at, and keeps only the first bytes of the answer. The
 * connection is kept alive for the next webhook to the same address (the answer read to its end, up to
 * DRAINED_ANSWER_BYTES).
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, latencyMs: latency() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agentFor(target),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const answer = Buffer.concat(chunks).subarray(0, KEPT_ANSWER_BYTES).toString('utf8');
          finish({ status: response.statusCode, answer });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < KEPT_ANSWER_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= KEPT_ANSWER_BYTES) done();
          if (kept > DRAINED_ANSWER_BYTES) response.destroy();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ error: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ error: error.message.slice(0, 300) }));
    // Done with the connection (answer read, cut, or failed): the time-out no longer applies.
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}
