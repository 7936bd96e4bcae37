import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { BrowserContext, Request, Response } from '@playwright/test';
import { codesInMail, loginParts, tokensInAnswer, typedCards, type RecordedRequest } from './secretScan.ts';

/**
 * What the secret scan reads after the e2e run, kept in one folder per run: the global setup
 * (secretScanSetup.ts) makes it and names it in E2E_EVIDENCE_DIR, which the workers inherit. Every
 * gateway a journey starts writes its log there as it runs and leaves a copy of its SQLite files there when
 * it stops (gatewayEvidence); every test's browser context records the bodies it sent and the secrets it
 * handled there (recordBrowser, an automatic fixture of ./recording.ts). Parallel workers never share a
 * file: each name carries the process id and a random part. Without E2E_EVIDENCE_DIR (a run without the
 * project's config) nothing is recorded.
 */
export const EVIDENCE_ENV = 'E2E_EVIDENCE_DIR';

export const evidenceDir = (): string | undefined => process.env[EVIDENCE_ENV] || undefined;

const uniqueName = (prefix: string, extension = '') =>
  `${prefix}-${process.pid}-${randomUUID().slice(0, 8)}${extension}`;

export interface GatewayEvidence {
  /** Tees the gateway's stdout and stderr into its log file in the evidence folder. */
  attach(child: ChildProcess): void;
  /** Copies the gateway's SQLite files (database, WAL, shared memory) before its data folder is removed. */
  keepDatabase(dataDir: string): void;
}

/** One gateway's log and database copy in the evidence folder (both no-ops without one). */
export function gatewayEvidence(label: string): GatewayEvidence {
  const dir = evidenceDir();
  if (!dir) return { attach: () => undefined, keepDatabase: () => undefined };
  const name = uniqueName(`gateway-${label}`);
  const logFile = path.join(dir, `${name}.log`);
  fs.writeFileSync(logFile, '');
  let copies = 0;
  return {
    attach(child) {
      const write = (chunk: Buffer) => fs.appendFileSync(logFile, chunk);
      child.stdout?.on('data', write);
      child.stderr?.on('data', write);
    },
    keepDatabase(dataDir) {
      if (!fs.existsSync(dataDir)) return;
      const target = path.join(dir, `${name}-db${copies++ ? `-${copies}` : ''}`);
      fs.mkdirSync(target, { recursive: true });
      for (const file of fs.readdirSync(dataDir)) {
        if (file.startsWith('gateway.sqlite'))
          fs.copyFileSync(path.join(dataDir, file), path.join(target, file));
      }
    },
  };
}

/** One test's record: the bodies its browser sent, and the secrets it saw pass. */
export interface BrowserRecord {
  test: string;
  requests: Array<{ url: string; method: string; body: string }>;
  cards: string[];
  codes: string[];
  tokens: string[];
}

/**
 * Records a browser context for the secret scan: every request body it sends (pages, frames, popups and
 * service workers of the context), the card numbers typed into the provider's endpoints, the codes sent
 * to login and mailed to the addresses it used (read from the gateway's dev outbox at the end), and the
 * tokens the gateway answered. Returns the function that writes the record once the test is done.
 */
export function recordBrowser(context: BrowserContext, testTitle: string): () => Promise<void> {
  const dir = evidenceDir();
  if (!dir) return async () => undefined;
  const record: BrowserRecord = { test: testTitle, requests: [], cards: [], codes: [], tokens: [] };
  /** Origin of a gateway → the addresses the browser asked it for codes. */
  const emails = new Map<string, Set<string>>();
  const pending = new Set<Promise<void>>();

  const onRequest = (request: Request) => {
    const buffer = request.postDataBuffer();
    if (!buffer?.length) return;
    const recorded: RecordedRequest = {
      url: request.url(),
      method: request.method(),
      body: buffer.toString('latin1'),
    };
    record.requests.push(recorded);
    record.cards.push(...typedCards(recorded));
    const { codes, emails: used } = loginParts(recorded);
    record.codes.push(...codes);
    if (used.length) {
      const origin = new URL(recorded.url).origin;
      const known = emails.get(origin) ?? new Set<string>();
      for (const email of used) known.add(email);
      emails.set(origin, known);
    }
  };
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/gateway/')) return;
    const reading = response
      .text()
      .then((text) => void record.tokens.push(...tokensInAnswer(text)))
      // A page that navigated away takes its answers' bodies with it: a token there was also in localStorage's next call.
      .catch(() => undefined)
      .finally(() => pending.delete(reading));
    pending.add(reading);
  };
  context.on('request', onRequest);
  context.on('response', onResponse);

  return async () => {
    context.off('request', onRequest);
    context.off('response', onResponse);
    await Promise.all(pending);
    // The codes mailed to the addresses the browser used, from each gateway's dev outbox (asked as this
    // machine); a gateway that has stopped or restarted since has nothing left to give.
    for (const [origin, addresses] of emails) {
      for (const email of addresses) {
        try {
          const res = await fetch(`${origin}/gateway/dev/outbox?email=${encodeURIComponent(email)}`, {
            signal: AbortSignal.timeout(5_000),
          });
          const { data = [] } = (await res.json()) as { data?: Array<{ subject: string; text: string }> };
          for (const mail of data) record.codes.push(...codesInMail(mail));
        } catch {
          // gone: its codes went with it
        }
      }
    }
    fs.writeFileSync(path.join(dir, uniqueName('browser', '.json')), JSON.stringify(record));
  };
}
