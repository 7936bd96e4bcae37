import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, logIn, newEmail, outbox } from './helpers/login.ts';

const MINUTE = 60_000;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ AUTH_TOKEN_TTL_SECONDS: '3600' });
});
afterAll(() => gateway.close());

const advance = (ms: number) => gateway.app.config.clock.advance(ms);
const sendCode = (email: string) => gateway.post<{ data: { resendAfter: number } }>('sendCode', { email });
const login = (email: string, code: string) =>
  gateway.post<{ data: { authToken: string; expTime: number; kyc_level: number } }>('login', { email, code });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail login', () => {
  it('mails a 6-digit code to the dev outbox and logs in with it', async () => {
    const email = newEmail();
    const sent = await sendCode(email);
    expect(sent).toMatchObject({ respCode: 200, data: { resendAfter: 60, expiresIn: 600 } });

    const [mail] = await outbox(gateway, email);
    expect(mail.to).toBe(email);
    expect(mail.text).toMatch(/\b\d{6}\b/);

    const before = Math.floor(gateway.app.config.clock.now() / 1000);
    const res = await login(email.toUpperCase(), await latestCode(gateway, email));
    expect(res.respCode).toBe(200);
    expect(res.data.authToken.length).toBeGreaterThanOrEqual(43);
    expect(res.data.kyc_level).toBe(0);
    expect(res.data.expTime).toBeGreaterThanOrEqual(before + 3600);
    expect(res.data.expTime).toBeLessThanOrEqual(before + 3602);

    const info = await gateway.post<{ data: { email: string; kyc_level: number } }>('authInfo', {
      authToken: res.data.authToken,
    });
    expect(info).toMatchObject({
      respCode: 200,
      data: { email, kyc_level: 0, authToken: res.data.authToken },
    });
  });

  it('stores only hashes of codes and tokens', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(gateway, email);
    const stored = await gateway.app.db
      .selectFrom('login_codes')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const { data } = await login(email, code);
    const sessions = await gateway.app.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select('auth_sessions.token_hash')
      .where('users.email', '=', email)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].token_hash).not.toBe(data.authToken);
    expect(sessions[0].token_hash).toBe(createHash('sha256').update(data.authToken).digest('hex'));
  });

  it('uses a code only once and keeps one user per address', async () => {
    const email = newEmail();
    const first = await logIn(gateway, email);
    const code = await latestCode(gateway, email);
    expect(await login(email, code)).toMatchObject({ respCode: 4003 });

    advance(MINUTE);
    const second = await logIn(gateway, email);
    expect(second).not.toBe(first);
    const users = await gateway.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a malformed address with the login form message', async () => {
    expect(await sendCode('not-an-email')).toMatchObject({
      respCode: 400,
      respMessage: 'Please enter the correct email format',
    });
    expect(await sendCode(`${'a'.repeat(300)}@example.com`)).toMatchObject({ respCode: 400 });
  });

  it('resends a code only after 60 seconds and says how long to wait', async () => {
    const email = newEmail();
    await sendCode(email);
    const firstCode = await latestCode(gateway, email);

    expect(await sendCode(email)).toMatchObject({
      respCode: 4001,
      respMessage: 'Please wait 60 seconds before requesting a new code',
      data: { resendAfter: 60 },
    });
    advance(35_000);
    expect(await sendCode(email)).toMatchObject({
      respCode: 4001,
      respMessage: 'Please wait 25 seconds before requesting a new code',
    });
    expect(await outbox(gateway, email)).toHaveLength(1);

    advance(25_000);
    expect(await sendCode(email)).toMatchObject({ respCode: 200 });
    const mails = await outbox(gateway, email);
    expect(mails).toHaveLength(2);
    expect(mails[0].createdAt).toBeGreaterThan(mails[1].createdAt);

    const newCode = await latestCode(gateway, email);
    if (newCode !== firstCode) expect(await login(email, firstCode)).toMatchObject({ respCode: 4002 });
    expect(await login(email, newCode)).toMatchObject({ respCode: 200 });
  });

  it('refuses a code after 10 minutes', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(gateway, email);
    advance(10 * MINUTE + 1000);
    expect(await login(email, code)).toMatchObject({
      respCode: 4003,
      respMessage: 'The verification code has expired, please request a new one',
    });
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(gateway, email);
    const wrong = wrongCodeFor(code);

    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await login(email, wrong));
    expect(answers.map((a) => a.respMessage)).toEqual([
      'The verification code is incorrect, 4 attempts left',
      'The verification code is incorrect, 3 attempts left',
      'The verification code is incorrect, 2 attempts left',
      'The verification code is incorrect, 1 attempt left',
      'Too many incorrect attempts, please request a new code',
    ]);
    expect(await login(email, code)).toMatchObject({ respCode: 4004 });

    advance(MINUTE);
    await sendCode(email);
    expect(await login(email, await latestCode(gateway, email))).toMatchObject({ respCode: 200 });
  });

  it('counts parallel guesses: never more than 5 tries for one code', async () => {
    const email = newEmail();
    await sendCode(email);
    const code = await latestCode(gateway, email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, wrongCodeFor(code))));
    expect(answers.filter((a) => a.respCode === 4002)).toHaveLength(4);
    expect(answers.filter((a) => a.respCode === 4004)).toHaveLength(8);
    expect(await login(email, code)).toMatchObject({ respCode: 4004 });
  });
});

describe('auth token', () => {
  it('answers 5002 for a missing, unknown or expired token', async () => {
    const expected = { respCode: 5002, respMessage: 'Login expired, please log in again' };
    expect(await gateway.post('authInfo', {})).toMatchObject(expected);
    expect(await gateway.post('authInfo', { authToken: 'forged-token' })).toMatchObject(expected);

    const token = await logIn(gateway);
    expect(await gateway.post('authInfo', {}, { authorization: `Bearer ${token}` })).toMatchObject({
      respCode: 200,
    });
    expect(await gateway.post('expAuth', { authToken: token })).toMatchObject({
      respCode: 200,
      data: { isValid: 1 },
    });

    advance(3600 * 1000 + 1000);
    expect(await gateway.post('authInfo', { authToken: token })).toMatchObject(expected);
    expect(await gateway.post('expAuth', { authToken: token })).toEqual({
      respCode: 200,
      respMessage: 'success',
      data: { isValid: 0 },
    });
  });

  it('ends the session on logout', async () => {
    const token = await logIn(gateway);
    expect(await gateway.post('logout', { authToken: token })).toMatchObject({ respCode: 200 });
    expect(await gateway.post('authInfo', { authToken: token })).toMatchObject({ respCode: 5002 });
  });
});

describe('dev outbox', () => {
  it('does not exist in production, even with DEV_OUTBOX=1', async () => {
    const production = await startGateway({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
    try {
      const res = await production.request('/gateway/dev/outbox?email=a@example.com');
      expect(res.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('logs', () => {
  it('never contain the login code or the auth token (a real gateway process at log level info)', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-logs-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'none'),
    };
    if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 20_000);
        child.stdout.on('data', () => {
          if (output.includes('Server listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const origin = `http://127.0.0.1:${port}`;
      const email = newEmail();
      const post = async (name: string, body: Record<string, string>) =>
        (
          await fetch(`${origin}/gateway/buying/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(body),
          })
        ).json();
      await post('sendCode', { email });
      const mails = (await (
        await fetch(`${origin}/gateway/dev/outbox?email=${encodeURIComponent(email)}`)
      ).json()) as { data: { text: string }[] };
      const code = /\b(\d{6})\b/.exec(mails.data[0].text)![1];
      const login = (await post('login', { email, code })) as { data: { authToken: string } };
      await post('authInfo', { authToken: login.data.authToken });
      await fetch(`${origin}/gateway/buying/authInfo?authToken=${login.data.authToken}`, { method: 'POST' });

      expect(output).toContain('login code sent');
      // As a whole token: the digits may turn up by chance inside a timestamp or an id.
      expect(output).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(output).not.toContain(login.data.authToken);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
