import type { Inquiry, LinkExtras, Side } from './types.ts';

const link = (path: string, params: Record<string, string | undefined>): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const ORDER_PAGE = '/order';
export const EDIT_PAGE = '/edit';

/**
 * Widget v1's Continue: the order page in a new window, carrying the quote (currencies, amounts, token,
 * pay method, provider, side) and what the embedding page gave (address, redirectUrl).
 */
export function orderPageLink(inquiry: Inquiry, side: Side, extras: LinkExtras): string {
  return link(ORDER_PAGE, {
    sendCurrency: inquiry.sendCurrency,
    sendCurrencyAmount: inquiry.sendCurrencyAmount,
    getCurrency: inquiry.getCurrency,
    getCurrencyAmount: inquiry.getCurrencyAmount,
    token: inquiry.token,
    partnerId: inquiry.partnerId,
    payMethod: inquiry.payMethod,
    offerType: inquiry.offerType,
    address: extras.address,
    side,
    redirectUrl: extras.redirectUrl,
  });
}

/** A purchase step's path with the link's extras (address, from, redirectUrl) that are set. */
export function withExtras(path: string, extras: LinkExtras): string {
  return link(path, { address: extras.address, from: extras.from, redirectUrl: extras.redirectUrl });
}

/** Widget V2's Get started: the quote screen in a new window, Get side, with the address to deliver to. */
export function editPageLink(options: { getCurrency: string; amount: string; address: string; from: string; offerType?: string; partnerId?: string }): string {
  return link(EDIT_PAGE, {
    getCurrency: options.getCurrency,
    getCurrencyAmount: options.amount,
    address: options.address,
    from: options.from,
    offerType: options.offerType,
    partnerId: options.partnerId,
  });
}
