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
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
