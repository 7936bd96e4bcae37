/**
 * What bench/webhooks.ts puts outside the gateway, in a worker thread of its own: the buyers (quote, order,
 * card payment on the sandbox checkout page, at a fixed rate) and the partner's receiver, which verifies
 * every delivery with the standardwebhooks package and keeps each event's first receipt. In production
 * neither shares the gateway's event loop; on this thread they take none of its turns (the load generator
 * alone makes 300 HTTP calls a second and the receiver verifies 700 signatures a second).
 *
 * Messages: → { listening, port } once the receiver is up; ← { start, origin, secret } runs the buyers;
 * → { received, … } once every paid order's five status webhooks are in (or 60 s after the last order).
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { bech32 } from '@scure/base';
import { Webhook } from 'standardwebhooks';

export interface OutsideOptions {
  rate: number;
  seconds: number;
}

/** One status webhook as the partner first received it. */
export interface Receipt {
  id: string;
  at: number;
  timestamp: number;
  orderNo: string;
  status: string;
}

export type FromOutside =
  | { type: 'listening'; port: number }
  | {
      type: 'received';
      /** Orders asked for, made (paid), and the rate they were started at. */
      asked: number;
      orders: number;
      achievedRate: number;
      /** Why orders failed, with how many each. */
      refusals: Record<string, number>;
      receipts: Receipt[];
      /** Deliveries whose signature did not verify. */
      bad: number;
    };

export type ToOutside = { type: 'start'; origin: string; secret: string };

const INQUIRY = { sendCurrency: 'USD', sendCurrencyAmount: '100', getCurrency: 'BTC', payMethod: 'card' };
const freshAddress = () => bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);
/** How long after the last order its webhooks may take before the bench reports what it has. */
const DRAIN_MS = 60_000;

const { rate, seconds } = workerData as OutsideOptions;
const port = parentPort;
if (!port) throw new Error('bench/webhooksOutside.ts runs as a worker of bench/webhooks.ts');

const received = new Map<string, Receipt>();
let secret = '';
let bad = 0;
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const at = Date.now();
    try {
      const body = new Webhook(secret).verify(
        Buffer.concat(chunks).toString('utf8'),
        req.headers as Record<string, string>,
      ) as { type: string; timestamp: string; data: { orderNo: string; status: string } };
      const id = String(req.headers['webhook-id']);
      if (body.type === 'order.status_changed' && !received.has(id))
        received.set(id, {
          id,
          at,
          timestamp: Date.parse(body.timestamp),
          orderNo: body.data.orderNo,
          status: body.data.status,
        });
      res.statusCode = 204;
    } catch {
      bad += 1;
      res.statusCode = 400;
    }
    res.end();
  });
});

/** Why a buyer's order failed, in a few words (the gateway's refusal, an HTTP status, a network error). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function runBuyers(origin: string) {
  /** One call of a buyer; a network failure names the call it failed in. */
  const post = async (path: string, form: Record<string, string>) => {
    try {
      return await fetch(origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(
        `${path.split('/').at(-1)}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
  };
  /** One order of the partner: quote, order, card payment on the sandbox checkout page. */
  const buy = async () => {
    const quoted = await post('/gateway/buying/offerInquiry', {
      ...INQUIRY,
      getCurrencyAmount: '',
      partnerId: 'aurora',
    });
    const quote = (await quoted.json()) as {
      respCode: number;
      respMessage: string;
      token?: string;
      payMethod: string;
      offerType: string;
    };
    // Without this check a failed quote made an order with no token, which the gateway refuses as expired.
    if (quote.respCode !== 200 || !quote.token)
      throw new Error(`quote refused: HTTP ${quoted.status} ${quote.respMessage}`);
    const ordered = await post('/gateway/buying/cryptoOrder', {
      ...INQUIRY,
      getCurrencyAmount: '',
      token: quote.token,
      partnerId: 'aurora',
      reference: 'bench',
      payMethod: quote.payMethod,
      offerType: quote.offerType,
      address: freshAddress(),
      walletType: 'selfHosted',
      redirectUrl: '/wait-payment',
    });
    const order = (await ordered.json()) as {
      respCode: number;
      respMessage: string;
      data?: { service: string };
    };
    if (order.respCode !== 200 || !order.data)
      throw new Error(`order refused: HTTP ${ordered.status} ${order.respMessage}`);
    const paid = await post(`${new URL(order.data.service).pathname}/card`, {
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    if (paid.status !== 303) throw new Error(`card payment answered ${paid.status}`);
  };

  const total = seconds * rate;
  const started = performance.now();
  const runs: Promise<void>[] = [];
  const refusals: Record<string, number> = {};
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(
      buy().catch((error: unknown) => {
        const reason = reasonOf(error);
        refusals[reason] = (refusals[reason] ?? 0) + 1;
      }),
    );
  }
  // The rate the orders were started at (each then takes its three calls' time).
  const achievedRate = total / Math.max(1, (performance.now() - started) / 1000);
  await Promise.all(runs);
  const orders = total - Object.values(refusals).reduce((sum, n) => sum + n, 0);
  // Every paid order goes through 5 status changes (Paid … Delivered): wait until their webhooks are in.
  const deadline = Date.now() + DRAIN_MS;
  while (orders > 0 && received.size < orders * 5 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const done: FromOutside = {
    type: 'received',
    asked: total,
    orders,
    achievedRate,
    refusals,
    receipts: [...received.values()],
    bad,
  };
  port?.postMessage(done);
  receiver.closeAllConnections();
  receiver.close();
}

port.on('message', (message: ToOutside) => {
  if (message.type !== 'start') return;
  secret = message.secret;
  void runBuyers(message.origin);
});
receiver.listen(0, '127.0.0.1', () => {
  const listening: FromOutside = { type: 'listening', port: (receiver.address() as { port: number }).port };
  port.postMessage(listening);
});
