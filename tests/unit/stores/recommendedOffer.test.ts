// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/stores/OrderStore.ts';
import { NO_LOGIN_TOLERANCE, recommendedOffer } from '../../../src/stores/order/recommendedOffer.ts';
import { offer, orderStore, quoteScreen } from './orderFixtures.ts';

/** RampEasy takes the card in the app (a login first); Topper and MoonBeam pay on their checkout pages. */
const inApp = (candidate: Offer): Offer => ({ ...candidate, inAppCard: true });
const rampeasy = (getAmount: string) => inApp(offer('rampeasy', getAmount, 'RampEasy'));
const topper = (getAmount: string) => offer('topper', getAmount, 'Topper');
const chosen = (offers: Offer[], loggedIn = false) =>
  recommendedOffer(offers, 'pay', { loggedIn })?.offerType;

describe('the offer a buyer starts from on Select Offer', () => {
  it('a buyer not logged in starts with the best offer paid on a checkout page when it is about as good as the best, which takes the card in the app', () => {
    // 0.02 % less BTC than RampEasy: the sandbox's 100 USD card quote.
    expect(chosen([rampeasy('0.00083939'), topper('0.00083917')])).toBe('topper');
    // Exactly at the tolerance still counts as about as good.
    expect(chosen([rampeasy('1'), topper(String(1 - NO_LOGIN_TOLERANCE))])).toBe('topper');
  });

  it('the best rate when the offer without a login is clearly worse, when the buyer is logged in, or when the best needs no login', () => {
    expect(chosen([rampeasy('1'), topper('0.99')])).toBe('rampeasy');
    expect(chosen([rampeasy('0.00083939'), topper('0.00083917')], true)).toBe('rampeasy');
    expect(chosen([offer('rampeasy', '1'), topper('0.999')])).toBe('rampeasy');
    expect(chosen([rampeasy('1')])).toBe('rampeasy');
    expect(chosen([])).toBeUndefined();
  });

  it('on the get side, the least money for the crypto, with the same tolerance', () => {
    const cost = (candidate: Offer, sendAmount: string): Offer => ({
      ...candidate,
      sendCurrencyAmount: sendAmount,
    });
    const offers = [cost(rampeasy('0.001'), '100'), cost(topper('0.001'), '100.4')];
    expect(recommendedOffer(offers, 'get', { loggedIn: false })?.offerType).toBe('topper');
    offers[1] = cost(topper('0.001'), '101');
    expect(recommendedOffer(offers, 'get', { loggedIn: false })?.offerType).toBe('rampeasy');
  });

  it('Select Offer shows it chosen, the best still marked; a logged-in buyer starts with the best', async () => {
    const offers = [rampeasy('0.00083939'), topper('0.00083917')];
    const firstTime = orderStore({ quote: quoteScreen({ offers }) });
    expect(await firstTime.store.enterSelectOffer()).toBe('stay');
    expect(firstTime.store.bestOfferType).toBe('rampeasy');
    expect(firstTime.store.chosenOfferType).toBe('topper');

    const loggedIn = orderStore({ quote: quoteScreen({ offers }), loggedIn: true });
    expect(await loggedIn.store.enterSelectOffer()).toBe('stay');
    expect(loggedIn.store.chosenOfferType).toBe('rampeasy');
  });

  it('an offer the quote screen was given (a link’s offerType) is kept over the recommendation', async () => {
    const offers = [rampeasy('0.00083939'), topper('0.00083917'), offer('moonbeam', '0.0008', 'MoonBeam')];
    const linked = orderStore({ quote: { ...quoteScreen({ offers }), selectedOffer: offers[2] } });
    await linked.store.enterSelectOffer();
    expect(linked.store.chosenOfferType).toBe('moonbeam');
  });
});
