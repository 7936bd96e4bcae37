import { hrefTo } from '../navigate.ts';
import type { Inquiry, LinkExtras, Side } from './types.ts';

/**
 * Widget v1's Continue: the order page in a new window, carrying the quote (currencies, amounts, token,
 * pay method, provider, side), who brought the buyer (partnerId, reference, refererUrl: a window opened
 * from a partner's frame may not share its storage) and what the embedding page gave (address, redirectUrl).
 */
export function orderPageLink(inquiry: Inquiry, side: Side, extras: LinkExtras): string {
  return hrefTo('order', { ...inquiry, address: extras.address, side, redirectUrl: extras.redirectUrl });
}

/**
 * Widget V2's Get started: the quote screen in a new window, Get side, with the address to deliver to and
 * who brought the buyer (partnerId, reference, refererUrl).
 */
export function editPageLink(options: {
  getCurrency: string;
  amount: string;
  address: string;
  from: string;
  offerType?: string;
  partnerId?: string;
  reference?: string;
  refererUrl?: string;
}): string {
  return hrefTo('edit', {
    getCurrency: options.getCurrency,
    getCurrencyAmount: options.amount,
    address: options.address,
    from: options.from,
    offerType: options.offerType,
    partnerId: options.partnerId,
    reference: options.reference,
    refererUrl: options.refererUrl,
  });
}
