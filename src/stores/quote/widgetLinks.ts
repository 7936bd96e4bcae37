import { hrefTo } from '../navigate.ts';
import type { Inquiry, LinkExtras, Side } from './types.ts';

/**
 * Widget v1's Continue: the order page in a new window, carrying the quote (currencies, amounts, token,
 * pay method, provider, side) and what the embedding page gave (address, redirectUrl).
 */
export function orderPageLink(inquiry: Inquiry, side: Side, extras: LinkExtras): string {
  const { reference: _reference, refererUrl: _refererUrl, ...quote } = inquiry;
  return hrefTo('order', { ...quote, address: extras.address, side, redirectUrl: extras.redirectUrl });
}

/** Widget V2's Get started: the quote screen in a new window, Get side, with the address to deliver to. */
export function editPageLink(options: {
  getCurrency: string;
  amount: string;
  address: string;
  from: string;
  offerType?: string;
  partnerId?: string;
}): string {
  return hrefTo('edit', {
    getCurrency: options.getCurrency,
    getCurrencyAmount: options.amount,
    address: options.address,
    from: options.from,
    offerType: options.offerType,
    partnerId: options.partnerId,
  });
}
