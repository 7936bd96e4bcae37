import type { AddressGroup, SavedEntry } from './types.ts';

/**
 * The saved addresses a search keeps: the query (trimmed) found, in any case, in the name, the address,
 * the crypto or the network's name. An empty query keeps every address.
 */
export function searchEntries(entries: readonly SavedEntry[], query: string): SavedEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.name ?? '', entry.address, entry.crypto, entry.networkName, entry.network].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/**
 * Addresses grouped by crypto and network: groups in the crypto's alphabetical order, then the
 * network's name; inside a group the order of the list (newest first, as the gateway gives it).
 */
export function groupEntries(entries: readonly SavedEntry[]): AddressGroup[] {
  const groups = new Map<string, AddressGroup>();
  for (const entry of entries) {
    const key = `${entry.crypto}/${entry.network}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        crypto: entry.crypto,
        network: entry.network,
        networkName: entry.networkName,
        imgUrl: entry.imgUrl,
        entries: [],
      };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()].sort(
    (a, b) => a.crypto.localeCompare(b.crypto) || a.networkName.localeCompare(b.networkName),
  );
}
