import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import qs from 'qs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';

export interface TestGateway {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  /** POSTs a form-encoded body (bracket keys) to an endpoint of the buying API and returns the JSON. */
  post: <T = Record<string, unknown>>(
    endpoint: string,
    body?: object,
    headers?: Record<string, string>,
  ) => Promise<T & { respCode: number; respMessage: string }>;
  /** The raw response, for status and header checks. */
  request: (pathname: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * Starts the real gateway on a free loopback port with a temporary SQLite file (or TEST_DATABASE_URL's
 * PostgreSQL when set). Extra environment variables override the defaults (e.g. ORDER_STEP_MS).
 */
export async function startGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests log many buyers in from one loopback address; the tests of the login limit set their own.
    LOGIN_IP_LIMIT_PER_MINUTE: '100000',
    // The tests play the CDN that names the caller's country (tests of the setting itself override it).
    COUNTRY_HEADER: 'x-country',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const app = await buildGateway(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const request = (pathname: string, init?: RequestInit) => fetch(origin + pathname, init);
  return {
    app,
    origin,
    request,
    post: async (endpoint, body = {}, headers = {}) => {
      const res = await request(`${config.apiBase}/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: qs.stringify(body),
      });
      return res.json();
    },
    close: async () => {
      await closeOrExplain(app, postgres);
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CLOSE_WAIT_MS = 15_000;

/**
 * Closes the gateway; one that has not closed after CLOSE_WAIT_MS is reported with what holds it (open HTTP
 * connections, the database's sessions) and its connections are cut, so a rare shutdown stall is named in
 * the log instead of failing the file on the hook's time-out with nothing to go on.
 */
async function closeOrExplain(app: FastifyInstance, postgres?: { sessions: () => Promise<unknown[]> }) {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), CLOSE_WAIT_MS);
  });
  const outcome = await Promise.race([closing.then(() => 'closed' as const), stalled]);
  clearTimeout(timer);
  if (outcome === 'closed') return;
  const connections = await new Promise<number>((resolve) =>
    app.server.getConnections((_, count) => resolve(count ?? -1)),
  );
  const sessions = await postgres?.sessions().catch((error: Error) => [error.message]);
  console.warn(
    `gateway did not close within ${CLOSE_WAIT_MS} ms: ${connections} HTTP connection(s) open; database sessions:`,
    JSON.stringify(sessions ?? 'SQLite'),
  );
  app.server.closeAllConnections();
}

/** Each gateway under test gets a fresh PostgreSQL database, so tests never see each other's rows. */
async function createPostgresDatabase(adminUrl: string) {
  const name = `gw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** What the database's sessions other than this one are doing (for a gateway that does not close). */
    sessions: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query(
        'SELECT pid, state, wait_event_type, wait_event, query FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      await client.end();
      return rows;
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
