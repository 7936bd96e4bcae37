import { describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { LOGIN_SESSION_KEY, LoginMessageId } from '../../../src/stores/LoginStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { LOGIN_TARGET_KEY, USER_INFO_KEY } from '../../../src/stores/UserInfoStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';
import { createFakeTicker } from '../support/fakeTicker.ts';
import { settle } from './quoteFixtures.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const NOW_S = NOW_MS / 1000;

type Reply = Response | ((call: FetchCall) => Response | undefined);
const ok = (data?: unknown) =>
  json({ respCode: 200, respMessage: 'success', ...(data === undefined ? {} : { data }) });
const refused = (respCode: number, respMessage: string, data?: unknown) =>
  json({ respCode, respMessage, ...(data === undefined ? {} : { data }) });
const codeSent = (resendAfter = 60, expiresIn = 600) => ok({ resendAfter, expiresIn });
const loggedIn = (authToken = 'tok-1', kyc_level = 0) =>
  ok({ authToken, expTime: NOW_S + 7 * 24 * 3600, kyc_level });

const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');

/** A RootStore whose gateway answers each endpoint with the given reply (or waits when there is none). */
function loginRoot(
  options: {
    replies?: Record<string, Reply>;
    local?: ReturnType<typeof createMemoryStorage>;
    session?: ReturnType<typeof createMemoryStorage>;
    url?: string;
  } = {},
) {
  const replies = options.replies ?? {};
  const transport = createFakeFetch((call) => {
    const reply = replies[endpointOf(call)];
    // A Response's body reads once: each call gets its own copy.
    return typeof reply === 'function' ? reply(call) : reply?.clone();
  });
  const clock = createFakeClock(NOW_MS);
  const ticker = createFakeTicker();
  const navigator = createFakeNavigator(options.url ?? '/email-login');
  const local = options.local ?? createMemoryStorage();
  const session = options.session ?? createMemoryStorage();
  const root = new RootStore({ clock, local, session, navigator, fetch: transport.fetch, ticker });
  const callsTo = (endpoint: string) => transport.calls.filter((call) => endpointOf(call) === endpoint);
  return { root, login: root.login, clock, ticker, navigator, local, session, callsTo };
}

/** Moves the fake clock on and lets the countdown tick once. */
function tick(env: ReturnType<typeof loginRoot>, ms: number) {
  env.clock.advance(ms);
  env.ticker.fire();
}

/** Sends a code to the address and lands on the code page. */
async function atCodePage(env: ReturnType<typeof loginRoot>, email = 'buyer@example.com') {
  env.login.setEmail(email);
  await env.login.sendCode();
  expect(env.navigator.currentUrl()).toBe('/verification-code');
}

describe('LoginStore: the e-mail', () => {
  it.each([
    '',
    '   ',
    'buyer',
    'buyer@example',
    'buyer @example.com',
    '@example.com',
    'buyer@@example.com',
    `${'a'.repeat(250)}@x.io`,
  ])('refuses %j with the format message, without asking the gateway', async (email) => {
    const env = loginRoot({ replies: { sendCode: codeSent() } });
    env.login.setEmail(email);
    expect(await env.login.sendCode()).toBe(false);
    expect(env.login.emailError).toEqual({ id: 'validation.emailFormat' });
    expect(env.callsTo('sendCode')).toHaveLength(0);
    expect(env.navigator.visits).toEqual([]);
  });

  it('clears the format message as soon as the buyer edits the address', async () => {
    const env = loginRoot();
    env.login.setEmail('buyer@');
    await env.login.sendCode();
    expect(env.login.emailError).toBeDefined();
    env.login.setEmail('buyer@e');
    expect(env.login.emailError).toBeUndefined();
  });

  it('sends the code to the trimmed, lower-cased address and opens the code page with it', async () => {
    const env = loginRoot({ replies: { sendCode: codeSent(60, 600) } });
    env.login.setEmail('  Buyer@Example.COM ');
    expect(await env.login.sendCode()).toBe(true);
    expect(env.callsTo('sendCode').map((call) => call.fields())).toEqual([{ email: 'buyer@example.com' }]);
    expect(env.navigator.visits).toEqual([{ to: '/verification-code', replace: false }]);
    expect(env.login.sentEmail).toBe('buyer@example.com');
    expect(env.login.codeValidSeconds).toBe(600);
  });

  it('shows why no mail went out (4005) on the e-mail page and stays there', async () => {
    const env = loginRoot({
      replies: { sendCode: refused(4005, 'The verification code could not be sent, please try again later') },
    });
    env.login.setEmail('buyer@example.com');
    expect(await env.login.sendCode()).toBe(false);
    expect(env.login.sendError).toEqual({ id: 'errors.login.mailFailed' });
    expect(env.navigator.visits).toEqual([]);
  });

  it('says "Oops! Try again later." when the gateway does not answer', async () => {
    const env = loginRoot({
      replies: { sendCode: new Response('<html>bad gateway</html>', { status: 502 }) },
    });
    env.login.setEmail('buyer@example.com');
    await env.login.sendCode();
    expect(env.login.sendError).toEqual({ id: 'errors.login.noAnswer' });
  });
});

describe('LoginStore: the resend countdown', () => {
  it('counts down 60 s from the send, then lets the buyer ask for a new code, and counts again', async () => {
    const env = loginRoot({ replies: { sendCode: codeSent(60) } });
    await atCodePage(env);
    expect(env.login.secondsUntilResend).toBe(60);
    expect(env.login.canResend).toBe(false);
    expect(await env.login.resend()).toBe(false);
    expect(env.callsTo('sendCode')).toHaveLength(1);

    tick(env, 1000);
    expect(env.login.secondsUntilResend).toBe(59);
    tick(env, 58_000);
    expect(env.login.secondsUntilResend).toBe(1);
    tick(env, 1000);
    expect(env.login.secondsUntilResend).toBe(0);
    expect(env.ticker.count).toBe(0);
    expect(env.login.canResend).toBe(true);

    env.login.setCode('12');
    expect(await env.login.resend()).toBe(true);
    expect(env.callsTo('sendCode').map((call) => call.fields().email)).toEqual([
      'buyer@example.com',
      'buyer@example.com',
    ]);
    expect(env.login.notice).toEqual({
      tone: 'info',
      message: { id: 'login.code.resent', values: { email: 'buyer@example.com' } },
    });
    expect(env.login.code).toBe('');
    expect(env.login.secondsUntilResend).toBe(60);
    expect(env.ticker.count).toBe(1);
  });

  it("takes the gateway's resendAfter when it refuses a new code (4001), and keeps the buyer on the code page", async () => {
    const env = loginRoot({
      replies: {
        sendCode: refused(4001, 'Please wait 42 seconds before requesting a new code', {
          resendAfter: 42,
          expiresIn: 0,
        }),
      },
    });
    env.login.setEmail('buyer@example.com');
    expect(await env.login.sendCode()).toBe(true);
    expect(env.navigator.currentUrl()).toBe('/verification-code');
    expect(env.login.secondsUntilResend).toBe(42);
    expect(env.login.notice).toEqual({ tone: 'info', message: { id: 'errors.login.resendTooSoon' } });
  });

  it('does not mail again when the buyer goes back and sends to the same address within the countdown', async () => {
    const env = loginRoot({ replies: { sendCode: codeSent() } });
    await atCodePage(env);
    env.login.changeEmail();
    expect(env.login.email).toBe('buyer@example.com');
    tick(env, 10_000);
    expect(await env.login.sendCode()).toBe(true);
    expect(env.callsTo('sendCode')).toHaveLength(1);
    expect(env.navigator.currentUrl()).toBe('/verification-code');
    expect(env.login.secondsUntilResend).toBe(50);
  });

  it('asks for a new code at once for another address', async () => {
    const env = loginRoot({ replies: { sendCode: codeSent() } });
    await atCodePage(env);
    env.login.changeEmail();
    env.login.setEmail('other@example.com');
    await env.login.sendCode();
    expect(env.callsTo('sendCode').map((call) => call.fields().email)).toEqual([
      'buyer@example.com',
      'other@example.com',
    ]);
    expect(env.login.sentEmail).toBe('other@example.com');
  });

  it('survives a reload: the address and the time left come back from session storage', async () => {
    const session = createMemoryStorage();
    const first = loginRoot({ replies: { sendCode: codeSent() }, session });
    await atCodePage(first);
    await settle();
    expect(JSON.parse(session.getItem(LOGIN_SESSION_KEY) ?? '{}')).toMatchObject({
      sentEmail: 'buyer@example.com',
      resendAt: NOW_MS + 60_000,
    });

    const reloaded = loginRoot({ session });
    reloaded.clock.advance(20_000);
    expect(reloaded.login.enterCodePage()).toBe(true);
    expect(reloaded.login.sentEmail).toBe('buyer@example.com');
    expect(reloaded.login.secondsUntilResend).toBe(40);
    tick(reloaded, 40_000);
    expect(reloaded.login.canResend).toBe(true);
  });

  it('a code page opened without a code sent goes back to the e-mail page', () => {
    const env = loginRoot({ url: '/verification-code' });
    expect(env.login.enterCodePage()).toBe(false);
    expect(env.navigator.visits).toEqual([{ to: '/email-login', replace: true }]);
  });
});

describe('LoginStore: the code', () => {
  it('requires the code, and all six digits of it, before asking the gateway', async () => {
    const env = loginRoot({ replies: { sendCode: codeSent(), login: loggedIn() } });
    await atCodePage(env);
    expect(await env.login.logIn()).toBe(false);
    expect(env.login.codeError).toEqual({ id: 'validation.codeRequired' });
    env.login.setCode('123');
    expect(env.login.codeError).toBeUndefined();
    expect(await env.login.logIn()).toBe(false);
    expect(env.login.codeError).toEqual({ id: 'validation.codeLength' });
    expect(env.callsTo('login')).toHaveLength(0);
  });

  it('logs in on the sixth digit, keeps the user info, and goes to the page that asked for the login', async () => {
    const local = createMemoryStorage({ [LOGIN_TARGET_KEY]: '/my-orders?page=2' });
    const env = loginRoot({ replies: { sendCode: codeSent(), login: loggedIn('tok-9', 1) }, local });
    await atCodePage(env);
    env.login.setCode('123456');
    await settle();
    await settle();
    expect(env.callsTo('login').map((call) => call.fields())).toEqual([
      { email: 'buyer@example.com', code: '123456' },
    ]);
    expect(env.root.userInfo.isLoggedIn).toBe(true);
    expect(env.root.userInfo.kycLevel).toBe(1);
    expect(JSON.parse(local.getItem(USER_INFO_KEY) ?? '{}')).toEqual({
      authToken: 'tok-9',
      expTime: NOW_S + 7 * 24 * 3600,
      kyc_level: 1,
    });
    expect(env.navigator.visits.at(-1)).toEqual({ to: '/my-orders?page=2', replace: true });
    expect(local.getItem(LOGIN_TARGET_KEY)).toBeNull();
    expect(env.login.sentEmail).toBe('');
  });

  it('goes to Edit after a login nobody asked for, and never back to a login page', async () => {
    for (const target of [undefined, '/verification-code', '/email-login?x=1']) {
      const local = createMemoryStorage(target ? { [LOGIN_TARGET_KEY]: target } : {});
      const env = loginRoot({ replies: { sendCode: codeSent(), login: loggedIn() }, local });
      await atCodePage(env);
      env.login.setCode('654321');
      expect(await env.login.logIn()).toBe(false); // already on its way from the sixth digit
      await settle();
      await settle();
      expect(env.navigator.visits.at(-1)).toEqual({ to: '/edit', replace: true });
    }
  });

  it.each([
    [
      4002,
      { respMessage: '验证码错误，还剩 3 次机会', respKey: 'login.wrongCode', respParams: { attempts: '3' } },
      { id: 'errors.login.wrongCodeAttempts', values: { count: 3 } },
    ],
    [
      4002,
      { respMessage: '验证码错误，还剩 1 次机会', respKey: 'login.wrongCode', respParams: { attempts: '1' } },
      { id: 'errors.login.wrongCodeAttempts', values: { count: 1 } },
    ],
    [4002, 'Wrong code', { id: 'errors.login.wrongCode' }],
    [4003, 'The verification code has expired, please request a new one', { id: 'errors.login.codeExpired' }],
    [4004, 'Too many incorrect attempts, please request a new code', { id: 'errors.login.codeLocked' }],
    [
      4006,
      {
        respMessage: 'Too many incorrect codes',
        respKey: 'login.accountLocked',
        respParams: { minutes: '12' },
      },
      { id: 'errors.login.accountLocked', values: { minutes: 12 } },
    ],
    [
      4006,
      {
        respMessage: 'Too many incorrect codes',
        respKey: 'login.accountLocked',
        respParams: { minutes: '1' },
      },
      { id: 'errors.login.accountLocked', values: { minutes: 1 } },
    ],
    [9000, 'Something went wrong on our side', { id: 'api.refusal.unknown', values: {} }],
    [
      400,
      { respMessage: '请输入正确的邮箱格式', respKey: 'login.badEmail', respParams: {} },
      { id: 'gateway.login.badEmail', values: {} },
    ],
  ])('shows answer %i (%j) as %j and stays logged out', async (respCode, answer, expected) => {
    const reply = typeof answer === 'string' ? refused(respCode, answer) : json({ respCode, ...answer });
    const env = loginRoot({ replies: { sendCode: codeSent(), login: reply } });
    await atCodePage(env);
    env.login.setCode('111111');
    await settle();
    await settle();
    expect(env.login.verifying).toBe(false);
    expect(env.login.codeError).toEqual(expected);
    expect(env.root.userInfo.isLoggedIn).toBe(false);
    expect(env.navigator.currentUrl()).toBe('/verification-code');
    env.login.setCode('11111');
    expect(env.login.codeError).toBeUndefined();
  });
});

describe('LoginStore: already logged in', () => {
  const validLogin = () =>
    createMemoryStorage({
      [USER_INFO_KEY]: JSON.stringify({ authToken: 'tok-1', expTime: NOW_S + 3600, kyc_level: 0 }),
    });
  const info = (kyc_level: number) =>
    ok({ authToken: 'tok-1', expTime: NOW_S + 3600, kyc_level, email: 'buyer@example.com' });

  it('leaves the e-mail page for the saved target once the gateway confirms the login', async () => {
    const local = validLogin();
    local.setItem(LOGIN_TARGET_KEY, '/settings');
    const env = loginRoot({ replies: { authInfo: info(2) }, local });
    expect(await env.login.enterEmailPage()).toBe(false);
    expect(env.callsTo('authInfo')[0].fields()).toEqual({ authToken: 'tok-1' });
    expect(env.navigator.visits).toEqual([{ to: '/settings', replace: true }]);
    expect(env.root.userInfo.kycLevel).toBe(2);
  });

  it('leaves for the quote (where / forwards) without a saved target', async () => {
    const env = loginRoot({ replies: { authInfo: info(0) }, local: validLogin() });
    expect(await env.login.enterEmailPage()).toBe(false);
    expect(env.navigator.visits).toEqual([{ to: '/edit', replace: true }]);
  });

  it('stays, logged out, when the gateway refuses the stored token (5002)', async () => {
    const local = validLogin();
    local.setItem(LOGIN_TARGET_KEY, '/settings');
    const env = loginRoot({
      replies: {
        authInfo: json({
          respCode: 5002,
          respMessage: 'Login expired, please log in again',
          respKey: 'common.loginExpired',
          respParams: {},
        }),
      },
      local,
    });
    expect(await env.login.enterEmailPage()).toBe(true);
    expect(env.root.userInfo.isLoggedIn).toBe(false);
    expect(env.navigator.visits).toEqual([]);
    expect(env.root.userInfo.loginTarget).toBe('/settings');
    expect(env.root.ui.toasts.map((toast) => toast.message)).toEqual([
      { id: 'gateway.common.loginExpired', values: {} },
    ]);
  });

  it('does not ask the gateway when nobody is logged in, and offers the last address again', async () => {
    const session = createMemoryStorage({
      [LOGIN_SESSION_KEY]: JSON.stringify({
        email: '',
        sentEmail: 'buyer@example.com',
        resendAt: 0,
        codeValidSeconds: 0,
      }),
    });
    const env = loginRoot({ session });
    // Already in the field as the page first renders, before its entry effect runs.
    expect(env.login.email).toBe('buyer@example.com');
    env.login.setEmail('');
    expect(await env.login.enterEmailPage()).toBe(true);
    expect(env.callsTo('authInfo')).toHaveLength(0);
    expect(env.login.email).toBe('buyer@example.com');
  });
});

describe('LoginStore: its messages', () => {
  it('are in both catalogues, with the spec text for the e-mail format', () => {
    const catalogues: Array<Record<string, string>> = [enUS, zhCN];
    for (const id of Object.values(LoginMessageId)) {
      for (const catalogue of catalogues) expect(catalogue[id], id).toBeTruthy();
      expect((zhCN as Record<string, string>)[id], id).not.toBe((enUS as Record<string, string>)[id]);
    }
    expect(enUS['validation.emailFormat']).toBe('Please enter the correct email format');
  });
});
