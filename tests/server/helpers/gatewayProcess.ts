import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import qs from 'qs';
import { bundleGateway } from '../../e2e/support/gatewayBundle.ts';

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let bundle: Promise<Awaited<ReturnType<typeof bundleGateway>>> | undefined;

/** Removes the file's gateway bundle (call in afterAll of a file that started processes). */
export async function removeGatewayBundle() {
  const made = bundle;
  bundle = undefined;
  (await made)?.remove();
}

export interface GatewayProcess {
  child: ChildProcess;
  origin: string;
  post: <T>(endpoint: string, body: object) => Promise<T & { respCode: number; respMessage: string }>;
  /** SIGKILL, resolved once the process is gone. */
  kill: () => Promise<void>;
}

/**
 * A gateway process of its own (server/main.ts bundled once per file, as the e2e run does, so it starts in
 * about a second instead of tsx transpiling the gateway), started with `env` (point it at another gateway's
 * database with DATA_DIR or DATABASE_URL); resolves once it answers.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  bundle ??= bundleGateway();
  const { file } = await bundle;
  const port = await freePort();
  const child = spawn(process.execPath, [file], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      COUNTRY_HEADER: 'x-country',
      DIST_DIR: path.join(os.tmpdir(), 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the gateway process exited before answering');
    const up = await fetch(`${origin}/gateway/buying/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const post = async <T>(endpoint: string, body: object) =>
    (await (
      await fetch(`${origin}/gateway/buying/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: qs.stringify(body),
      })
    ).json()) as T & { respCode: number; respMessage: string };
  const kill = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { child, origin, post, kill };
}
