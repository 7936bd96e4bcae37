import type { Catalog } from '../reference/catalog.ts';
import { addressChecks } from './formats.ts';

/** Why an address is refused (the answer's key is `address.<reason>`), with the key's parameters. */
export type AddressRefusal =
  | { reason: 'unsupportedToken'; params: { currency: string } }
  | { reason: 'empty'; params: { currency: string } }
  | { reason: 'invalid'; params: { network: string; currency: string } };

export type AddressCheck = { valid: true; network: string } | ({ valid: false } & AddressRefusal);

const MAX_LENGTH = 128;

/**
 * Whether an address can receive a get token (its unique symbol, e.g. 'BTC', 'USDT_TRC20'): the address is
 * trimmed, then checked against the token's network format, checksums included.
 */
export function validateAddress(catalog: Catalog, getCurrency: string, address: string): AddressCheck {
  const token = catalog.token(getCurrency);
  if (!token) return { valid: false, reason: 'unsupportedToken', params: { currency: getCurrency } };
  const trimmed = address.trim();
  if (trimmed === '') return { valid: false, reason: 'empty', params: { currency: token.currency } };
  const { network } = token;
  if (trimmed.length > MAX_LENGTH || !addressChecks[network.addressFormat](trimmed)) {
    return {
      valid: false,
      reason: 'invalid',
      params: { network: network.name, currency: token.currency },
    };
  }
  return { valid: true, network: network.code };
}
