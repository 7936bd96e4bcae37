import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, newEmail } from './helpers/login.ts';

// Every scrypt the gateway runs is counted (and still run): a refused resend must not cost one.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const MINUTE = 60_000;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const advance = (ms: number) => gateway.app.config.clock.advance(ms);
const sendCode = (email: string) => gateway.post<{ data: { resendAfter: number } }>('sendCode', { email });
const login = (email: string, code: string) => gateway.post('login', { email, code });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Mails a fresh code (a minute after the last one) and returns it. */
async function freshCode(email: string): Promise<string> {
  advance(MINUTE);
  expect(await sendCode(email)).toMatchObject({ respCode: 200 });
  return latestCode(gateway, email);
}

describe('per-account lock-out after repeated wrong codes, across codes', () => {
  it('locks the address for 15 minutes at the 10th wrong code within an hour, saying how long is left', async () => {
    const email = newEmail();
    const first = await freshCode(email);
    for (let i = 0; i < 5; i++)
      expect((await login(email, wrongCodeFor(first))).respCode).toBeOneOf([4002, 4004]);
    const second = await freshCode(email);
    for (let i = 0; i < 4; i++) expect((await login(email, wrongCodeFor(second))).respCode).toBe(4002);

    expect(await login(email, wrongCodeFor(second))).toMatchObject({
      respCode: 4006,
      respMessage: 'Too many incorrect codes, please try again in 15 minutes',
    });
    // Locked: even the right code, and a new code, are refused with the time left.
    expect(await login(email, second)).toMatchObject({
      respCode: 4006,
      respMessage: 'Too many incorrect codes, please try again in 15 minutes',
    });
    advance(5 * MINUTE + 1000);
    expect(await login(email, second)).toMatchObject({
      respCode: 4006,
      respMessage: 'Too many incorrect codes, please try again in 10 minutes',
    });
    expect(await sendCode(email)).toMatchObject({
      respCode: 4006,
      respMessage: 'Too many incorrect codes, please try again in 10 minutes',
    });
    advance(9 * MINUTE + 30_000);
    expect((await login(email, second)).respMessage).toBe(
      'Too many incorrect codes, please try again in 1 minute',
    );

    advance(MINUTE);
    const third = await freshCode(email);
    expect(await login(email, third)).toMatchObject({ respCode: 200 });
  });

  it('locks again at once for a wrong code in the same hour after the lock ended, and forgets after a login', async () => {
    const email = newEmail();
    for (let round = 0; round < 2; round++) {
      const code = await freshCode(email);
      for (let i = 0; i < 5; i++) await login(email, wrongCodeFor(code));
    }
    expect((await login(email, '000000')).respCode).toBe(4006);
    advance(15 * MINUTE);
    const code = await freshCode(email);
    expect((await login(email, wrongCodeFor(code))).respCode).toBe(4006);

    advance(15 * MINUTE);
    const good = await freshCode(email);
    expect((await login(email, good)).respCode).toBe(200);
    const next = await freshCode(email);
    for (let i = 0; i < 4; i++) expect((await login(email, wrongCodeFor(next))).respCode).toBe(4002);
  });

  it('counts each address on its own', async () => {
    const victim = newEmail('victim');
    const other = newEmail('other');
    for (let round = 0; round < 2; round++) {
      const code = await freshCode(other);
      for (let i = 0; i < 5; i++) await login(other, wrongCodeFor(code));
    }
    expect((await login(other, '000000')).respCode).toBe(4006);
    expect((await login(victim, await freshCode(victim))).respCode).toBe(200);
  });

  it('keeps no address in clear in its counters', async () => {
    const email = newEmail();
    await login(email, wrongCodeFor(await freshCode(email)));
    const keys = await gateway.app.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.some(({ key }) => key.startsWith('login-failures:'))).toBe(true);
    expect(keys.some(({ key }) => key.includes(email))).toBe(false);
  });
});

describe('the resend cooldown', () => {
  it('refuses a resend before any scrypt hashing', async () => {
    const scrypt = vi.mocked(crypto.scrypt);
    const email = newEmail();
    await freshCode(email);
    scrypt.mockClear();
    const refused = await sendCode(email);
    expect(refused).toMatchObject({ respCode: 4001, data: { resendAfter: 60 } });
    expect(scrypt).not.toHaveBeenCalled();

    advance(MINUTE);
    expect(await sendCode(email)).toMatchObject({ respCode: 200 });
    expect(scrypt).toHaveBeenCalledTimes(1);
  });
});

describe('per-IP limit on sendCode and login', () => {
  const LIMIT = 3;
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startGateway({ LOGIN_IP_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => limited.close());

  it('answers 5001 past the limit per minute, for any address, and leaves the rest of the API alone', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await limited.post('sendCode', { email: newEmail() })).respCode).toBe(200);
    expect(await limited.post('sendCode', { email: newEmail() })).toMatchObject({
      respCode: 5001,
      respMessage: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });

    for (let i = 0; i < LIMIT; i++)
      expect((await limited.post('login', { email: newEmail(), code: '123456' })).respCode).toBe(4003);
    expect((await limited.post('login', { email: newEmail(), code: '123456' })).respCode).toBe(5001);

    expect((await limited.post('getCountry')).respCode).toBe(200);
    limited.app.config.clock.advance(MINUTE + 1000);
    expect((await limited.post('sendCode', { email: newEmail() })).respCode).toBe(200);
    expect((await limited.post('login', { email: newEmail(), code: '123456' })).respCode).toBe(4003);
  });

  it('does not believe a rotating X-Forwarded-For', async () => {
    limited.app.config.clock.advance(MINUTE + 1000);
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++)
      answers.push(
        (
          await limited.post(
            'login',
            { email: newEmail(), code: '123456' },
            { 'x-forwarded-for': `198.51.100.${i}` },
          )
        ).respCode,
      );
    expect(answers.filter((code) => code === 5001)).toHaveLength(2);
  });
});
