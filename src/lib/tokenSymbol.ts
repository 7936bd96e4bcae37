/** SPEC §9: the token to buy when a link names none. The gateway preloads Widget V2's icon by it too. */
export const DEFAULT_GET_CURRENCY = 'BTC';

const TOKEN_SYMBOL = /^[A-Za-z0-9_]{1,32}$/;

/** A token symbol as a link or a host page may name it (letters, digits, '_'), to be upper-cased. */
export const isTokenSymbol = (value: string): boolean => TOKEN_SYMBOL.test(value);

/** The token Widget V2's link names (`currency`, else `getCurrency`), upper-cased; BTC when it names no valid one. */
export function widgetTokenOf(query: URLSearchParams): string {
  const asked = (query.get('currency') ?? query.get('getCurrency') ?? '').trim();
  return isTokenSymbol(asked) ? asked.toUpperCase() : DEFAULT_GET_CURRENCY;
}
