/**
 * A gateway benchmark (bench/<name>.ts) in a process of its own, as a gateway runs, with its figures handed
 * back as one line (`printFigures`). In `npm run bench` the gateway had shared the process that built the app
 * and ran Lighthouse before it: a heap of 460 MB there, whose collections paused the gateway under load
 * (offerInquiry's p99 at 2,000 req/s: 100 ms in that process, 4.7 ms in one of its own).
 * On PostgreSQL: DATABASE_URL's server (or TEST_DATABASE_URL's), else a throwaway cluster started by
 * scripts/with-postgres.sh with fsync on (the tests run theirs without), so order commits are durable as in
 * production. Throws when the benchmark fails or there is no PostgreSQL to measure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from '../api.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const marker = (name: string) => `BENCH_${name.toUpperCase()} `;
/** A benchmark process still running after this is stopped, and the benchmark fails (a run takes about a minute). */
const TIMEOUT_MS = 10 * 60_000;

export function inOwnProcess<T>(name: 'api' | 'webhooks', database: BenchDatabase, seconds: number): T {
  const command = ['npx', 'tsx', `bench/${name}.ts`, database, String(seconds), '--json'];
  const throwaway = database === 'postgres' && !process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL;
  const [file, ...args] = throwaway ? [path.join(root, 'scripts/with-postgres.sh'), ...command] : command;
  const run = spawnSync(file, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PG_FSYNC: 'on' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: TIMEOUT_MS,
  });
  const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith(marker(name)));
  if (run.status !== 0 || !line) {
    const why = run.error
      ? run.error.message
      : (run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ');
    throw new Error(
      `no ${database} figures (${path.basename(file)} ${args.join(' ')} exited ${run.status}): ${why}`,
    );
  }
  return JSON.parse(line.slice(marker(name).length)) as T;
}

/** A benchmark run alone: its figures as a table, or with --json as the one line `inOwnProcess` reads. */
export function printFigures(name: 'api' | 'webhooks', figures: object): void {
  if (process.argv.includes('--json')) console.log(`${marker(name)}${JSON.stringify(figures)}`);
  else console.table(Array.isArray(figures) ? figures : [figures]);
}
