import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './addressGuard.ts';

/** Bytes of a receiver's answer kept with the attempt. */
export const KEPT_ANSWER_BYTES = 300;

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
 * gives up after timeoutMs whatever stage it is at, and keeps only the first bytes of the answer.
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
      clearTimeout(timer);
      resolve({ ...result, latencyMs: latency() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const answer = Buffer.concat(chunks).subarray(0, KEPT_ANSWER_BYTES).toString('utf8');
          finish({ status: response.statusCode, answer });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < KEPT_ANSWER_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= KEPT_ANSWER_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ error: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
