/**
 * SPEC §4 "Select Card" as a decision table over the facts gathered so far. Each call answers the next
 * thing to do: learn one more fact (the runner asks the gateway and calls again), or where the buyer goes.
 * Facts are only asked for when an earlier row did not decide, in the order the spec lists them.
 */

import { IsKyc } from '../../../schemas/api/isKyc.ts';
import { hrefTo } from '../navigate.ts';

export interface SelectCardFacts {
  /** The page's authToken query, if any. */
  authTokenInQuery?: string;
  /** authInfo resolved the query's token into the stored user info. */
  authResolved?: boolean;
  /** The query's token is gone from the address bar. */
  authTokenRemoved?: boolean;
  /** userStatus: isKyc and the KYC level. */
  userStatus?: { isKyc: number; kycLevel: number };
  /** The order paid on this page (the query's orderNo, or the one made from the accepted quote). */
  orderNo?: string;
  /** The order creation was tried and refused (OrderStore has shown the toast and gone to Edit). */
  orderRefused?: boolean;
  /** checkIdentification with the quote token: 1 when no identity check is needed to go on. */
  isIdentification?: number;
  /** How many saved cards the buyer has (cardList). */
  savedCards?: number;
}

/** A fact the runner fetches before asking again. */
export type SelectCardFact =
  'authInfo' | 'removeAuthToken' | 'userStatus' | 'order' | 'identification' | 'cards';

export type SelectCardStep =
  | { kind: 'learn'; fact: SelectCardFact }
  /** Go elsewhere (replacing Select Card); `kycReturn`: remember Select Card as the KYC return URL first. */
  | { kind: 'go'; to: string; kycReturn: boolean }
  /** The order creation was refused: OrderStore already went to Edit with the error as a toast. */
  | { kind: 'left' }
  /** Show Select Card: the buyer chooses a saved card or adds one. */
  | { kind: 'stay' };

const learn = (fact: SelectCardFact): SelectCardStep => ({ kind: 'learn', fact });
const toKyc = (to: string): SelectCardStep => ({ kind: 'go', to, kycReturn: true });

export function selectCardDecision(facts: SelectCardFacts): SelectCardStep {
  if (facts.authTokenInQuery) {
    if (!facts.authResolved) return learn('authInfo');
    if (!facts.authTokenRemoved) return learn('removeAuthToken');
  }
  if (!facts.userStatus) return learn('userStatus');
  if (facts.userStatus.isKyc === IsKyc.refused) return toKyc(hrefTo('kycStatus', { status: '2' }));
  if (facts.userStatus.isKyc === IsKyc.underReview)
    return toKyc(hrefTo('enterInformation', { isUnderReview: '1', step: '2' }));
  if (facts.orderRefused) return { kind: 'left' };
  if (!facts.orderNo) return learn('order');
  if (facts.userStatus.kycLevel < 1) return toKyc(hrefTo('enterInformation'));
  if (facts.isIdentification === undefined) return learn('identification');
  if (facts.isIdentification === 0) return toKyc(hrefTo('verifyId'));
  if (facts.savedCards === undefined) return learn('cards');
  if (facts.savedCards === 0)
    return { kind: 'go', to: hrefTo('enterCard', { orderNo: facts.orderNo }), kycReturn: false };
  return { kind: 'stay' };
}
