// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screenModule } from '../../../scripts/firstVisit.ts';

const KIB = 1024;
const dirs: string[] = [];

/**
 * A built app whose /edit first load is its entry and Edit's chunk, of random bytes (gzip cannot shrink
 * them, so their gzip size is their size, give or take a few bytes).
 */
function builtApp(entryKiB: number, editKiB: number): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets/index.js'), randomBytes(entryKiB * KIB));
  fs.writeFileSync(path.join(dist, 'assets/Edit.js'), randomBytes(editKiB * KIB));
  const manifest = {
    'index.html': { file: 'assets/index.js' },
    [screenModule('Edit')]: { file: 'assets/Edit.js' },
  };
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** `npm run bundle-size -- <dist>`, as CI runs it after the build. */
const budgetCheck = (dist: string) =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), ['bench/bundleBudget.ts', dist], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test starts the check in a process of its own (tsx compiles it): seconds on CI's busy cores.
describe("CI's budget of /edit's first-load JavaScript", { timeout: 60_000 }, () => {
  it('fails (exit 1) above 200 KiB gzip, naming the size and the largest files', () => {
    const check = budgetCheck(builtApp(150, 60));
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(
      /\/edit loads 210(\.\d)? KiB of JS \(gzip\) in en-US, over the 200 KiB budget/,
    );
    expect(check.stderr).toMatch(/150(\.\d)? KiB {2}assets\/index\.js/);
  });

  it('passes (exit 0) under 200 KiB, marking a size still above the 170 KiB goal', () => {
    const check = budgetCheck(builtApp(150, 40));
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^! \/edit first-load JS \(en-US\): 190(\.\d)? KiB gzip in 2 files/m);
  });

  it('fails when it cannot measure: no build', () => {
    const check = budgetCheck(path.join(os.tmpdir(), 'no-such-build'));
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/manifest\.json not found: run `npm run build` first/);
  });
});
