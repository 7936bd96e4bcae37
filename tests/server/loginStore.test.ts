import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { createFakeTicker } from '../unit/support/fakeTicker.ts';
import { LOGIN_TARGET_KEY } from '../../src/stores/UserInfoStore.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { latestCode, newEmail, outbox } from './helpers/login.ts';

/**
 * The login and order history stores against the real gateway: the code really goes to the dev
 * outbox, the gateway counts the tries and keeps the session. The countdown's pace and the navigator
 * are the test's; the store reads the gateway's own clock, which the test moves on.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function storeOverGateway(local = createMemoryStorage()) {
  // The store reads the gateway's clock, so moving it on moves both.
  const clock = {
    now: () => gateway.app.config.clock.now(),
    advance: (ms: number) => gateway.app.config.clock.advance(ms),
  };
  const ticker = createFakeTicker();
  const visits: string[] = [];
  const root = new RootStore({
    fetch: (url, init) => fetch(gateway.origin + url, init),
    clock,
    local,
    session: createMemoryStorage(),
    navigator: { navigate: (to) => void visits.push(to), currentUrl: () => visits.at(-1) ?? '/email-login' },
    visitorId: async () => 'test-visitor',
    ticker,
  });
  return { root, login: root.login, clock, visits, fire: ticker.fire };
}

/** A code that is not the mailed one. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('LoginStore over the real gateway', () => {
  it('logs in with the code from the dev outbox, then sees the (empty) order history', async () => {
    const local = createMemoryStorage({ [LOGIN_TARGET_KEY]: '/my-orders' });
    const { root, login, visits } = storeOverGateway(local);
    const email = newEmail();
    login.setEmail(email.toUpperCase());
    expect(await login.sendCode()).toBe(true);
    expect(visits).toEqual(['/verification-code']);
    expect(login.secondsUntilResend).toBe(60);
    expect(login.codeValidSeconds).toBe(600);

    const [mail] = await outbox(gateway, email);
    expect(mail.to).toBe(email);
    login.setCode(await latestCode(gateway, email));
    await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
    expect(visits.at(-1)).toBe('/my-orders');
    expect(root.userInfo.kycLevel).toBe(0);

    await root.orderHistory.open();
    expect(root.orderHistory.state).toBe('ready');
    expect(root.orderHistory.isEmpty).toBe(true);

    // Back on Login while logged in: the gateway confirms the token and the buyer goes on to the quote (where / forwards).
    expect(await login.enterEmailPage()).toBe(false);
    expect(visits.at(-1)).toBe('/edit');
  });

  it('counts wrong codes down and locks the code at the fifth; even the right code is refused then', async () => {
    const { root, login } = storeOverGateway();
    const email = newEmail();
    login.setEmail(email);
    await login.sendCode();
    const code = await latestCode(gateway, email);
    const wrong = otherThan(code);

    const errors = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      login.setCode(wrong);
      await expect.poll(() => login.verifying, { timeout: 15_000 }).toBe(false);
      errors.push(login.codeError);
      login.setCode('');
    }
    expect(errors).toEqual([
      { id: 'errors.login.wrongCodeAttempts', values: { count: 4 } },
      { id: 'errors.login.wrongCodeAttempts', values: { count: 3 } },
      { id: 'errors.login.wrongCodeAttempts', values: { count: 2 } },
      { id: 'errors.login.wrongCodeAttempts', values: { count: 1 } },
      { id: 'errors.login.codeLocked' },
    ]);

    login.setCode(code);
    await expect.poll(() => login.verifying, { timeout: 15_000 }).toBe(false);
    expect(login.codeError).toEqual({ id: 'errors.login.codeLocked' });
    expect(root.userInfo.isLoggedIn).toBe(false);
  });

  it('refuses a new code asked too early (4001) with the time left; after the countdown a new code logs in', async () => {
    const { root, login, clock, fire } = storeOverGateway();
    const email = newEmail();
    login.setEmail(email);
    await login.sendCode();

    // A second store (another tab) asks at once: the gateway refuses and says how long to wait.
    const otherTab = storeOverGateway();
    otherTab.login.setEmail(email);
    expect(await otherTab.login.sendCode()).toBe(true);
    expect(otherTab.login.notice).toEqual({ tone: 'info', message: { id: 'errors.login.resendTooSoon' } });
    expect(otherTab.login.secondsUntilResend).toBeGreaterThan(50);
    expect(await outbox(gateway, email)).toHaveLength(1);

    clock.advance(60_000);
    fire();
    expect(login.canResend).toBe(true);
    expect(await login.resend()).toBe(true);
    expect(login.notice).toEqual({ tone: 'info', message: { id: 'login.code.resent', values: { email } } });
    expect(login.secondsUntilResend).toBe(60);
    expect(await outbox(gateway, email)).toHaveLength(2);
    login.setCode(await latestCode(gateway, email));
    await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
  });
});
