import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { bech32 } from '@scure/base';
import { expect, type Page } from '@playwright/test';
import { freePort } from './support/appServer.ts';
import { gatewayEvidence } from './support/evidence.ts';

/** Helpers of the purchase journeys (tests/e2e/purchase*.spec.ts). */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Locale = 'en-US' | 'zh-CN';

const catalogues: Record<Locale, Record<string, string>> = {
  'en-US': JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/messages/en-US.json'), 'utf8')),
  'zh-CN': JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/messages/zh-CN.json'), 'utf8')),
};

/**
 * The build the journeys' servers serve: dist/ (what `npm run test:e2e` builds), or E2E_DIST_DIR, a build
 * of one's own that a parallel `vite build` into dist/ cannot swap under a running journey.
 */
export const servedBuild = (): Record<string, string> => (process.env.E2E_DIST_DIR ? { DIST_DIR: path.resolve(process.env.E2E_DIST_DIR) } : {});

/** A message of the app's catalogue in the locale, its {placeholders} filled: journeys read what the buyer reads. */
export function t(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const text = catalogues[locale][id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? `{${name}}`);
}

/** A valid, never used Bitcoin address: each journey's order is found in the database by it. */
export const freshBtcAddress = () => bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);
/** A valid address on the gateway's risk-control block list (server/data/blockedAddresses.json). */
export const BLOCKED_BTC_ADDRESS = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
/** A valid address of another network: refused for BTC. */
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The orders the gateway stored for an address (its SQLite file, read-only). */
export function ordersFor(dataDir: string, address: string): Array<{ order_no: string; status: string; offer_type: string }> {
  const db = new Database(path.join(dataDir, 'gateway.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select order_no, status, offer_type from orders where address = ? order by created_at').all(address) as Array<{
      order_no: string;
      status: string;
      offer_type: string;
    }>;
  } finally {
    db.close();
  }
}

/** The buyer's way from a fresh Edit screen to Submit Address: Continue on Edit, the pay method, the offer. */
export async function reachSubmitAddress(page: Page, locale: Locale, options: { offer?: string; origin?: string; edit?: string } = {}): Promise<void> {
  await page.goto(`${options.origin ?? ''}${options.edit ?? '/edit'}`);
  const next = page.getByRole('button', { name: t(locale, 'quote.continue'), exact: true });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(page).toHaveURL(/\/(order|select-offer)(\?|$)/);
  if (/\/order(\?|$)/.test(new URL(page.url()).pathname)) {
    await expect(page.getByRole('heading', { level: 2, name: t(locale, 'order.orderStep.heading') })).toBeVisible();
    await page.getByRole('button', { name: t(locale, 'order.flow.continue'), exact: true }).click();
  }
  await expect(page).toHaveURL(/\/select-offer/);
  await page.getByRole('radio', { name: options.offer ?? 'Topper', exact: true }).check();
  await page.getByRole('button', { name: t(locale, 'order.flow.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/submit-address/);
  // The URL changes before the lazy screen and its wallet-type form are in; a click before then hits nothing.
  await expect(page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') })).toBeVisible();
}

/** On from Submit Address with the address and the wallet type, to Confirm Address. */
export async function reachConfirm(page: Page, locale: Locale, address: string, options: { offer?: string; origin?: string } = {}): Promise<void> {
  await reachSubmitAddress(page, locale, options);
  await submitAddress(page, locale, address);
  await expect(page).toHaveURL(/\/confirm-address/);
}

export async function submitAddress(page: Page, locale: Locale, address: string): Promise<void> {
  await page.getByRole('textbox', { name: t(locale, 'components.addressField.label', { symbol: 'BTC' }) }).fill(address);
  await page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }).check();
  await page.getByRole('button', { name: t(locale, 'order.flow.continue'), exact: true }).click();
}

/** Pays in the sandbox checkout page with a test card (SANDBOX.md). */
export async function payWithCard(checkout: Page, cardNumber: string): Promise<void> {
  await checkout.getByLabel('Card number').fill(cardNumber);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

/**
 * The built app and gateway as one process that can be stopped and started again on the same port and
 * database, for the journey where the server goes away mid-flow.
 */
export interface RestartableServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startRestartableServer(env: Record<string, string> = {}): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-e2e-restart-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  const evidence = gatewayEvidence('restartable');

  const start = async () => {
    child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: path.join(ROOT, 'dist'), ORDER_STEP_MS: '300', LOG_LEVEL: 'warn', ...servedBuild(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    evidence.attach(child);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The app server exited:\n${log}`);
      const up = await fetch(`${origin}/gateway/buying/health`).then((res) => res.ok, () => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`The app server did not start:\n${log}`);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (running.exitCode === null) running.kill('SIGKILL');
  };

  await start();
  return {
    origin,
    dataDir,
    stop,
    start,
    dispose: async () => {
      await stop();
      evidence.keepDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
