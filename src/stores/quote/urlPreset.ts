import { truncateDecimals } from '../../lib/index.ts';
import { DEFAULT_GET_CURRENCY, DEFAULT_SEND_AMOUNT, FALLBACK_SEND_CURRENCY } from './defaults.ts';
import type { Inquiry, LinkExtras, Locks, Side } from './types.ts';

/** What a link to the quote screen asks for. */
export interface LinkPreset {
  /** The link names a currency or an amount: it replaces whatever the session kept. */
  hasQuote: boolean;
  side: Side;
  /** Currencies and amounts from the link (only the ones it gives). */
  amounts: Partial<
    Pick<Inquiry, 'sendCurrency' | 'sendCurrencyAmount' | 'getCurrency' | 'getCurrencyAmount'>
  >;
  locks: Locks;
  /** partnerId, reference, payMethod, offerType when the link gives them. */
  params: Partial<Pick<Inquiry, 'partnerId' | 'reference' | 'payMethod' | 'offerType'>>;
  extras: Partial<LinkExtras>;
}

const AMOUNT = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Za-z0-9_]{1,32}$/;

/** A usable amount from the link (positive decimal, cut to 8 decimals), else undefined. */
function amountOf(raw: string | null): string | undefined {
  const value = raw?.trim();
  if (!value || !AMOUNT.test(value) || !(Number(value) > 0)) return undefined;
  return truncateDecimals(value);
}

const currencyOf = (raw: string | null | undefined): string | undefined => {
  const value = raw?.trim();
  return value && CURRENCY.test(value) ? value.toUpperCase() : undefined;
};

const textOf = (query: URLSearchParams, name: string): string | undefined => {
  const value = query.get(name)?.trim();
  return value ? value : undefined;
};

/**
 * Reads a link to the quote screen (SPEC §4 "Inquiry side"): `/edit?sendCurrency=EUR&sendCurrencyAmount=250`,
 * `/buy/ETH` (the path's token). A value present locks its input. The side is Get when both the target
 * token and the target amount come from the link; both amounts keep only the send amount; a Get side
 * without a usable amount falls back to Pay with 100 USD to BTC, nothing locked.
 */
export function readLinkPreset(search: string, pathGetCurrency?: string): LinkPreset {
  const query = new URLSearchParams(search);
  const sendCurrency = currencyOf(query.get('sendCurrency'));
  const getCurrency = currencyOf(pathGetCurrency) ?? currencyOf(query.get('getCurrency'));
  const sendCurrencyAmount = amountOf(query.get('sendCurrencyAmount'));
  const getAmountGiven = query.has('getCurrencyAmount');
  // Both amounts: the send amount is kept, the get amount is quoted.
  const getCurrencyAmount =
    sendCurrencyAmount === undefined ? amountOf(query.get('getCurrencyAmount')) : undefined;
  const wantsGetSide = getCurrency !== undefined && getAmountGiven && sendCurrencyAmount === undefined;

  const params: LinkPreset['params'] = {};
  for (const name of ['partnerId', 'reference', 'payMethod', 'offerType'] as const) {
    const value = textOf(query, name);
    if (value !== undefined) params[name] = value;
  }
  const extras: LinkPreset['extras'] = {};
  for (const name of ['address', 'from', 'redirectUrl'] as const) {
    const value = textOf(query, name);
    if (value !== undefined) extras[name] = value;
  }
  const hasQuote =
    [sendCurrency, getCurrency, sendCurrencyAmount].some((v) => v !== undefined) || getAmountGiven;

  if (wantsGetSide && getCurrencyAmount === undefined) {
    return {
      hasQuote,
      side: 'pay',
      amounts: {
        sendCurrency: FALLBACK_SEND_CURRENCY,
        sendCurrencyAmount: DEFAULT_SEND_AMOUNT,
        getCurrency: DEFAULT_GET_CURRENCY,
        getCurrencyAmount: '',
      },
      locks: { sendCurrency: false, sendCurrencyAmount: false, getCurrency: false, getCurrencyAmount: false },
      params,
      extras,
    };
  }

  const side: Side = wantsGetSide ? 'get' : 'pay';
  const amounts: LinkPreset['amounts'] = {};
  if (sendCurrency !== undefined) amounts.sendCurrency = sendCurrency;
  if (getCurrency !== undefined) amounts.getCurrency = getCurrency;
  if (side === 'get') {
    amounts.getCurrencyAmount = getCurrencyAmount;
    amounts.sendCurrencyAmount = '';
  } else {
    amounts.sendCurrencyAmount = sendCurrencyAmount ?? DEFAULT_SEND_AMOUNT;
    amounts.getCurrencyAmount = '';
  }
  return {
    hasQuote,
    side,
    amounts,
    locks: {
      sendCurrency: sendCurrency !== undefined,
      sendCurrencyAmount: sendCurrencyAmount !== undefined,
      getCurrency: getCurrency !== undefined,
      getCurrencyAmount: side === 'get',
    },
    params,
    extras,
  };
}
