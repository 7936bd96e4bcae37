import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway, LISTEN_BACKLOG } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';

/** Starts the built app + gateway on a free loopback port with a throwaway database, for benchmarks. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const app = await buildGateway(
    loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      IP_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    origin,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
