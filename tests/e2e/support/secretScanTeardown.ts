import fs from 'node:fs';
import { TEST_CARDS } from '../../../server/providers/paymentSandbox.ts';
import { EVIDENCE_ENV } from './evidence.ts';
import { describeReport, scanEvidence } from './secretScan.ts';

/**
 * Playwright's global teardown, after every worker (and so every gateway) has stopped: the secret scan of
 * the run's evidence folder. It prints "secret scan: N files, M bytes, K findings" and fails the run on any
 * finding, keeping the folder to look at; a clean folder is removed.
 */
export default function secretScanTeardown(): void {
  const dir = process.env[EVIDENCE_ENV];
  if (!dir || !fs.existsSync(dir)) return;
  const report = scanEvidence(
    dir,
    TEST_CARDS.map((card) => card.number),
  );
  const lines = describeReport(report);
  console.log(lines.join('\n'));
  if (report.findings.length || report.problem) {
    throw new Error(`The secret scan failed (evidence kept in ${dir}):\n${lines.join('\n')}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
