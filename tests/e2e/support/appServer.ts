import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayEvidence } from './evidence.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppServer {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  port: number;
  /** The gateway's temporary data folder (SQLite file, dev outbox). */
  dataDir: string;
  /** Everything the server printed, for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${origin}/gateway/buying/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The app server did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts what `npm start` serves — the built app (dist/) and the gateway, `tsx server/main.ts` — on a
 * free loopback port with a fresh temporary data folder. `npm run test:e2e` builds dist/ first.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const distDir = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: build the app first (`npx vite build`, or run `npm run test:e2e`).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-e2e-'));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ORDER_STEP_MS: '300',
      // Every request logged, as in production: the secret scan reads the log (evidence.ts).
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const evidence = gatewayEvidence('app');
  evidence.attach(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    evidence.keepDatabase(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(origin, child, output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, dataDir, output, stop };
}
