import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../server/domain/cards/store.ts';
import { LOGGED_OUT_MESSAGE_ID } from '../../src/stores/AccountStore.ts';
import { SavedCardsMessageId } from '../../src/stores/cards/SavedCardsStore.ts';
import { KYC_RETURN_KEY } from '../../src/stores/KycStore.ts';
import { LOCALE_KEY } from '../../src/stores/LocaleStore.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { createFakeTicker } from '../unit/support/fakeTicker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { documentFiles, uploadDocument, validPersonalInfo } from './helpers/kyc.ts';
import { latestCode, newEmail } from './helpers/login.ts';

/**
 * Settings (AccountStore) and Saved cards (SavedCardsStore) against the real gateway: a buyer logs in
 * through the dev outbox; the e-mail and identity level come from authInfo and userStatus; Log Out ends
 * the session on the gateway; cards saved for the buyer (as a card payment saves them) are listed and
 * deleted. Only the navigator, the tickers and — for the lost-answer cases — the network are the test's.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

interface Options {
  local?: ReturnType<typeof createMemoryStorage>;
  /** Endpoints whose next request never reaches the gateway (the network fails once). */
  offline?: Set<string>;
}

async function buyer(options: Options = {}) {
  const visits: Array<{ to: string; replace: boolean }> = [];
  const requests: string[] = [];
  const offline = options.offline ?? new Set<string>();
  const local = options.local ?? createMemoryStorage();
  const session = createMemoryStorage();
  const ticker = createFakeTicker();
  const root = new RootStore({
    fetch: (url, init) => {
      const endpoint = url.split('/').at(-1) ?? '';
      requests.push(endpoint);
      if (offline.delete(endpoint)) return Promise.reject(new TypeError('Failed to fetch'));
      return fetch(gateway.origin + url, init);
    },
    clock: { now: () => gateway.app.config.clock.now() },
    local,
    session,
    navigator: {
      navigate: (to, o) => void visits.push({ to, replace: Boolean(o?.replace) }),
      currentUrl: () => visits.at(-1)?.to ?? '/settings',
    },
    locale: 'en-US',
    visitorId: async () => 'test-visitor',
    ticker,
  });
  const email = newEmail('account');
  root.login.setEmail(email);
  expect(await root.login.sendCode()).toBe(true);
  root.login.setCode(await latestCode(gateway, email));
  await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
  visits.length = 0;
  requests.length = 0;
  const user = await gateway.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    root,
    account: root.account,
    cards: root.savedCards,
    email,
    userId: user.id,
    visits,
    requests,
    offline,
    local,
    session,
    fire: ticker.fire,
  };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Personal information saved and an identity check sent with `fileName` (the sandbox decides by its name), then followed until decided. */
async function identityChecked(env: Buyer, fileName: string) {
  expect(await env.root.kyc.submitInformation(validPersonalInfo)).toBe(true);
  await env.root.kyc.enterVerifyId();
  expect(await env.root.kyc.startCheck({ country: 'DE', documentType: 'passport' })).toBe(true);
  const page = new URL(env.root.kyc.check?.url ?? '').pathname;
  await uploadDocument(gateway, page, { name: fileName, type: 'image/png', bytes: documentFiles.png });
  const stop = env.root.kyc.followIdentity();
  await expect
    .poll(() => {
      env.fire();
      return env.root.kyc.identityPhase;
    })
    .not.toBe('waiting');
  stop();
  env.visits.length = 0;
}

const visa = { providerToken: 'tok_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };
const mastercard = {
  providerToken: 'tok_mc',
  brand: 'Mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2031,
};

describe('Settings (AccountStore) over the real gateway', () => {
  it('shows the e-mail logged in with and level 0; the way to raise it is Enter Information, coming back to Settings', async () => {
    const env = await buyer();
    await env.account.open();
    expect(env.account.state).toBe('ready');
    expect(env.account.email).toBe(env.email);
    expect(env.account).toMatchObject({ kycLevel: 0, standing: 'none', identityAction: 'enterInformation' });
    expect(env.requests.sort()).toEqual(['authInfo', 'userStatus']);

    env.account.raiseIdentity();
    expect(env.visits).toEqual([{ to: '/enter-information', replace: false }]);
    expect(env.session.getItem(KYC_RETURN_KEY)).toBe('/settings');

    // Personal information saved: level 1, and the way on is Verify ID.
    expect(await env.root.kyc.submitInformation(validPersonalInfo)).toBe(true);
    env.visits.length = 0;
    await env.account.open();
    expect(env.account).toMatchObject({ kycLevel: 1, standing: 'information', identityAction: 'verifyId' });
    expect(env.root.userInfo.kycLevel).toBe(1);
    env.account.raiseIdentity();
    expect(env.visits).toEqual([{ to: '/verify-id', replace: false }]);
  });

  it('a refused identity offers another check; one under review and a verified one offer nothing', async () => {
    const refused = await buyer();
    await identityChecked(refused, 'refuse-me.png');
    await refused.account.open();
    expect(refused.account).toMatchObject({ standing: 'refused', identityAction: 'retryVerifyId' });
    refused.account.raiseIdentity();
    expect(refused.visits).toEqual([{ to: '/verify-id?retry=1', replace: false }]);
    expect(refused.session.getItem(KYC_RETURN_KEY)).toBe('/settings');

    const review = await buyer();
    await identityChecked(review, 'review-me.png');
    await review.account.open();
    expect(review.account).toMatchObject({ kycLevel: 1, standing: 'review', identityAction: undefined });

    const verified = await buyer();
    await identityChecked(verified, 'passport.png');
    await verified.account.open();
    expect(verified.account).toMatchObject({ kycLevel: 2, standing: 'verified', identityAction: undefined });
    verified.account.raiseIdentity();
    expect(verified.visits).toEqual([]);
  });

  it('Log Out: logged out here at once, "Log out" shown, Settings left for Edit, and the old token refused by the gateway', async () => {
    const env = await buyer();
    await env.account.open();
    const oldToken = env.root.userInfo.authToken ?? '';
    expect((await gateway.post('authInfo', { authToken: oldToken })).respCode).toBe(200);

    env.root.ui.openPopup('logout');
    await env.account.logOut({ leavePage: true });
    expect(env.root.userInfo.isLoggedIn).toBe(false);
    expect(env.local.getItem('userInfo')).toBeNull();
    expect(env.root.ui.popup).toBeUndefined();
    expect(env.root.ui.toasts.map((toast) => toast.message)).toEqual([{ id: LOGGED_OUT_MESSAGE_ID }]);
    expect(env.visits).toEqual([{ to: '/edit', replace: false }]);
    expect(env.account).toMatchObject({ state: 'idle', email: undefined, standing: undefined });

    expect(await gateway.post('authInfo', { authToken: oldToken })).toMatchObject({
      respCode: 5002,
      respMessage: 'Login expired, please log in again',
    });
    expect((await gateway.post('cardList', { authToken: oldToken })).respCode).toBe(5002);
  });

  it('Log Out from a page anyone may see stays there; a second press while it runs sends one logout', async () => {
    const env = await buyer();
    await Promise.all([env.account.logOut({ leavePage: false }), env.account.logOut({ leavePage: false })]);
    expect(env.visits).toEqual([]);
    expect(env.requests).toEqual(['logout']);
  });

  it('the language chosen is switched at once and kept for the next visit, over the browser language', async () => {
    const env = await buyer();
    expect(env.account.locale).toBe('en-US');
    env.account.chooseLocale('zh-CN');
    expect(env.root.locale.locale).toBe('zh-CN');
    expect(env.local.getItem(LOCALE_KEY)).toBe('zh-CN');

    const nextVisit = new RootStore({
      fetch: (url, init) => fetch(gateway.origin + url, init),
      clock: { now: () => gateway.app.config.clock.now() },
      local: env.local,
      session: createMemoryStorage(),
      navigator: { navigate: () => undefined, currentUrl: () => '/settings' },
      locale: 'en-US',
      visitorId: async () => 'test-visitor',
    });
    expect(nextVisit.locale.locale).toBe('zh-CN');
    expect(nextVisit.account.locale).toBe('zh-CN');
  });

  it('a lost answer shows the error (without words of the gateway), and Try again loads the account', async () => {
    const env = await buyer({ offline: new Set(['userStatus']) });
    await env.account.open();
    expect(env.account.state).toBe('error');
    expect(env.account.error).toEqual({});
    await env.account.open();
    expect(env.account.state).toBe('ready');
    expect(env.account.email).toBe(env.email);
  });

  it('a session ended elsewhere: the client asks for a login, Settings shows no error of its own', async () => {
    const env = await buyer();
    await gateway.post('logout', { authToken: env.root.userInfo.authToken });
    await env.account.open();
    expect(env.account.state).not.toBe('error');
    expect(env.visits).toEqual([{ to: '/email-login', replace: false }]);
    expect(env.root.userInfo.isLoggedIn).toBe(false);
    expect(env.root.userInfo.loginTarget).toBe('/settings');
  });
});

describe('Saved cards (SavedCardsStore) over the real gateway', () => {
  it('lists the cards newest first; Cancel keeps a card; Delete removes it with "Deleted successfully"', async () => {
    const env = await buyer();
    await saveCard(gateway.app.db, env.userId, visa);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveCard(gateway.app.db, env.userId, mastercard);

    await env.cards.open();
    expect(env.cards.state).toBe('ready');
    expect(
      env.cards.cards.map(({ brand, last4, expMonth, expYear }) => ({ brand, last4, expMonth, expYear })),
    ).toEqual([
      { brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
      { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    ]);

    const visaId = env.cards.cards[1].id;
    env.cards.askDelete(visaId);
    expect(env.cards.confirming?.last4).toBe('4242');
    env.cards.cancelDelete();
    expect(env.cards.confirming).toBeUndefined();
    expect(env.requests.filter((r) => r === 'delCreditCard')).toEqual([]);

    env.cards.askDelete(visaId);
    // Pressed twice: one delete.
    const [first, second] = await Promise.all([env.cards.confirmDelete(), env.cards.confirmDelete()]);
    expect([first, second]).toEqual([true, false]);
    expect(env.requests.filter((r) => r === 'delCreditCard')).toEqual(['delCreditCard']);
    expect(env.cards.cards.map((card) => card.last4)).toEqual(['4444']);
    expect(env.cards.confirming).toBeUndefined();
    expect(env.root.ui.toasts).toMatchObject([
      { message: { id: SavedCardsMessageId.deleted }, severity: 'success' },
    ]);

    const stored = await env.root.api.cardList({});
    expect(stored.data?.map((card) => card.last4)).toEqual(['4444']);
  });

  it('a card the gateway cannot delete stays listed, with "Failed to delete"', async () => {
    const env = await buyer();
    const card = await saveCard(gateway.app.db, env.userId, visa);
    await env.cards.open();
    // Deleted meanwhile in another tab: the gateway no longer has it for this buyer.
    await gateway.post('delCreditCard', { authToken: env.root.userInfo.authToken, id: card.id });
    env.cards.askDelete(card.id);
    expect(await env.cards.confirmDelete()).toBe(false);
    expect(env.cards.cards.map((saved) => saved.id)).toEqual([card.id]);
    expect(env.root.ui.toasts).toMatchObject([
      { message: { id: SavedCardsMessageId.deleteFailed }, severity: 'error' },
    ]);

    // The network lost on Delete: the same.
    env.root.ui.dismissToast(env.root.ui.toasts[0].id);
    env.offline.add('delCreditCard');
    env.cards.askDelete(card.id);
    expect(await env.cards.confirmDelete()).toBe(false);
    expect(env.root.ui.toasts).toMatchObject([{ message: { id: SavedCardsMessageId.deleteFailed } }]);
  });

  it('no card: empty, and the way on is buying (a card is only saved by paying with it)', async () => {
    const env = await buyer();
    await env.cards.open();
    expect(env.cards.isEmpty).toBe(true);
    env.cards.go('edit');
    expect(env.visits).toEqual([{ to: '/edit', replace: false }]);
  });

  it('a lost answer shows the error, and Try again loads the list', async () => {
    const env = await buyer({ offline: new Set(['cardList']) });
    await saveCard(gateway.app.db, env.userId, visa);
    await env.cards.open();
    expect(env.cards.state).toBe('error');
    expect(env.cards.error).toEqual({});
    await env.cards.open();
    expect(env.cards.state).toBe('ready');
    expect(env.cards.cards).toHaveLength(1);
  });
});
