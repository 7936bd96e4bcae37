import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import qs from 'qs';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';

export interface TestGateway {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  /** POSTs a form-encoded body (bracket keys) to an endpoint of the buying API and returns the JSON. */
  post: <T = Record<string, unknown>>(endpoint: string, body?: object, headers?: Record<string, string>) => Promise<T & { respCode: number; respMessage: string }>;
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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
