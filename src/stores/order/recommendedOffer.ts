import { bestOffer } from './acceptedQuote.ts';
import type { Offer, QuoteSide } from './types.ts';

/**
 * How much worse an offer paid on the provider's own page may be than the best offer and still be "about as
 * good" for a buyer who is not logged in, when the best one takes the card in the app: 0.5 % less crypto for
 * the money (pay side) or 0.5 % more money for the crypto (get side). Paying in the app first needs a login by
 * e-mail code, the personal details of the identity check and the card typed in; a checkout page needs none.
 */
export const NO_LOGIN_TOLERANCE = 0.005;

/** Whether an offer takes the card in the app (Select Card, behind a login) rather than on its checkout page. */
export const needsLogin = (offer: Offer): boolean => offer.inAppCard === true;

/**
 * The offer Select Offer starts a buyer with: the best rate; for a buyer who is not logged in, when the best
 * takes the card in the app, the best offer paid on the provider's own page instead if it is about as good
 * (within NO_LOGIN_TOLERANCE). The best offer is still marked and can be chosen.
 */
export function recommendedOffer(
  offers: readonly Offer[],
  side: QuoteSide,
  buyer: { loggedIn: boolean },
): Offer | undefined {
  const best = bestOffer(offers, side);
  if (!best || buyer.loggedIn || !needsLogin(best)) return best;
  const withoutLogin = bestOffer(
    offers.filter((offer) => !needsLogin(offer)),
    side,
  );
  if (!withoutLogin) return best;
  const aboutAsGood =
    side === 'pay'
      ? Number(withoutLogin.getCurrencyAmount) >= Number(best.getCurrencyAmount) * (1 - NO_LOGIN_TOLERANCE)
      : Number(withoutLogin.sendCurrencyAmount) <= Number(best.sendCurrencyAmount) * (1 + NO_LOGIN_TOLERANCE);
  return aboutAsGood ? withoutLogin : best;
}
