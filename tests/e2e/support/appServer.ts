import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayEvidence, type GatewayEvidence } from './evidence.ts';
import { gatewayCommand } from './gatewayBundle.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppServer {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  port: number;
  /** The gateway's temporary data folder (SQLite file, dev outbox). */
  dataDir: string;
  /** Everything the server printed (kept in dataDir's OUTPUT_FILE too, for the workers of a shared gateway). */
  output: () => string;
  stop: () => Promise<void>;
}

/** The file in a gateway's data folder that holds everything it printed. */
export const OUTPUT_FILE = 'gateway-output.log';

/**
 * What every journey's gateway runs with. The orders step 300 ms apart (Paid → Delivered in about a second).
 * The per-IP limits are raised: every browser of the run is 127.0.0.1 to the gateway, and a shared gateway
 * serves both workers, so the production figures (600 requests and 10 logins a minute per IP) would be
 * reached by the run itself. The journey of the 5001 limit starts a gateway with a figure of its own.
 */
export const E2E_GATEWAY_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  ORDER_STEP_MS: '300',
  IP_RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_IP_LIMIT_PER_MINUTE: '100000',
  // Every request logged, as in production: the secret scan reads the log (evidence.ts).
  LOG_LEVEL: 'info',
};

/** The build the journeys' gateways serve: dist/ (what `npm run test:e2e` builds), or E2E_DIST_DIR. */
export function servedDist(): string {
  const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir}/index.html is missing: build the app first (\`npx vite build\`, or run \`npm run test:e2e\`).`,
    );
  }
  return distDir;
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

/** Resolves once the gateway answers its health check; fails when it exits first or the time is up. */
export async function waitUntilUp(
  origin: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${origin}/gateway/buying/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app server did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts one gateway process (the run's bundle, else `tsx server/main.ts`, see gatewayBundle.ts) with the
 * e2e settings and `env` over them. What it prints is kept in memory, in dataDir's OUTPUT_FILE and in the
 * evidence folder.
 */
export function spawnGateway(
  env: Record<string, string>,
  dataDir: string,
  evidence: GatewayEvidence,
): { child: ChildProcess; output: () => string } {
  const { command, args } = gatewayCommand();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...E2E_GATEWAY_ENV, DATA_DIR: dataDir, DIST_DIR: servedDist(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  evidence.attach(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    fs.appendFileSync(path.join(dataDir, OUTPUT_FILE), chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

/** Stops a gateway process: SIGTERM, then SIGKILL if it is still there after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts what `npm start` serves — the built app and the gateway — on a free loopback port with a fresh
 * temporary data folder; `env` overrides the e2e settings (E2E_GATEWAY_ENV).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-e2e-'));
  const evidence = gatewayEvidence('app');
  const { child, output } = spawnGateway({ PORT: String(port), ...env }, dataDir, evidence);
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await stopProcess(child);
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
