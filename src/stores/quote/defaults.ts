import { DEFAULT_GET_CURRENCY } from '../../lib/tokenSymbol.ts';
import type { Inquiry, LinkExtras, Locks } from './types.ts';

export { DEFAULT_GET_CURRENCY };

/** SPEC §9: default send amount, target token (lib/tokenSymbol.ts, which the gateway shares), fallback pair and partner. */
export const DEFAULT_SEND_AMOUNT = '100';
export const FALLBACK_SEND_CURRENCY = 'USD';
export const DEFAULT_PARTNER_ID = '0';

export const defaultInquiry = (): Inquiry => ({
  sendCurrency: FALLBACK_SEND_CURRENCY,
  sendCurrencyAmount: DEFAULT_SEND_AMOUNT,
  getCurrency: DEFAULT_GET_CURRENCY,
  getCurrencyAmount: '',
  token: '',
  partnerId: DEFAULT_PARTNER_ID,
  payMethod: '',
  offerType: '',
  reference: '',
  refererUrl: '',
});

export const noLocks = (): Locks => ({
  sendCurrency: false,
  sendCurrencyAmount: false,
  getCurrency: false,
  getCurrencyAmount: false,
});

export const noExtras = (): LinkExtras => ({ address: '', from: '', redirectUrl: '' });
