import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLocation } from '../../src/routes/match.ts';
import { checkLogin } from '../../src/stores/login/checkLogin.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { createFakeTicker } from '../unit/support/fakeTicker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { logIn } from './helpers/login.ts';

/**
 * The gateway's clock (issue 16): stores over the real gateway on a device whose clock is off. The app
 * learns the offset from the answers' Date header, so the quote's countdown, its renewal and the login's
 * expiry follow the gateway's time. The device clock and the countdown's ticker are the test's.
 */
let gateway: TestGateway;
const QUOTE_TTL_S = 60;
const MINUTE = 60_000;

beforeAll(async () => {
  gateway = await startGateway({ QUOTE_TTL_SECONDS: String(QUOTE_TTL_S) });
});

afterAll(async () => {
  await gateway?.close();
});

/** A RootStore on a device `skewMs` off the gateway; `strip` drops the gateway's time headers (a broken proxy). */
function deviceOff(skewMs: number, options: { strip?: boolean; path?: string } = {}) {
  let moved = 0;
  let frozenAt: number | undefined;
  const clock = {
    now: () => (frozenAt ?? gateway.app.config.clock.now()) + skewMs + moved,
    advance: (ms: number) => void (moved += ms),
    /** Stops the device's clock where it is (it then moves only by advance): a countdown at 1 s stays there. */
    freeze: () => void (frozenAt = gateway.app.config.clock.now()),
  };
  const ticker = createFakeTicker();
  const visits: string[] = [];
  const endpoints: string[] = [];
  const local = createMemoryStorage();
  const root = new RootStore({
    fetch: async (url, init) => {
      endpoints.push(url.replace(/^.*\//, ''));
      const answer = await fetch(gateway.origin + url, init);
      if (!options.strip) return answer;
      const headers = new Headers(answer.headers);
      headers.delete('date');
      headers.delete('x-gateway-time');
      return new Response(await answer.text(), { status: answer.status, headers });
    },
    clock,
    local,
    session: createMemoryStorage(),
    navigator: {
      navigate: (to) => void visits.push(to),
      currentUrl: () => visits.at(-1) ?? options.path ?? '/edit',
    },
    visitorId: async () => 'test-visitor',
    ticker,
  });
  const quotesAsked = () => endpoints.filter((name) => name === 'offerInquiry').length;
  return { root, quote: root.quote, clock, ticker, visits, endpoints, quotesAsked, local };
}

async function quoteSettled(quote: RootStore['quote']) {
  await expect.poll(() => quote.quoting, { timeout: 10_000 }).toBe(false);
}

describe('the gateway’s clock', () => {
  it.each([
    ['10 minutes fast', 10 * MINUTE],
    ['10 minutes slow', -10 * MINUTE],
  ])(
    'a device %s: the countdown starts at the quote’s lifetime, reaches 0 and a new quote comes',
    async (_label, skew) => {
      const { quote, clock, ticker, quotesAsked } = deviceOff(skew);
      await quote.open({ search: '' });
      // The quote lives 60 s and a fraction (the gateway rounds its expiry up), less the time the answer took.
      expect(quote.secondsLeft).toBeGreaterThanOrEqual(QUOTE_TTL_S - 1);
      expect(quote.secondsLeft).toBeLessThanOrEqual(QUOTE_TTL_S);
      expect(quote.canContinue).toBe(true);
      const first = quote.inquiry.token;

      // From here the device's time moves only as the test says, however long the steps take; the countdown
      // is read again at the frozen time (on a busy machine more than a second may pass after the answer).
      clock.freeze();
      ticker.fire();
      clock.advance((quote.secondsLeft! - 1) * 1000);
      ticker.fire();
      expect(quote.secondsLeft).toBe(1);
      expect(quote.canContinue).toBe(true);
      expect(quotesAsked()).toBe(1);

      clock.advance(1000);
      ticker.fire();
      await quoteSettled(quote);
      expect(quotesAsked()).toBe(2);
      expect(quote.inquiry.token).not.toBe(first);
      expect(quote.secondsLeft).toBeGreaterThanOrEqual(QUOTE_TTL_S - 1);
    },
  );

  it('a quote that arrives already expired (no time headers, device 10 minutes fast) is asked again at once, then only after a pause', async () => {
    const { quote, ticker, quotesAsked } = deviceOff(10 * MINUTE, { strip: true });
    await quote.open({ search: '' });
    await expect.poll(quotesAsked, { timeout: 10_000 }).toBe(2);
    await quoteSettled(quote);
    expect(quote.secondsLeft).toBe(0);
    expect(quote.canContinue).toBe(false);
    // No loop: the next ask waits for the back-off's pause.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(quotesAsked()).toBe(2);
    ticker.fire();
    await expect.poll(quotesAsked, { timeout: 10_000 }).toBe(3);
  });

  it('the login’s expTime is read on the gateway’s clock: a device a fortnight fast stays logged in', async () => {
    const { root } = deviceOff(14 * 24 * 60 * MINUTE);
    await root.quote.open({ search: '' }); // any answer teaches the clock
    const authToken = await logIn(gateway);
    root.userInfo.setUserInfo({
      authToken,
      expTime: Math.floor(gateway.app.config.clock.now() / 1000) + 3600,
    });
    expect(root.userInfo.isLoggedIn).toBe(true);
  });
});

describe('the login checked with the gateway (expAuth)', () => {
  it('keeps a login the gateway keeps, taking its expTime', async () => {
    const { root } = deviceOff(0);
    const authToken = await logIn(gateway);
    const nowS = Math.floor(Date.now() / 1000);
    root.userInfo.setUserInfo({ authToken, expTime: nowS + 60 });
    expect(await checkLogin(root, { pageNeedsLogin: true })).toBe('valid');
    expect(root.userInfo.expTime).toBeGreaterThan(nowS + 3600);
  });

  it('a login the gateway ended, on a page that needs one, goes down the 5002 path: toast, target kept, Login', async () => {
    const { root, visits } = deviceOff(0, { path: '/settings' });
    const authToken = await logIn(gateway);
    root.userInfo.setUserInfo({ authToken, expTime: Math.floor(Date.now() / 1000) + 3600 });
    await gateway.post('logout', { authToken });
    expect(await checkLogin(root, { pageNeedsLogin: true })).toBe('ended');
    expect(root.userInfo.isLoggedIn).toBe(false);
    expect(visits).toEqual(['/email-login']);
    expect(root.userInfo.loginTarget).toBe('/settings');
    expect(root.ui.toasts.at(-1)?.severity).toBe('error');
  });

  it('a login the gateway ended, on a public page, is forgotten quietly', async () => {
    const { root, visits } = deviceOff(0, { path: '/edit' });
    const authToken = await logIn(gateway);
    root.userInfo.setUserInfo({ authToken, expTime: Math.floor(Date.now() / 1000) + 3600 });
    await gateway.post('logout', { authToken });
    expect(await checkLogin(root, { pageNeedsLogin: false })).toBe('ended');
    expect(root.userInfo.isLoggedIn).toBe(false);
    expect(visits).toEqual([]);
  });
});

describe('/edit/:getCurrency', () => {
  it('presets the target currency, locked, and keeps the query’s partner id', async () => {
    const match = matchLocation('/edit/ETH');
    expect(match).toMatchObject({ kind: 'route', route: { name: 'edit' } });
    const getCurrency = match?.kind === 'route' ? match.params.getCurrency : undefined;
    const { quote } = deviceOff(0);
    await quote.open({ search: '?partnerId=7', getCurrency });
    expect(quote.inquiry).toMatchObject({ getCurrency: 'ETH', partnerId: '7', sendCurrencyAmount: '100' });
    expect(quote.getCurrencyLocked).toBe(true);
    expect(Number(quote.inquiry.getCurrencyAmount)).toBeGreaterThan(0);
    expect(quote.canContinue).toBe(true);
  });
});
