/**
 * Quote throughput: starts the gateway on loopback with a throwaway SQLite database and drives
 * offerInquiry (USD → BTC, Pay side) with autocannon for ~10 s. Every answer is checked to be a quote: the
 * number of quotes stored must match the requests answered. Alone: `npx tsx bench/api.ts [seconds] [connections]`.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';

export interface ApiFigures {
  endpoint: string;
  connections: number;
  seconds: number;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'quotes stored': number;
  errors: number;
}

const BODY =
  'sendCurrency=USD&sendCurrencyAmount=100&getCurrency=BTC&getCurrencyAmount=&payMethod=card&partnerId=0';

export async function measureApi({ seconds = 10, connections = 10 } = {}): Promise<ApiFigures[]> {
  const server = await startBenchServer();
  try {
    const url = `${server.origin}${server.app.config.apiBase}/offerInquiry`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = (await (await fetch(url, { method: 'POST', headers, body: BODY })).json()) as {
      respCode: number;
      respMessage: string;
    };
    if (first.respCode !== 200)
      throw new Error(`offerInquiry answered ${first.respCode}: ${first.respMessage}`);

    // The load runs in a worker thread so the client does not share the gateway's event loop.
    const result = await autocannon({
      url,
      method: 'POST',
      headers,
      body: BODY,
      connections,
      duration: seconds,
      workers: 1,
    });
    const { n } = await server.app.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return [
      {
        endpoint: 'offerInquiry',
        connections,
        seconds,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        // One more than the requests: the check before the run.
        'quotes stored': Number(n) - 1,
        errors: result.errors + result.timeouts + result.non2xx,
      },
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  console.table(await measureApi({ seconds: seconds || 10, connections: connections || 10 }));
}
