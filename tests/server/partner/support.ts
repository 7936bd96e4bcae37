import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { createApiKey } from '../../../server/domain/partners/keys.ts';
import type { TestGateway } from '../helpers/gateway.ts';
import { getQuote, orderBody, freshBtcAddress, type Created } from '../helpers/orders.ts';

/** A partner API key for the gateway's database (as `npm run partner-keys -- create` makes it). */
export async function partnerKey(gateway: TestGateway, partnerId: string) {
  return (await createApiKey(gateway.app.db, partnerId, 'test', gateway.app.config.clock.now())).token;
}

/** A call of the partner API with a key: the HTTP status and the JSON answer. */
export async function partnerCall<T = Record<string, unknown>>(
  gateway: TestGateway,
  key: string | undefined,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; text: string; json: T & { respCode: number; respMessage: string } }> {
  const res = await gateway.request(`/gateway/partner/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) };
}

/** An order brought by a partner (the buyer's link carried partnerId and reference). */
export async function partnerOrder(
  gateway: TestGateway,
  partnerId: string,
  reference: string,
  extra: Record<string, string> = {},
) {
  const quote = await getQuote(gateway, { partnerId, reference, refererUrl: 'https://partner.example/page' });
  const created = await gateway.post<Created>(
    'cryptoOrder',
    orderBody(quote, {
      partnerId,
      reference,
      refererUrl: 'https://partner.example/page',
      address: freshBtcAddress(),
      ...extra,
    }),
  );
  if (created.respCode !== 200) throw new Error(`order: ${created.respMessage}`);
  return created.data;
}

export interface Received {
  id: string;
  type: string;
  body: {
    type: string;
    timestamp: string;
    data: { sequence: number; orderNo: string; reference: string; order: { status: string } } & Record<
      string,
      unknown
    >;
  };
  raw: string;
  at: number;
}

/**
 * A partner's webhook receiver on loopback: verifies every delivery with the standardwebhooks package and
 * the endpoint's secret (set once the endpoint exists), answers `answer()`'s status, and keeps what it got.
 */
export async function startReceiver(options: { port?: number; secret?: string } = {}) {
  const received: Received[] = [];
  const verified: string[] = [];
  const inFlight = new Map<string, number>();
  let maxConcurrentPerId = 0;
  let secret: string | undefined = options.secret;
  let answer: (id: string, body: Received['body']) => number | Promise<number> = () => 200;
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      const now = (inFlight.get(id) ?? 0) + 1;
      inFlight.set(id, now);
      maxConcurrentPerId = Math.max(maxConcurrentPerId, now);
      let status = 400;
      try {
        if (!secret) throw new Error('no secret yet');
        const body = new Webhook(secret).verify(
          raw,
          req.headers as Record<string, string>,
        ) as Received['body'];
        verified.push(id);
        status = await answer(id, body);
        if (status >= 200 && status < 300)
          received.push({ id, type: body.type, body, raw, at: performance.now() });
      } catch (error) {
        status = 400;
        res.setHeader('x-error', (error as Error).message.slice(0, 100));
      }
      inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
      res.statusCode = status;
      res.end(status >= 400 ? 'x'.repeat(1000) : 'ok');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    verified,
    get maxConcurrentPerId() {
      return maxConcurrentPerId;
    },
    setSecret: (value: string) => {
      secret = value;
    },
    answerWith: (fn: (id: string, body: Received['body']) => number | Promise<number>) => {
      answer = fn;
    },
    /** Resolves once `check` holds on what was received (re-checked after each delivery), or fails after timeoutMs. */
    until: async (check: () => boolean, what: string, timeoutMs = 10_000) => {
      if (check()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`receiver: ${what} did not happen within ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
