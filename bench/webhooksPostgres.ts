/**
 * bench/webhooks.ts on PostgreSQL: with DATABASE_URL (or TEST_DATABASE_URL) set, on that server; else on a
 * throwaway cluster started by scripts/with-postgres.sh (fsync on, as bench/apiPostgres.ts). Throws when
 * there is no PostgreSQL to measure.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureWebhooks, type WebhookFigures } from './webhooks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function measureWebhooksPostgres(seconds = 10): Promise<WebhookFigures> {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)
    return measureWebhooks({ database: 'postgres', seconds });
  const run = spawnSync(
    path.join(root, 'scripts/with-postgres.sh'),
    ['npx', 'tsx', 'bench/webhooks.ts', 'postgres', String(seconds), '--json'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PG_FSYNC: 'on' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH_WEBHOOKS '));
  if (run.status !== 0 || !line) {
    const why = (run.stderr || run.stdout || String(run.error ?? '')).trim().split('\n').slice(-3).join(' ');
    throw new Error(`no PostgreSQL figures (scripts/with-postgres.sh exited ${run.status}): ${why}`);
  }
  return JSON.parse(line.slice('BENCH_WEBHOOKS '.length)) as WebhookFigures;
}
