import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVIDENCE_ENV } from './evidence.ts';

/**
 * Playwright's global setup: a fresh evidence folder for this run's secret scan (see evidence.ts), named
 * in E2E_EVIDENCE_DIR for the workers, which start after this and inherit it. One folder per run, so runs
 * of several people on one machine never mix.
 */
export default function secretScanSetup(): void {
  process.env[EVIDENCE_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-evidence-'));
}
