import { randomUUID } from 'node:crypto';
import type { TestGateway } from './gateway.ts';

/** A fresh address per call: tests may share one PostgreSQL database. */
export const newEmail = (label = 'buyer') => `${label}-${randomUUID()}@example.com`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: number;
}

/**
 * The dev outbox of an address, newest first. Read as this machine, not as the test's client (asClient
 * names one in X-Forwarded-For, and the outbox refuses a request passed on for another address).
 */
export async function outbox(gateway: TestGateway, email: string): Promise<OutboxMail[]> {
  const res = await gateway.request(`/gateway/dev/outbox?email=${encodeURIComponent(email)}`, {
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  const body = (await res.json()) as { data: OutboxMail[] };
  return body.data;
}

/** The code of the newest login mail of an address. */
export async function latestCode(gateway: TestGateway, email: string): Promise<string> {
  const [mail] = await outbox(gateway, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code mailed to ${email}`);
  return code;
}

/** Logs a (new) user in through sendCode, the dev outbox and login; returns the auth token. */
export async function logIn(gateway: TestGateway, email = newEmail()): Promise<string> {
  const sent = await gateway.post('sendCode', { email });
  if (sent.respCode !== 200) throw new Error(`sendCode: ${sent.respMessage}`);
  const res = await gateway.post<{ data: { authToken: string } }>('login', {
    email,
    code: await latestCode(gateway, email),
  });
  if (res.respCode !== 200) throw new Error(`login: ${res.respMessage}`);
  return res.data.authToken;
}
