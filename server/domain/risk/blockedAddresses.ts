import fs from 'node:fs';

/** Hex (0x) addresses are the same address in any letter case; other formats are case-sensitive. */
export const addressKey = (address: string) => {
  const trimmed = address.trim();
  return /^0x/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
};

/** The blocked receiving addresses of a JSON file `{ addresses: string[] }`, as a set of address keys. */
export function loadBlockedAddresses(file: string | URL): ReadonlySet<string> {
  const { addresses } = JSON.parse(fs.readFileSync(file, 'utf8')) as { addresses: string[] };
  return new Set(addresses.map(addressKey));
}

export const DEFAULT_BLOCKED_ADDRESSES_FILE = new URL('../../data/blockedAddresses.json', import.meta.url);
