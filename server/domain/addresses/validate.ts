import type { Catalog } from '../reference/catalog.ts';
import { addressChecks } from './formats.ts';

export type AddressCheck = { valid: true; network: string } | { valid: false; message: string };

const MAX_LENGTH = 128;

/**
 * Whether an address can receive a get token (its unique symbol, e.g. 'BTC', 'USDT_TRC20'): the address is
 * trimmed, then checked against the token's network format, checksums included.
 */
export function validateAddress(catalog: Catalog, getCurrency: string, address: string): AddressCheck {
  const token = catalog.token(getCurrency);
  if (!token) return { valid: false, message: `${getCurrency} is not a supported receive token` };
  const trimmed = address.trim();
  if (trimmed === '') return { valid: false, message: `Please enter your ${token.currency} address` };
  const { network } = token;
  if (trimmed.length > MAX_LENGTH || !addressChecks[network.addressFormat](trimmed)) {
    return { valid: false, message: `This is not a valid ${network.name} address for ${token.currency}` };
  }
  return { valid: true, network: network.code };
}
