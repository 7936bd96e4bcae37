import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { removeGatewayBundle, startGatewayProcess, type GatewayProcess } from './helpers/gatewayProcess.ts';
import { latestCode, newEmail } from './helpers/login.ts';
import { DEFAULT_INQUIRY } from './helpers/inquiry.ts';
import { checkoutPath, orderBody, type Created, type OrderDetail, type Quote } from './helpers/orders.ts';

/**
 * Scale-out: two gateway processes (this test's own and a bundled `server/main.ts`) on one database
 * (SQLite here, PostgreSQL with TEST_DATABASE_URL), behind one address — a round-robin proxy, as a load
 * balancer without sticky sessions would be. A buyer's quote, login, order and payment may each land on
 * either gateway; the per-IP limit counts the requests of both; every order's status steps, run by the
 * schedulers of both, are applied exactly once.
 */
/** Per-IP API calls a minute: room for one order's polling, few enough to exhaust in a test. */
const LIMIT = 150;
const SHARED = {
  // Every instance of a deployment shares the key that signs quote tokens and checkout links (README).
  CHECKOUT_KEY: randomBytes(32).toString('base64url'),
  ORDER_STEP_MS: '30',
  IP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  TRUST_PROXY: 'loopback',
};

type Upstream = 'a' | 'b';

/** The load balancer: round-robin over the two gateways, or the one a test names for the next request. */
interface Balancer {
  origin: string;
  /** Sends the next request to this gateway instead of the next in turn. */
  pin: (upstream: Upstream) => void;
  close: () => Promise<void>;
}

function startBalancer(upstreams: Record<Upstream, string>): Promise<Balancer> {
  let turn = 0;
  let pinned: Upstream | undefined;
  const server = http.createServer((req, res) => {
    const name: Upstream = pinned ?? (turn++ % 2 === 0 ? 'a' : 'b');
    pinned = undefined;
    const target = new URL(req.url ?? '/', upstreams[name]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        pin: (upstream) => {
          pinned = upstream;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let a: TestGateway;
let b: GatewayProcess;
let balancer: Balancer;

beforeAll(async () => {
  a = await startGateway(SHARED);
  const { databaseUrl, dataDir } = a.app.config;
  b = await startGatewayProcess({
    ...SHARED,
    // The process's own data folder on PostgreSQL (nothing but the database is shared); the same file on SQLite.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  balancer = await startBalancer({ a: a.origin, b: b.origin });
}, 120_000);
afterAll(async () => {
  await balancer?.close();
  await b?.kill();
  await removeGatewayBundle();
  await a?.close();
});

/** A buyer behind the balancer, from a client address of its own. */
function buyer(ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.7`) {
  const send = async (pathname: string, init: RequestInit, on?: Upstream) => {
    if (on) balancer.pin(on);
    const res = await fetch(balancer.origin + pathname, {
      ...init,
      headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string> | undefined) },
    });
    return { res, servedBy: res.headers.get('x-served-by') };
  };
  const post = async <T>(endpoint: string, body: object, on?: Upstream) => {
    const { res, servedBy } = await send(
      `/gateway/buying/${endpoint}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: qs.stringify(body),
      },
      on,
    );
    return { answer: (await res.json()) as T & { respCode: number; respMessage: string }, servedBy };
  };
  return { send, post };
}

describe('two gateway processes behind one address, on one database', () => {
  it('a login code sent by one gateway logs the buyer in on the other, whose token both accept', async () => {
    const { post } = buyer();
    const email = newEmail('scale');
    const sent = await post('sendCode', { email }, 'a');
    expect(sent).toMatchObject({ answer: { respCode: 200 }, servedBy: 'a' });
    // Either gateway may have sent it (on PostgreSQL, b hears of the row at its commit): each keeps its own dev outbox.
    const code = await latestCode(a, email).catch(() =>
      latestCode({ ...a, request: (p, i) => fetch(b.origin + p, i) }, email),
    );
    const login = await post<{ data: { authToken: string } }>('login', { email, code }, 'b');
    expect(login).toMatchObject({ answer: { respCode: 200 }, servedBy: 'b' });
    const { authToken } = login.answer.data;
    for (const on of ['a', 'b'] as const) {
      const info = await post<{ data: { email: string } }>('authInfo', { authToken }, on);
      expect(info, info.answer.respMessage).toMatchObject({
        answer: { respCode: 200, data: { email } },
        servedBy: on,
      });
    }
  });

  it('a quote from one gateway is ordered on the other and paid on the first; each order steps once to Delivered', async () => {
    const orders: Array<{ orderNo: string; post: ReturnType<typeof buyer>['post'] }> = [];
    for (let i = 0; i < 6; i++) {
      const { post, send } = buyer();
      const [quoteOn, orderOn] = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      const quote = await post<Quote>('offerInquiry', DEFAULT_INQUIRY, quoteOn);
      expect(quote, quote.answer.respMessage).toMatchObject({ answer: { respCode: 200 }, servedBy: quoteOn });
      const created = await post<Created>('cryptoOrder', orderBody(quote.answer), orderOn);
      expect(created, created.answer.respMessage).toMatchObject({
        answer: { respCode: 200 },
        servedBy: orderOn,
      });
      const paid = await send(
        `${checkoutPath(created.answer.data.service)}/card`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: qs.stringify({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }),
          redirect: 'manual',
        },
        quoteOn,
      );
      expect(paid.res.status).toBe(303);
      orders.push({ orderNo: created.answer.data.orderNo, post });
    }

    // Both schedulers step the orders side by side; each status may be entered once only.
    const histories = await Promise.all(
      orders.map(async ({ orderNo, post }) => {
        for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
          const { answer } = await post<{ data: OrderDetail }>('orderDetail', { orderNo });
          if (answer.data?.status === 'Delivered') return answer.data.history.map((step) => step.status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`order ${orderNo} was not delivered in 20 s`);
      }),
    );
    for (const statuses of histories) {
      expect(statuses.at(-1)).toBe('Delivered');
      expect(statuses, `each status once: ${statuses.join(' → ')}`).toEqual([...new Set(statuses)]);
    }
    expect(new Set(histories.map((statuses) => statuses.join(' → '))).size).toBe(1);
  });

  it('the per-IP limit counts the requests of both gateways', async () => {
    const { post } = buyer('203.0.113.77');
    const servedBy = new Set<string | null>();
    for (let i = 0; i < LIMIT; i++) {
      const { answer, servedBy: by } = await post('getCountry', {});
      expect(answer.respCode).toBe(200);
      servedBy.add(by);
    }
    expect(servedBy).toEqual(new Set(['a', 'b']));
    for (const on of ['a', 'b'] as const) {
      expect(await post('getCountry', {}, on)).toMatchObject({ answer: { respCode: 5001 }, servedBy: on });
    }
  });
});
