import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { bech32 } from '@scure/base';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freePort, spawnGateway, stopProcess, waitUntilUp } from './support/appServer.ts';
import { gatewayEvidence } from './support/evidence.ts';
import { DEFAULT_INQUIRY } from '../server/helpers/inquiry.ts';

/** Helpers of the journeys: the catalogue's texts, the purchase's steps, the login, a restartable gateway. */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Locale = 'en-US' | 'zh-CN';

const catalogues: Record<Locale, Record<string, string>> = {
  'en-US': JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/messages/en-US.json'), 'utf8')),
  'zh-CN': JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/messages/zh-CN.json'), 'utf8')),
};

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
export function ordersFor(
  dataDir: string,
  address: string,
): Array<{ order_no: string; status: string; offer_type: string }> {
  const db = new Database(path.join(dataDir, 'gateway.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select order_no, status, offer_type from orders where address = ? order by created_at')
      .all(address) as Array<{
      order_no: string;
      status: string;
      offer_type: string;
    }>;
  } finally {
    db.close();
  }
}

/** The buyer's way from a fresh Edit screen to Submit Address: Continue on Edit, the pay method, the offer. */
export async function reachSubmitAddress(
  page: Page,
  locale: Locale,
  options: { offer?: string; origin?: string; edit?: string } = {},
): Promise<void> {
  await page.goto(`${options.origin ?? ''}${options.edit ?? '/edit'}`);
  const next = page.getByRole('button', { name: t(locale, 'quote.continue'), exact: true });
  // The first quote of a freshly loaded Edit: up to 30 s on a busy machine, no longer than it takes otherwise.
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  // Edit's pay method travels to the order step as payMethod: that step passes by itself (SPEC §4).
  await expect(page).toHaveURL(/\/select-offer/);
  await page.getByRole('radio', { name: options.offer ?? 'Topper', exact: true }).check();
  await page.getByRole('button', { name: t(locale, 'order.flow.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/submit-address/);
  // The URL changes before the lazy screen and its wallet-type form are in; a click before then hits nothing.
  // The form's chunk (RJSF + ajv) can take more than 7 s to arrive and run on a busy machine.
  await expect(
    page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }),
  ).toBeVisible({ timeout: 20_000 });
}

/**
 * The buyer's way to the press that makes the order, without pressing it: Submit Address with the address
 * pasted (the gateway checks it as it comes) and the Self-hosted wallet picked, Confirm enabled.
 */
export async function reachConfirm(
  page: Page,
  locale: Locale,
  address: string,
  options: { offer?: string; origin?: string } = {},
): Promise<void> {
  await reachSubmitAddress(page, locale, options);
  await fillAddress(page, locale, address);
  await expect(confirmButton(page, locale)).toBeEnabled();
}

/**
 * A card purchase of `amount` USD of BTC with RampEasy, a fresh address, confirmed on Submit Address: the
 * app goes on to the card step (Select Card, or the identity pages first when the amount needs them).
 */
export async function confirmCardPurchase(page: Page, locale: Locale, amount: number): Promise<void> {
  await reachSubmitAddress(page, locale, {
    offer: 'RampEasy',
    edit: `/edit?sendCurrency=USD&sendCurrencyAmount=${amount}&getCurrency=BTC`,
  });
  await submitAddress(page, locale, freshBtcAddress());
}

/** The button that makes the order: Submit Address's (a typed address) and Confirm Address's (a remembered one). */
export const confirmButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: t(locale, 'order.confirmAddress.confirm'), exact: true });

/** Submit Address's address field. */
export const addressField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: t(locale, 'components.addressField.label', { symbol: 'BTC' }) });

/**
 * Pastes the address and picks the Self-hosted wallet on Submit Address; returns once the gateway has
 * answered the check of the address the page makes as it is pasted (a fault a journey makes next does not
 * meet that check).
 */
export async function fillAddress(page: Page, locale: Locale, address: string): Promise<void> {
  const checked = page.waitForResponse(
    (response) =>
      response.url().endsWith('/validateGetAddress') &&
      new URLSearchParams(response.request().postData() ?? '').get('address') === address,
  );
  await addressField(page, locale).fill(address);
  await page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }).check();
  await checked;
}

/** Submit Address filled in and confirmed: the order is made (or, for an in-app card offer, on to Select Card). */
export async function submitAddress(page: Page, locale: Locale, address: string): Promise<void> {
  await fillAddress(page, locale, address);
  await confirmButton(page, locale).click();
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
  const evidence = gatewayEvidence('restartable');
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawnGateway({ PORT: String(port), ...env }, dataDir, evidence);
    child = started.child;
    await waitUntilUp(origin, started.child, started.output, 60_000);
  };
  const stop = async () => {
    if (child) await stopProcess(child);
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

/** The newest login code the gateway's dev outbox holds for the address, once it has one. */
export async function mailedCode(request: APIRequestContext, origin: string, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${origin}/gateway/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { data: Array<{ text: string }> };
      code = /\b(\d{6})\b/.exec(body.data[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Logs a new buyer in as a buyer does: the e-mail on Login, the mailed code typed on Verification code.
 * With `at`, the buyer opens that login-required page, is sent to Login, and is back there after the login;
 * else Login is opened directly, and the login has gone on from Verification code. Returns the e-mail.
 */
export async function logIn(
  page: Page,
  locale: Locale,
  origin: string,
  options: { at?: string } = {},
): Promise<string> {
  const email = `buyer-${randomUUID()}@example.com`;
  if (options.at) {
    await page.goto(options.at);
    await expect(page).toHaveURL(/\/email-login$/);
  } else {
    await page.goto('/email-login');
  }
  await page.getByRole('textbox', { name: t(locale, 'login.email.label') }).fill(email);
  await page.getByRole('button', { name: t(locale, 'login.email.send') }).click();
  await expect(page).toHaveURL(/\/verification-code$/);
  const code = await mailedCode(page.request, origin, email);
  await page.getByRole('textbox', { name: t(locale, 'components.codeInput.label') }).pressSequentially(code);
  if (options.at)
    await expect(page).toHaveURL(new RegExp(`${options.at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  else await expect(page).not.toHaveURL(/\/verification-code$/);
  return email;
}

export type Answer<T = unknown> = { respCode: number; respMessage: string; data: T };

export async function post<T>(
  request: APIRequestContext,
  origin: string,
  endpoint: string,
  form: Record<string, string>,
): Promise<Answer<T>> {
  const res = await request.post(`${origin}/gateway/buying/${endpoint}`, { form });
  const answer = (await res.json()) as Answer<T>;
  expect(answer.respCode, `${endpoint}: ${answer.respMessage}`).toBe(200);
  return answer;
}

/** A new buyer logged in through the dev outbox: their token. */
export async function loggedInBuyer(request: APIRequestContext, origin: string): Promise<string> {
  const email = `redirect-${randomUUID()}@example.com`;
  await post(request, origin, 'sendCode', { email });
  const code = await mailedCode(request, origin, email);
  return (await post<{ authToken: string }>(request, origin, 'login', { email, code })).data.authToken;
}

/** A 100 USD → BTC card order with Topper (as the logged-in buyer when a token is given). */
export async function newOrder(
  request: APIRequestContext,
  origin: string,
  redirectUrl: string,
  authToken?: string,
) {
  const auth: Record<string, string> = authToken ? { authToken } : {};
  const quote = await post<never>(request, origin, 'offerInquiry', { ...DEFAULT_INQUIRY, ...auth });
  const { token, sendCurrencyAmount } = quote as unknown as { token: string; sendCurrencyAmount: string };
  const created = await post<{ orderNo: string; service: string }>(request, origin, 'cryptoOrder', {
    sendCurrency: 'USD',
    sendCurrencyAmount,
    getCurrency: 'BTC',
    getCurrencyAmount: '',
    token,
    partnerId: '0',
    payMethod: 'card',
    offerType: 'topper',
    address: freshBtcAddress(),
    referer_order: '',
    saveAddress: '0',
    redirectUrl,
    walletType: 'selfHosted',
    exchangeName: '',
    ...auth,
  });
  return created.data;
}
