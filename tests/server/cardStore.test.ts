import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLocale } from '../../src/i18n/locales.ts';
import { KYC_RETURN_KEY } from '../../src/stores/KycStore.ts';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { Ticker } from '../../src/stores/quote/ticker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';
import { validPersonalInfo } from './helpers/kyc.ts';
import { latestCode, newEmail } from './helpers/login.ts';
import { freshBtcAddress } from './helpers/orders.ts';

/**
 * The card step's store against the real gateway: a buyer logs in through the dev outbox, takes a card
 * quote with RampEasy (paid in the app), and Select Card's decision leads them through the KYC steps to
 * Enter Card; the card is tokenized by the payment sandbox's own endpoint (as the hosted field does) and
 * paid. Only the navigator and the tickers are the test's.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway({ ORDER_STEP_MS: '40' });
});

afterAll(async () => {
  await gateway?.close();
});

const idleTicker: Ticker = { every: () => () => undefined };
const billing = { country: 'DE', city: 'Berlin', zipCode: '10115', address: 'Unter den Linden 1' };

/** A logged-in buyer (in `locale`, else the default one). */
async function loggedInBuyer(locale?: AppLocale) {
  const visits: Array<{ to: string; replace: boolean }> = [];
  const session = createMemoryStorage();
  const local = createMemoryStorage();
  const root = new RootStore({
    fetch: (url, init) => fetch(gateway.origin + url, init),
    clock: { now: () => gateway.app.config.clock.now() },
    local,
    session,
    navigator: {
      navigate: (to, options) => void visits.push({ to, replace: Boolean(options?.replace) }),
      currentUrl: () => visits.at(-1)?.to ?? '/edit',
    },
    visitorId: async () => 'test-visitor',
    ticker: idleTicker,
    ...(locale ? { locale } : {}),
  });
  const email = newEmail('card');
  root.login.setEmail(email);
  expect(await root.login.sendCode()).toBe(true);
  root.login.setCode(await latestCode(gateway, email));
  await expect.poll(() => root.userInfo.isLoggedIn, { timeout: 15_000 }).toBe(true); // a login hashes with scrypt: slow on a busy machine
  return { root, cards: root.cards, visits, session, local };
}

/** A logged-in buyer at Confirm Address with RampEasy by card for `amount` USD → BTC. */
async function buyerAtConfirm(amount: string) {
  const { root, visits, session, local } = await loggedInBuyer();
  await root.quote.open({ search: `?sendCurrency=USD&sendCurrencyAmount=${amount}&getCurrency=BTC` });
  root.quote.close();
  await root.order.enterOrderStep({ payMethod: 'card' });
  await root.order.enterSelectOffer();
  root.order.chooseOffer('rampeasy');
  expect(root.order.paysCardInApp).toBe(true);
  root.order.setAddress(freshBtcAddress());
  root.order.setWallet({ walletType: 'selfHosted' });
  expect(await root.order.submitAddress()).toBe(true);
  await root.order.confirmAddress();
  expect(visits.at(-1)?.to).toBe('/select-card');
  visits.length = 0;
  return { root, cards: root.cards, visits, session, local };
}

/** What the hosted card field does with a typed card: the sandbox's tokenization endpoint. */
async function tokenOf(number: string) {
  const res = await gateway.request('/sandbox/card-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/39', cvc: '123' }),
  });
  const answer = (await res.json()) as {
    respCode: number;
    data: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
  };
  expect(answer.respCode).toBe(200);
  return answer.data;
}

const orderRow = (orderNo: string) =>
  gateway.app.db
    .selectFrom('orders')
    .select(['order_no', 'offer_type', 'status'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

describe('CardStore over the real gateway', () => {
  it('a fresh buyer: the order is made and Select Card moves on to Enter Information; then Enter Card, 4242, Payment status', async () => {
    const env = await buyerAtConfirm('100');
    expect(await env.cards.enterSelectCard()).toBe('left');
    const orderNo = env.root.order.createdOrder?.orderNo ?? '';
    expect(await orderRow(orderNo)).toMatchObject({ offer_type: 'rampeasy', status: 'Pending' });
    expect(env.visits).toEqual([{ to: '/enter-information', replace: true }]);
    expect(env.session.getItem(KYC_RETURN_KEY)).toBe('/select-card');

    // Personal information saved; 100 USD needs no identity check: back to Select Card, which has no card yet.
    expect(await env.root.kyc.submitInformation(validPersonalInfo)).toBe(true);
    expect(env.visits.at(-1)).toEqual({ to: '/select-card', replace: true });
    expect(await env.cards.enterSelectCard()).toBe('left');
    expect(env.visits.at(-1)).toEqual({ to: `/enter-card?orderNo=${orderNo}`, replace: true });

    expect(await env.cards.enterEnterCard({ orderNo })).toBe('ready');
    env.cards.setBilling(billing);
    env.cards.setSaveCard(true);
    expect(await env.cards.payWithNewCard(billing, () => tokenOf('4242424242424242'))).toBe(true);
    expect(env.visits.at(-1)).toEqual({ to: `/payment-status?orderNo=${orderNo}`, replace: false });
    expect((await orderRow(orderNo))?.status).not.toBe('Pending');
    expect(env.local.getItem('billingAddressForm')).toBeNull();

    // The card is saved (masked): a next purchase could choose it on Select Card.
    const saved = await env.root.api.cardList({});
    expect(saved.data?.map((card) => card.maskedNumber)).toEqual(['•••• 4242']);
  });

  it('above 700 EUR: Select Card leads to Verify ID after the personal information, and a payment before the identity is approved goes there too (509)', async () => {
    const env = await buyerAtConfirm('1500');
    await env.cards.enterSelectCard();
    expect(env.visits.at(-1)).toEqual({ to: '/enter-information', replace: true });
    expect(await env.root.kyc.submitInformation(validPersonalInfo)).toBe(true);
    expect(env.visits.at(-1)).toEqual({ to: '/verify-id', replace: false });

    env.visits.length = 0;
    expect(await env.cards.enterSelectCard()).toBe('left');
    expect(env.visits).toEqual([{ to: '/verify-id', replace: true }]);

    // Straight to Enter Card anyway: the gateway refuses the payment until the identity is approved.
    const orderNo = env.root.order.createdOrder?.orderNo ?? '';
    env.visits.push({ to: `/enter-card?orderNo=${orderNo}`, replace: false });
    expect(await env.cards.enterEnterCard({ orderNo })).toBe('ready');
    expect(await env.cards.payWithNewCard(billing, () => tokenOf('4242424242424242'))).toBe(false);
    expect(env.session.getItem(KYC_RETURN_KEY)).toBe(`/enter-card?orderNo=${orderNo}`);
    expect(env.visits.at(-1)).toEqual({ to: '/verify-id', replace: false });
    expect((await orderRow(orderNo))?.status).toBe('Pending');
  });

  it('a zh-CN buyer: a billing city too long is refused in Chinese, kept for the city field, and no card is tokenized', async () => {
    const env = await loggedInBuyer('zh-CN');
    let tokenized = 0;
    const tooLong = { ...billing, city: 'x'.repeat(81) };
    env.cards.setBilling(tooLong);
    expect(
      await env.cards.payWithNewCard(tooLong, async () => {
        tokenized += 1;
        return undefined;
      }),
    ).toBe(false);
    expect(tokenized).toBe(0);
    expect(env.cards.billingRefusal).toMatchObject({
      field: 'city',
      key: 'field.maxLength',
      params: { field: 'city', limit: '80' },
    });
    expect(env.cards.billingRefusal?.message).toMatch(/字段/);
    expect(env.cards.payError).toBeUndefined();
  });
});
