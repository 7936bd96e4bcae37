import '../setup/browserApp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/stores/memoryStorage.ts';
import { RootStore } from '../../src/stores/RootStore.ts';
import { createFakeTicker } from '../unit/support/fakeTicker.ts';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

/**
 * The quote store against the real gateway: real prices, limits, offers and pay methods; only the clock
 * and the countdown's ticker are the test's.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway?.close();
});

function storeOverGateway() {
  let now = Date.now();
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const ticker = createFakeTicker();
  const visits: string[] = [];
  const endpoints: string[] = [];
  const root = new RootStore({
    fetch: (url, init) => {
      endpoints.push(url.replace(/^.*\//, ''));
      return fetch(gateway.origin + url, init);
    },
    clock,
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    navigator: { navigate: (to) => void visits.push(to), currentUrl: () => visits.at(-1) ?? '/edit' },
    visitorId: async () => 'test-visitor',
    ticker,
  });
  const fire = ticker.fire;
  const quotesAsked = () => endpoints.filter((name) => name === 'offerInquiry').length;
  return { root, quote: root.quote, clock, fire, visits, quotesAsked };
}

/** Resolves once the store has no quote on its way. */
async function quoteSettled(quote: RootStore['quote']) {
  await expect.poll(() => quote.quoting, { timeout: 10_000 }).toBe(false);
}

describe('QuoteStore over the real gateway', () => {
  it('opens with 100 USD → a BTC estimate, offers best first, pay methods, fees and a running countdown', async () => {
    const { quote } = storeOverGateway();
    await quote.open({ search: '' });
    expect(quote.inquiry).toMatchObject({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      partnerId: '0',
    });
    expect(Number(quote.inquiry.getCurrencyAmount)).toBeGreaterThan(0);
    expect(quote.inquiry.token).toMatch(/^[\w-]{16}\.[0-9a-z]+\.[\w-]{22}$/);
    expect(quote.secondsLeft).toBeGreaterThan(0);
    expect(quote.offers.length).toBeGreaterThan(1);
    const gets = quote.offers.map((offer) => Number(offer.getCurrencyAmount));
    expect(gets).toEqual([...gets].sort((a, b) => b - a));
    expect(quote.payMethods.map((method) => method.id)).toContain('card');
    expect(quote.fees?.feeCurrency).toBe('USD');
    expect(quote.canContinue).toBe(true);
  });

  it('renews the quote when the countdown reaches 0', async () => {
    const { quote, clock, fire, quotesAsked } = storeOverGateway();
    await quote.open({ search: '' });
    const first = quote.inquiry.token;
    clock.advance((quote.secondsLeft ?? 0) * 1000);
    fire();
    expect(quote.secondsLeft).toBeUndefined();
    expect(quote.inquiry.getCurrencyAmount).toBe('');
    await quoteSettled(quote);
    expect(quotesAsked()).toBe(2);
    expect(quote.inquiry.token).not.toBe(first);
    expect(Number(quote.inquiry.getCurrencyAmount)).toBeGreaterThan(0);
  });

  it('locks EUR 250 from /buy/ETH?sendCurrency=EUR&sendCurrencyAmount=250 and quotes ETH for it', async () => {
    const { quote } = storeOverGateway();
    await quote.open({ search: '?sendCurrency=EUR&sendCurrencyAmount=250', getCurrency: 'ETH' });
    expect(quote.inquiry).toMatchObject({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '250',
      getCurrency: 'ETH',
    });
    expect(quote.locks).toMatchObject({ sendCurrency: true, sendCurrencyAmount: true, getCurrency: true });
    expect(quote.fees?.feeCurrency).toBe('EUR');
    expect(Number(quote.inquiry.getCurrencyAmount)).toBeGreaterThan(0);
  });

  it('quotes the Get side from the link and fills the pay amount', async () => {
    const { quote } = storeOverGateway();
    await quote.open({ search: '?getCurrency=ETH&getCurrencyAmount=0.1' });
    expect(quote.side).toBe('get');
    expect(quote.inquiry.getCurrencyAmount).toBe('0.1');
    expect(Number(quote.inquiry.sendCurrencyAmount)).toBeGreaterThan(100);
  });

  it("checks the server's per-token limits before asking: below the USD minimum and above the BTC maximum", async () => {
    const { quote, quotesAsked } = storeOverGateway();
    await quote.open({ search: '' });
    quote.setAmount('pay', '5');
    await quote.commitAmount();
    expect(quote.payError).toEqual({ id: 'validation.amountMin', values: { amount: '20', symbol: 'USD' } });
    quote.setAmount('get', '1');
    await quote.commitAmount();
    expect(quote.getError).toEqual({ id: 'validation.amountMax', values: { amount: '0.26', symbol: 'BTC' } });
    expect(quotesAsked()).toBe(1);
    expect(quote.canContinue).toBe(false);
  });

  it("places the gateway's 502 under the get amount and its 501 under the pay amount, filling nothing", async () => {
    const { quote } = storeOverGateway();
    await quote.open({ search: '' });

    // Within the token's own maximum but above what 20,000 USD buys: the pair limit, 502.
    quote.setAmount('get', '0.25');
    await quote.commitAmount();
    expect(quote.getError).toMatchObject({ id: 'validation.amountMax', values: { symbol: 'BTC' } });
    expect(quote.inquiry.sendCurrencyAmount).toBe('');
    expect(quote.secondsLeft).toBeUndefined();

    // Bank transfer providers start at 25 USD: 501 under the pay amount.
    quote.setAmount('pay', '100');
    await quote.commitAmount();
    await quote.selectPayMethod('wire');
    quote.setAmount('pay', '22');
    await quote.commitAmount();
    expect(quote.payError).toEqual({ id: 'validation.amountMin', values: { amount: '25', symbol: 'USD' } });
    expect(quote.getError).toBeUndefined();
    expect(quote.inquiry.getCurrencyAmount).toBe('');
  });

  it('asks the buyer to pick a receive token the server does not list', async () => {
    const { quote, quotesAsked } = storeOverGateway();
    await quote.open({ search: '', getCurrency: 'NOPE' });
    expect(quote.getError).toEqual({ id: 'validation.getTokenRequired' });
    // Only the quote asked beside the lists, dropped once they showed the token is not listed: none shown.
    expect(quotesAsked()).toBe(1);
    expect(quote.inquiry.token).toBe('');
    expect(quote.quoting).toBe(false);
  });

  it('Continue goes to the order step with several offers, and to Select Offer when one provider takes the method', async () => {
    const several = storeOverGateway();
    await several.quote.open({ search: '' });
    // The pay method chosen in the grid goes along, so the order step can pass by itself (SPEC §4).
    expect(several.quote.continue()).toBe('/order?payMethod=card');
    expect(several.visits).toEqual(['/order?payMethod=card']);

    const single = storeOverGateway();
    await single.quote.open({ search: '?sendCurrencyAmount=15000' });
    await single.quote.selectPayMethod('paypal');
    expect(single.quote.offers).toHaveLength(1);
    expect(single.quote.continue()).toBe('/select-offer');
    expect(single.quote.inquiry.payMethod).toBe('paypal');
    expect(single.quote.inquiry.offerType).toBe(single.quote.offers[0].offerType);
  });

  it('keeps the newest answer when an older request is still on its way', async () => {
    const { quote } = storeOverGateway();
    await quote.open({ search: '' });
    quote.setAmount('pay', '200');
    const older = quote.commitAmount();
    quote.setAmount('pay', '300');
    const newer = quote.commitAmount();
    await Promise.all([older, newer]);
    expect(quote.inquiry.sendCurrencyAmount).toBe('300');
    expect(quote.offers[0].sendCurrencyAmount).toBe('300');
  });
});
