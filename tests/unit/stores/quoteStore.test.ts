import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { getTokens, NOW_S, quoteAnswer, quoteRoot, settle } from './quoteFixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the quote screen and answers the first quote. */
async function quoted(search = '', answer = quoteAnswer()) {
  const env = quoteRoot();
  const opening = env.quote.open({ search });
  await settle();
  env.quoteCalls()[0].respondJson(answer);
  await opening;
  return env;
}

describe('QuoteStore: the first quote', () => {
  it('opens with 100 USD → BTC on the Pay side, the get amount loading, then filled with the countdown running', async () => {
    const env = quoteRoot();
    const opening = env.quote.open({ search: '' });
    expect(env.quote.quoting).toBe(true);
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
    await settle();

    const [call] = env.quoteCalls();
    expect(call.fields()).toMatchObject({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
      getCurrencyAmount: '',
      partnerId: '0',
      intercept: '2',
    });
    call.respondJson(quoteAnswer({ get: '0.00147', ttl: 60 }));
    await opening;

    expect(env.quote.quoting).toBe(false);
    expect(env.quote.inquiry).toMatchObject({
      sendCurrencyAmount: '100',
      getCurrencyAmount: '0.00147',
      token: 'q-1',
      payMethod: 'card',
      offerType: 'rampeasy',
    });
    expect(env.quote.secondsLeft).toBe(60);
    expect(env.quote.offers.map((o) => o.offerType)).toEqual(['rampeasy', 'topper']);
    expect(env.quote.payMethods.map((m) => [m.id, m.fee])).toEqual([
      ['card', 4.48],
      ['applepay', 4.48],
    ]);
    expect(env.quote.canContinue).toBe(true);
  });

  it("pays in the currency of the caller's country when neither the link nor the buyer chose one", async () => {
    const env = quoteRoot({ normalCurrency: 'EUR' });
    const opening = env.quote.open({ search: '' });
    await settle();
    // The quote asked beside the lists (in USD) is dropped once they name the caller's currency.
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.quoteCalls()[0].init.signal?.aborted).toBe(true);
    expect(env.quoteCalls()[1].fields()).toMatchObject({ sendCurrency: 'EUR', sendCurrencyAmount: '100' });
    env.quoteCalls()[1].respondJson(quoteAnswer({ get: '0.00159' }));
    await opening;
    expect(env.quote.inquiry).toMatchObject({ sendCurrency: 'EUR', getCurrencyAmount: '0.00159' });
  });

  it('takes partnerId from the link and keeps the referrer as refererUrl', async () => {
    const env = quoteRoot();
    const opening = env.quote.open({
      search: '?partnerId=aurora&reference=ref-1',
      referrer: 'https://shop.example/cart',
    });
    await settle();
    expect(env.quoteCalls()[0].fields()).toMatchObject({
      partnerId: 'aurora',
      reference: 'ref-1',
      refererUrl: 'https://shop.example/cart',
    });
    env.quoteCalls()[0].respondJson(quoteAnswer());
    await opening;
  });
});

describe('QuoteStore: side and locks from the URL', () => {
  it('asks a Get-side quote when the link gives the target token and amount, and fills the pay amount', async () => {
    const env = quoteRoot();
    const opening = env.quote.open({ search: '?getCurrency=ETH&getCurrencyAmount=0.5' });
    await settle();
    expect(env.quote.side).toBe('get');
    expect(env.quoteCalls()[0].fields()).toMatchObject({
      getCurrency: 'ETH',
      getCurrencyAmount: '0.5',
      sendCurrencyAmount: '',
    });
    env.quoteCalls()[0].respondJson(quoteAnswer({ send: '1712.4', get: '0.5' }));
    await opening;
    expect(env.quote.inquiry.sendCurrencyAmount).toBe('1712.4');
    expect(env.quote.locks.getCurrencyAmount).toBe(true);
  });

  it('locks what the link gives: typing or picking a locked value changes nothing', async () => {
    const env = await quoted('?sendCurrency=EUR&sendCurrencyAmount=250', quoteAnswer({ send: '250' }));
    expect(env.quote.locks).toMatchObject({
      sendCurrency: true,
      sendCurrencyAmount: true,
      getCurrency: false,
    });

    env.quote.setAmount('pay', '999');
    await env.quote.selectPayCurrency('USD');
    expect(env.quote.inquiry).toMatchObject({ sendCurrency: 'EUR', sendCurrencyAmount: '250' });
    expect(env.quoteCalls()).toHaveLength(1);

    void env.quote.selectGetCurrency('ETH');
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.quoteCalls()[1].fields()).toMatchObject({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '250',
      getCurrency: 'ETH',
    });
  });

  it('unlocks a currency from the link that the server does not offer, and asks the buyer to pick one', async () => {
    const env = quoteRoot();
    await env.quote.open({ search: '', getCurrency: 'NOPE' });
    expect(env.quote.getError).toEqual({ id: 'validation.getTokenRequired' });
    expect(env.quote.getCurrencyLocked).toBe(false);
    // Only the quote asked beside the lists, dropped once they showed the currency is not served.
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quoteCalls()[0].init.signal?.aborted).toBe(true);
    expect(env.quote.quoting).toBe(false);
  });

  it("opens a link's amount for editing when the limits refuse it, so the buyer is not stuck", async () => {
    const env = quoteRoot();
    await env.quote.open({ search: '?sendCurrency=USD&sendCurrencyAmount=5' });
    expect(env.quote.payError).toEqual({
      id: 'validation.amountMin',
      values: { amount: '20', symbol: 'USD' },
    });
    expect(env.quote.locks).toMatchObject({ sendCurrency: true, sendCurrencyAmount: false });
    env.quote.setAmount('pay', '50');
    expect(env.quote.inquiry.sendCurrencyAmount).toBe('50');
  });

  it('falls back to Pay with 100 USD → BTC when the link asks the Get side without an amount', async () => {
    const env = quoteRoot();
    const opening = env.quote.open({ search: '?getCurrency=ETH&getCurrencyAmount=' });
    await settle();
    expect(env.quote.side).toBe('pay');
    expect(env.quoteCalls()[0].fields()).toMatchObject({
      sendCurrency: 'USD',
      sendCurrencyAmount: '100',
      getCurrency: 'BTC',
    });
    env.quoteCalls()[0].respondJson(quoteAnswer());
    await opening;
  });
});

describe('QuoteStore: editing', () => {
  it('cuts a typed get amount to the decimals of a newly chosen token (USDT has 6), never rounding', async () => {
    const usdt = { ...getTokens[1], symbol: 'USDT_ERC20', currency: 'USDT', name: 'Tether', decimals: 6 };
    const env = quoteRoot({ getList: [...getTokens, usdt] });
    const opening = env.quote.open({ search: '' });
    await settle();
    env.quoteCalls()[0].respondJson(quoteAnswer());
    await opening;
    env.quote.setAmount('get', '0.12345678');
    void env.quote.selectGetCurrency('USDT_ERC20');
    await settle();
    expect(env.quote.inquiry.getCurrencyAmount).toBe('0.123456');
    expect(env.quoteCalls()[1].fields()).toMatchObject({
      getCurrency: 'USDT_ERC20',
      getCurrencyAmount: '0.123456',
    });
  });

  it('typing sets the side; on blur a changed amount is quoted with the other amount cleared and loading', async () => {
    const env = await quoted();
    env.quote.setAmount('get', '0.01');
    expect(env.quote.side).toBe('get');
    const asking = env.quote.commitAmount();
    expect(env.quote.inquiry.sendCurrencyAmount).toBe('');
    expect(env.quote.quoting).toBe(true);
    expect(env.quote.canContinue).toBe(false);
    await settle();
    expect(env.quoteCalls()[1].fields()).toMatchObject({ sendCurrencyAmount: '', getCurrencyAmount: '0.01' });
    env.quoteCalls()[1].respondJson(quoteAnswer({ send: '680.5', get: '0.01', token: 'q-2' }));
    await asking;
    expect(env.quote.inquiry).toMatchObject({
      sendCurrencyAmount: '680.5',
      getCurrencyAmount: '0.01',
      token: 'q-2',
    });
  });

  it('a blur without a change (or with the same number written differently) asks nothing', async () => {
    const env = await quoted();
    await env.quote.commitAmount();
    env.quote.setAmount('pay', '100.0');
    await env.quote.commitAmount();
    expect(env.quoteCalls()).toHaveLength(1);
  });

  it('choosing a pay method asks a quote for it', async () => {
    const env = await quoted();
    void env.quote.selectPayMethod('applepay');
    await settle();
    expect(env.quoteCalls()[1].fields()).toMatchObject({ payMethod: 'applepay', sendCurrencyAmount: '100' });
  });
});

describe('QuoteStore: limits checked before asking (SPEC §5)', () => {
  it.each([
    ['', { id: 'validation.amountRequired' }],
    ['0', { id: 'validation.amountRequired' }],
    ['10', { id: 'validation.amountMin', values: { amount: '20', symbol: 'USD' } }],
    ['20001', { id: 'validation.amountMax', values: { amount: '20000', symbol: 'USD' } }],
  ])('a pay amount of %j shows %j under the pay amount and asks nothing', async (amount, expected) => {
    const env = await quoted();
    env.quote.setAmount('pay', amount);
    await env.quote.commitAmount();
    expect(env.quote.payError).toEqual(expected);
    expect(env.quote.getError).toBeUndefined();
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
    expect(env.quote.canContinue).toBe(false);
    expect(env.quoteCalls()).toHaveLength(1);
  });

  it("a get amount below the token minimum shows the message in the token's unit under the get amount", async () => {
    const env = await quoted();
    env.quote.setAmount('get', '0.0001');
    await env.quote.commitAmount();
    expect(env.quote.getError).toEqual({
      id: 'validation.amountMin',
      values: { amount: '0.00016', symbol: 'BTC' },
    });
    expect(env.quote.inquiry.sendCurrencyAmount).toBe('');
  });
});

describe('QuoteStore: quote errors by respCode (SPEC §8)', () => {
  it.each([
    [501, 'pay'],
    [500, 'get'],
    [502, 'get'],
  ] as const)(
    'respCode %i shows the message under the %s amount and fills nothing',
    async (respCode, place) => {
      const env = await quoted();
      env.quote.setAmount('pay', '150');
      const asking = env.quote.commitAmount();
      await settle();
      env.quoteCalls()[1].respondJson({ respCode, respMessage: 'No payment method takes USD for BTC' });
      await asking;
      const error = place === 'pay' ? env.quote.payError : env.quote.getError;
      const other = place === 'pay' ? env.quote.getError : env.quote.payError;
      // No key the app knows: the generic text in the buyer's language, never the gateway's own words.
      expect(error).toEqual({ id: 'quote.error.tryAgain' });
      expect(other).toBeUndefined();
      expect(env.quote.inquiry.getCurrencyAmount).toBe('');
      expect(env.quote.secondsLeft).toBeUndefined();
      expect(env.ticker.count).toBe(0);
      expect(env.quote.canContinue).toBe(false);
    },
  );

  it("shows the gateway's limit text in the buyer's language (as a message id with its values)", async () => {
    const env = await quoted();
    env.quote.setAmount('pay', '25');
    const asking = env.quote.commitAmount();
    await settle();
    env.quoteCalls()[1].respondJson({
      respCode: 501,
      respMessage: '最小金额为 30 USD',
      respKey: 'quote.belowMinimum',
      respParams: { amount: '30', currency: 'USD' },
    });
    await asking;
    expect(env.quote.payError).toEqual({
      id: 'validation.amountMin',
      values: { amount: '30', symbol: 'USD' },
    });
  });

  it("shows any other quote refusal as the catalogue's text for its key, whatever language respMessage is in", async () => {
    const env = await quoted();
    env.quote.setAmount('pay', '25');
    const asking = env.quote.commitAmount();
    await settle();
    env.quoteCalls()[1].respondJson({
      respCode: 501,
      respMessage: 'No payment method takes USD for BTC',
      respKey: 'quote.noPayMethod',
      respParams: { fiat: 'USD', token: 'BTC' },
    });
    await asking;
    expect(env.quote.payError).toEqual({
      id: 'gateway.quote.noPayMethod',
      values: { fiat: 'USD', token: 'BTC' },
    });
  });

  it('no answer (respCode 0) shows "try again" under the get amount', async () => {
    const env = await quoted();
    env.quote.setAmount('pay', '150');
    const asking = env.quote.commitAmount();
    await settle();
    env.quoteCalls()[1].respond(new Response('<html>Bad gateway</html>', { status: 502 }));
    await asking;
    expect(env.quote.getError).toEqual({ id: 'quote.error.tryAgain' });
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
  });
});

describe('QuoteStore: the first quote is asked beside the token lists, not after them', () => {
  it('asks it while the lists are on their way and shows its answer once they are in: one quote asked', async () => {
    const env = quoteRoot({ listsWait: true });
    const opening = env.quote.open({ search: '' });
    await settle();
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quoteCalls()[0].fields()).toMatchObject({ sendCurrency: 'USD', sendCurrencyAmount: '100' });
    env.quoteCalls()[0].respondJson(quoteAnswer({ get: '0.00151' }));
    await settle();
    // Not shown before the lists: they may change the currency or refuse the amount.
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
    expect(env.quote.quoting).toBe(true);

    env.answerLists();
    await opening;
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quote.inquiry).toMatchObject({ getCurrencyAmount: '0.00151', token: 'q-1' });
    expect(env.quote.canContinue).toBe(true);
  });

  it("an amount the lists' limits refuse shows their message, and the quote asked ahead is dropped", async () => {
    const env = quoteRoot({ listsWait: true });
    const opening = env.quote.open({ search: '?sendCurrencyAmount=5' });
    await settle();
    expect(env.quoteCalls()).toHaveLength(1);
    env.answerLists();
    await opening;
    expect(env.quoteCalls()[0].init.signal?.aborted).toBe(true);
    expect(env.quote.payError).toMatchObject({ id: 'validation.amountMin' });
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
  });

  it("asks it in the caller's currency the page named, which the lists then name too: one quote asked", async () => {
    const env = quoteRoot({ listsWait: true, callerCurrency: 'EUR', normalCurrency: 'EUR' });
    const opening = env.quote.open({ search: '' });
    await settle();
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quoteCalls()[0].fields()).toMatchObject({ sendCurrency: 'EUR', sendCurrencyAmount: '100' });
    env.quoteCalls()[0].respondJson(quoteAnswer({ get: '0.00171' }));
    env.answerLists();
    await opening;
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quote.inquiry).toMatchObject({ sendCurrency: 'EUR', getCurrencyAmount: '0.00171' });
  });

  it("asks again when the lists name another currency than the page did, and keeps a link's currency", async () => {
    const env = quoteRoot({ listsWait: true, callerCurrency: 'EUR', normalCurrency: 'USD' });
    const opening = env.quote.open({ search: '' });
    await settle();
    env.answerLists();
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.quoteCalls()[0].init.signal?.aborted).toBe(true);
    expect(env.quoteCalls()[1].fields()).toMatchObject({ sendCurrency: 'USD' });
    env.quoteCalls()[1].respondJson(quoteAnswer());
    await opening;
    expect(env.quote.inquiry).toMatchObject({ sendCurrency: 'USD', getCurrencyAmount: '0.00147' });

    const linked = quoteRoot({ listsWait: true, callerCurrency: 'EUR', normalCurrency: 'EUR' });
    void linked.quote.open({ search: '?sendCurrency=USD' });
    await settle();
    expect(linked.quoteCalls()[0].fields()).toMatchObject({ sendCurrency: 'USD' });
  });

  it('a screen closed before the lists are in drops the quote asked ahead', async () => {
    const env = quoteRoot({ listsWait: true });
    const opening = env.quote.open({ search: '' });
    await settle();
    env.quote.close();
    expect(env.quoteCalls()[0].init.signal?.aborted).toBe(true);
    env.answerLists();
    await opening;
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quote.inquiry.token).toBe('');
  });
});

describe('QuoteStore: the boot asks the first quote before the screen has loaded (openEarly)', () => {
  it("the screen's open with the same link joins it: one quote asked, shown once answered", async () => {
    const env = quoteRoot();
    env.quote.openEarly({ search: '?sendCurrencyAmount=250', referrer: 'https://shop.example/' });
    await settle();
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quoteCalls()[0].fields()).toMatchObject({ sendCurrencyAmount: '250' });

    expect(env.quote.joinsEarlyOpen({ search: '?sendCurrencyAmount=250' })).toBe(false);
    expect(
      env.quote.joinsEarlyOpen({ search: '?sendCurrencyAmount=250', referrer: 'https://shop.example/' }),
    ).toBe(true);
    const opening = env.quote.open({ search: '?sendCurrencyAmount=250', referrer: 'https://shop.example/' });
    expect(env.quote.quoting).toBe(true);
    env.quoteCalls()[0].respondJson(quoteAnswer({ send: '250', get: '0.0037' }));
    await opening;
    expect(env.quoteCalls()).toHaveLength(1);
    expect(env.quote.inquiry).toMatchObject({ sendCurrencyAmount: '250', getCurrencyAmount: '0.0037' });
    expect(env.quote.locks.sendCurrencyAmount).toBe(true);
    expect(env.quote.canContinue).toBe(true);
  });

  it('a countdown that runs out before the screen is shown asks nothing; the screen asks once it opens', async () => {
    const env = quoteRoot();
    env.quote.openEarly({ search: '' });
    await settle();
    env.quoteCalls()[0].respondJson(quoteAnswer({ ttl: 1 }));
    await settle();
    env.clock.advance(1000);
    env.ticker.fire();
    await settle();
    expect(env.quote.canContinue).toBe(false);
    expect(env.quoteCalls()).toHaveLength(1);

    const opening = env.quote.open({ search: '' });
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);
    env.quoteCalls()[1].respondJson(quoteAnswer({ token: 'q-2', now: NOW_S + 1 }));
    await opening;
    expect(env.quote.inquiry.token).toBe('q-2');
    expect(env.quote.secondsLeft).toBe(60);
  });

  it('a screen opened with another link (or after a close) starts its own quote', async () => {
    const env = quoteRoot();
    env.quote.openEarly({ search: '' });
    await settle();
    const opening = env.quote.open({ search: '?sendCurrencyAmount=300' });
    await settle();
    env.quoteCalls()[0].respondJson(quoteAnswer());
    env.quoteCalls()[1].respondJson(quoteAnswer({ send: '300', get: '0.0044', token: 'q-2' }));
    await opening;
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.quote.inquiry).toMatchObject({ sendCurrencyAmount: '300', getCurrencyAmount: '0.0044' });

    env.quote.close();
    const again = env.quote.open({ search: '?sendCurrencyAmount=300' });
    await settle();
    env.quoteCalls()[2].respondJson(quoteAnswer({ send: '300', get: '0.0045', token: 'q-3' }));
    await again;
    expect(env.quote.inquiry.token).toBe('q-3');
  });
});

describe('QuoteStore: countdown (fake clock and ticker)', () => {
  it('ticks each second from expireTime − now and asks a new quote at 0', async () => {
    const env = await quoted('', quoteAnswer({ ttl: 3 }));
    expect(env.quote.secondsLeft).toBe(3);

    env.clock.advance(1000);
    env.ticker.fire();
    expect(env.quote.secondsLeft).toBe(2);
    env.clock.advance(1000);
    env.ticker.fire();
    expect(env.quote.secondsLeft).toBe(1);
    expect(env.quoteCalls()).toHaveLength(1);

    env.clock.advance(1000);
    env.ticker.fire();
    expect(env.quote.canContinue).toBe(false);
    expect(env.quote.inquiry.getCurrencyAmount).toBe('');
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.quoteCalls()[1].fields()).toMatchObject({ sendCurrencyAmount: '100', getCurrencyAmount: '' });

    env.quoteCalls()[1].respondJson(quoteAnswer({ token: 'q-2', ttl: 60, now: NOW_S + 3, get: '0.00148' }));
    await settle();
    expect(env.quote.secondsLeft).toBe(60);
    expect(env.quote.inquiry).toMatchObject({ token: 'q-2', getCurrencyAmount: '0.00148' });
    expect(env.ticker.count).toBe(1);
  });

  it('a quote already expired when it arrives is asked for again at once, then after a pause (no loop); Continue stays disabled', async () => {
    const env = await quoted('', quoteAnswer({ ttl: 0 }));
    expect(env.quote.canContinue).toBe(false);
    expect(env.quote.continue()).toBeUndefined();
    expect(env.navigator.visits).toEqual([]);
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);

    env.quoteCalls()[1].respondJson(quoteAnswer({ token: 'q-2', ttl: 0 }));
    await settle();
    expect(env.quote.inquiry.token).toBe('q-2');
    expect(env.quote.secondsLeft).toBe(0);
    expect(env.quote.canContinue).toBe(false);
    // The second expired quote waits for the back-off's pause: nothing is asked until it has passed.
    await settle();
    expect(env.quoteCalls()).toHaveLength(2);
    expect(env.ticker.count).toBe(1);

    env.ticker.fire();
    await settle();
    expect(env.quoteCalls()).toHaveLength(3);
    env.quoteCalls()[2].respondJson(quoteAnswer({ token: 'q-3', ttl: 60 }));
    await settle();
    expect(env.quote.secondsLeft).toBe(60);
    expect(env.quote.canContinue).toBe(true);
    expect(env.quoteCalls()).toHaveLength(3);
  });

  it('closing the screen stops the countdown', async () => {
    const env = await quoted();
    env.quote.close();
    expect(env.ticker.count).toBe(0);
  });
});

describe('QuoteStore: Continue', () => {
  it('with several offers goes to the order step with the pay method of the grid, so that step passes (SPEC §4)', async () => {
    const env = await quoted('', quoteAnswer({ offers: 3 }));
    expect(env.quote.continue()).toBe('/order?payMethod=card');
    expect(env.navigator.visits).toEqual([{ to: '/order?payMethod=card', replace: false }]);
  });

  it('carries the pay method the buyer picked in the grid, beside the link’s extras', async () => {
    const env = await quoted(
      '?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      quoteAnswer({ offers: 3 }),
    );
    const choosing = env.quote.selectPayMethod('applepay');
    await settle();
    env.quoteCalls()[1].respondJson({ ...quoteAnswer({ offers: 3 }), payMethod: 'applepay' });
    await choosing;
    expect(env.quote.continue()).toBe(
      '/order?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq&payMethod=applepay',
    );
  });

  it('with one offer skips the provider choice: sets the pay method and offer, goes to Select Offer', async () => {
    const env = await quoted(
      '?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      quoteAnswer({ offers: 1 }),
    );
    const route = env.quote.continue();
    expect(route).toBe('/select-offer?address=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(env.quote.inquiry).toMatchObject({ payMethod: 'card', offerType: 'rampeasy' });
    expect(env.quote.selectedOffer?.offerType).toBe('rampeasy');
  });

  it('is disabled without a quote token', async () => {
    const env = quoteRoot();
    expect(env.quote.canContinue).toBe(false);
    expect(env.quote.continue()).toBeUndefined();
  });
});

describe('QuoteStore: stale answers', () => {
  it('an answer arriving after a newer request never overwrites the newer one', async () => {
    const env = await quoted();
    env.quote.setAmount('pay', '200');
    const first = env.quote.commitAmount();
    await settle();
    env.quote.setAmount('pay', '300');
    const second = env.quote.commitAmount();
    await settle();
    const [, older, newer] = env.quoteCalls();
    expect(older.fields().sendCurrencyAmount).toBe('200');
    expect(newer.fields().sendCurrencyAmount).toBe('300');

    newer.respondJson(quoteAnswer({ send: '300', get: '0.0045', token: 'q-300' }));
    await second;
    older.respondJson(quoteAnswer({ send: '200', get: '0.003', token: 'q-200' }));
    await first;
    await settle();

    expect(env.quote.inquiry).toMatchObject({
      sendCurrencyAmount: '300',
      getCurrencyAmount: '0.0045',
      token: 'q-300',
    });
  });
});

describe('QuoteStore: session persistence', () => {
  it('a reload keeps the inquiry and counts down the still-valid quote without asking again', async () => {
    const session = createMemoryStorage();
    const first = quoteRoot({ session });
    const opening = first.quote.open({ search: '?sendCurrency=EUR&sendCurrencyAmount=250' });
    await settle();
    first.quoteCalls()[0].respondJson(quoteAnswer({ send: '250', get: '0.0036', token: 'q-eur', ttl: 60 }));
    await opening;

    expect(first.quote.resumed).toBe(false);
    const reloaded = quoteRoot({ session });
    // Not a fresh visit: the app replaces the pre-rendered first screen instead of taking it over.
    expect(reloaded.quote.resumed).toBe(true);
    reloaded.clock.advance(10_000);
    await reloaded.quote.open({ search: '' });
    expect(reloaded.quote.inquiry).toMatchObject({
      sendCurrency: 'EUR',
      sendCurrencyAmount: '250',
      getCurrencyAmount: '0.0036',
      token: 'q-eur',
    });
    expect(reloaded.quote.locks.sendCurrencyAmount).toBe(true);
    expect(reloaded.quote.secondsLeft).toBe(50);
    expect(reloaded.quoteCalls()).toHaveLength(0);
  });
});

describe('QuoteStore: failed loads', () => {
  it('a failed pay-method refresh is logged and empties the list', async () => {
    const env = await quoted();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refreshing = env.quote.refreshMethods();
    await settle();
    const call = env.calls.find((c) => env.endpointOf(c) === 'offerMethodList');
    expect(call?.fields()).toMatchObject({ token: 'q-1' });
    call?.respondJson({ respCode: 5003, respMessage: 'The price has expired, please get a new quote' });
    await refreshing;
    expect(env.quote.payMethods).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('offerMethodList failed (5003)'));
  });

  it('a failed token list is logged and left empty; quotes still go to the server', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = quoteRoot({ payList: { respCode: 9000, respMessage: 'Internal error' } });
    const opening = env.quote.open({ search: '' });
    await settle();
    expect(env.root.currencies.payTokens).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('payList failed (9000)'));
    expect(env.quoteCalls()).toHaveLength(1);
    env.quoteCalls()[0].respondJson(quoteAnswer());
    await opening;
    expect(env.quote.payError).toBeUndefined();
  });
});
