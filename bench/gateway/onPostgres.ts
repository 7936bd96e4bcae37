/**
 * A gateway benchmark (bench/<name>.ts) on PostgreSQL: with DATABASE_URL (or TEST_DATABASE_URL) set, on that
 * server, in this process; else the script runs on a throwaway cluster started by scripts/with-postgres.sh
 * with fsync on (the tests run theirs without), so order commits are durable as in production, and hands its
 * figures back as one line (`printFigures`). Throws when there is no PostgreSQL to measure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const marker = (name: string) => `BENCH_${name.toUpperCase()} `;

export async function onPostgres<T>(
  name: 'api' | 'webhooks',
  seconds: number,
  here: () => Promise<T>,
): Promise<T> {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return here();
  const run = spawnSync(
    path.join(root, 'scripts/with-postgres.sh'),
    ['npx', 'tsx', `bench/${name}.ts`, 'postgres', String(seconds), '--json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PG_FSYNC: 'on' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith(marker(name)));
  if (run.status !== 0 || !line) {
    const why = (run.stderr || run.stdout || String(run.error ?? '')).trim().split('\n').slice(-3).join(' ');
    throw new Error(`no PostgreSQL figures (scripts/with-postgres.sh exited ${run.status}): ${why}`);
  }
  return JSON.parse(line.slice(marker(name).length)) as T;
}

/** A benchmark run alone: its figures as a table, or with --json as the one line `onPostgres` reads. */
export function printFigures(name: 'api' | 'webhooks', figures: object): void {
  if (process.argv.includes('--json')) console.log(`${marker(name)}${JSON.stringify(figures)}`);
  else console.table(Array.isArray(figures) ? figures : [figures]);
}
