/**
 * The gateway at fixed request rates, open loop (issue 12; bench/gateway/load.ts): offerInquiry (USD → BTC,
 * Pay side) at 2,000 req/s and order creation (cryptoOrder, each from a quote of its own, committed durably:
 * synchronous=FULL on SQLite) at 300 req/s, on loopback, after a short warm-up at the same rate. `database` is 'sqlite' (a throwaway
 * file) or 'postgres' (DATABASE_URL, or TEST_DATABASE_URL as scripts/with-postgres.sh exports it).
 * Alone: `npx tsx bench/api.ts [sqlite|postgres] [seconds]`; measureApiAlone runs that in a process of its own,
 * with a throwaway PostgreSQL when there is none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './server.ts';
import { driveAt, type LoadFigures } from './gateway/load.ts';
import { GATEWAY_GOALS as GOALS } from './gateway/goals.ts';
import { inOwnProcess, printFigures } from './gateway/ownProcess.ts';
import { priceInquiry } from '../server/domain/quotes/inquiry.ts';
import { providerList } from '../server/domain/offers/providers.ts';

export type BenchDatabase = 'sqlite' | 'postgres';

export interface ApiFigures extends LoadFigures {
  endpoint: 'offerInquiry' | 'cryptoOrder';
  database: BenchDatabase;
  connections: number;
  /** Rows the run left in the database (quotes written behind the answers; orders). */
  stored: number;
}

export const INQUIRY = {
  sendCurrency: 'USD',
  sendCurrencyAmount: '100',
  getCurrency: 'BTC',
  payMethod: 'card',
};
const WARM_UP_SECONDS = 2;

/** One order body per request of the run (and its warm-up), each with a fresh quote issued in the gateway. */
export function orderBodies(server: Awaited<ReturnType<typeof startBenchServer>>, count: number): string[] {
  const { app } = server;
  const now = app.config.clock.now();
  return Array.from({ length: count }, () => {
    const priced = priceInquiry(
      { ...INQUIRY, getCurrencyAmount: '' },
      app.catalog,
      providerList,
      app.prices,
      now,
    );
    const quote = app.quotes.issue(priced, '0', now, app.config.quoteTtlSeconds);
    return new URLSearchParams({
      ...INQUIRY,
      getCurrencyAmount: '',
      token: quote.token,
      partnerId: '0',
      payMethod: quote.payMethod,
      offerType: quote.offerType,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      walletType: 'selfHosted',
      redirectUrl: '/wait-payment',
    }).toString();
  });
}

const countRows = async (server: Awaited<ReturnType<typeof startBenchServer>>, table: 'quotes' | 'orders') =>
  Number(
    (
      await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function measureApi({ database = 'sqlite' as BenchDatabase, seconds = 10 } = {}): Promise<
  ApiFigures[]
> {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (database === 'postgres' && !databaseUrl) throw new Error('no PostgreSQL (DATABASE_URL unset)');
  const server = await startBenchServer({
    QUOTE_TTL_SECONDS: '600',
    RISK_ORDERS_PER_HOUR: '100000000',
    ...(database === 'postgres' ? { DATABASE_URL: databaseUrl! } : { DATABASE_URL: '' }),
  });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  try {
    const api = `${server.origin}${server.app.config.apiBase}`;
    const figures: ApiFigures[] = [];

    const inquiry = { ...INQUIRY, getCurrencyAmount: '' };
    const body = new URLSearchParams(inquiry).toString();
    let quotesBefore = 0;
    const quotes = await driveAt(
      { url: `${api}/offerInquiry`, body, seconds, warmUpSeconds: WARM_UP_SECONDS, ...GOALS.offerInquiry },
      async () => {
        await server.app.quotes.flush();
        quotesBefore = await countRows(server, 'quotes');
      },
    );
    await server.app.quotes.flush();
    figures.push({
      endpoint: 'offerInquiry',
      database,
      connections: GOALS.offerInquiry.connections,
      ...quotes,
      stored: (await countRows(server, 'quotes')) - quotesBefore,
    });

    // A body per request of the warm-up and the run, with room (a reused token would be refused).
    const bodiesFile = path.join(scratch, 'orders.json');
    const count = Math.ceil(GOALS.cryptoOrder.rate * (WARM_UP_SECONDS + seconds) * 1.5);
    fs.writeFileSync(bodiesFile, JSON.stringify(orderBodies(server, count)));
    await server.app.quotes.flush();
    let ordersBefore = 0;
    const orders = await driveAt(
      {
        url: `${api}/cryptoOrder`,
        bodiesFile,
        seconds,
        warmUpSeconds: WARM_UP_SECONDS,
        ...GOALS.cryptoOrder,
      },
      async () => {
        ordersBefore = await countRows(server, 'orders');
      },
    );
    figures.push({
      endpoint: 'cryptoOrder',
      database,
      connections: GOALS.cryptoOrder.connections,
      ...orders,
      stored: (await countRows(server, 'orders')) - ordersBefore,
    });
    return figures;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.close();
  }
}

/** The same with the gateway in a process of its own (bench/gateway/ownProcess.ts), as `npm run bench` runs it. */
export const measureApiAlone = (database: BenchDatabase, seconds = 10) =>
  inOwnProcess<ApiFigures[]>('api', database, seconds);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [database = 'sqlite', seconds] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  printFigures(
    'api',
    await measureApi({ database: database as BenchDatabase, seconds: Number(seconds) || 10 }),
  );
}
